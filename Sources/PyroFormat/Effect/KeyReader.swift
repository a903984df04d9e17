import PyroCore

/// Reads a `KeyTable`'s keys into the root that the table's `keys` visits (which starts as the
/// defaults): a first visit lists the key names, against which `start` checks the object; then
/// one pass for each of the table's `readFirst` keys and one for the others. The first error
/// stops the reading: later keys are skipped, and `KeyTable.read` throws it.
struct KeyReader: KeyVisitor {
    let resources: EffectResources
    let readFirst: [String]
    /// The object whose keys are read; nil while the names are listed.
    var object: JSONObjectField?
    /// The key names, in table order, as the first visit lists them.
    var names: [String] = []
    /// `readFirst[pass]` is read in this pass; the other keys in the pass after them.
    var pass = 0
    var error: EffectFileError?

    init(resources: EffectResources, readFirst: [String]) {
        self.resources = resources
        self.readFirst = readFirst
    }

    /// Checks that the keys of the object in `field` are all among `names`, for reading them.
    @inline(never)
    mutating func start(_ field: JSONField, _ what: String) throws(EffectFileError) {
        object = try field.object(what, keys: names)
    }

    @inline(never)
    mutating func visit(_ spec: KeySpec, _ value: inout KeyValue?, defaults: KeyValue?) {
        guard let f = field(spec) else { return }
        do throws(EffectFileError) {
            value = try spec.kind.read(f, spec.what)
        } catch {
            self.error = error
        }
    }

    @inline(never)
    mutating func visit<T: Equatable>(
        _ spec: KeySpec, _ value: inout T, defaults: T,
        read: (JSONField, EffectResources) throws(EffectFileError) -> T, write: (T) -> JSONValue?
    ) {
        guard let f = field(spec) else { return }
        do throws(EffectFileError) {
            value = try read(f, resources)
        } catch {
            self.error = error
        }
    }

    /// The key's field to read; nil while listing names, when the key is not read in this
    /// pass, an optional key is left out or an error has stopped the reading (a required key
    /// left out is that error).
    @inline(never)
    mutating func field(_ spec: KeySpec) -> JSONField? {
        guard let object else {
            names.append(spec.name)
            return nil
        }
        let name = spec.name
        guard error == nil,
            pass < readFirst.count ? readFirst[pass].hasSameBytes(as: name) : !readFirst.containsExactly(name)
        else { return nil }
        guard let missing = spec.missing else { return object.optional(name) }
        do throws(EffectFileError) {
            return try object.required(name, missing)
        } catch {
            self.error = error
            return nil
        }
    }
}
