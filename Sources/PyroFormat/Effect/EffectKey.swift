import PyroCore

/// One key of an effect-file object, declared once: its name, its unit, default and allowed
/// values as docs/EFFECT_FORMAT.md states them, and how it is read into and written out of a
/// `Root` (an `EmitterConfiguration`, a `LaunchConfiguration`, ...). A `KeyTable` of them reads
/// and writes the whole object, and `EffectFormatDocTests` checks the documentation against it.
/// Tables are constants and their closures capture only constants, so sharing them is safe.
struct EffectKey<Root>: @unchecked Sendable {
    /// The key as files spell it.
    let name: String
    /// What the key is, as the error for a file that leaves it out says; nil when it may be left out.
    var missing: String?
    /// The unit as the documentation's type column names it ("seconds"), nil for none.
    var unit: String?
    /// The allowed numbers, as the documentation writes them ("0.001...86400"), nil when the
    /// value is not a number or a pair of numbers.
    var range: String?
    /// The default in the documentation's words when it is no JSON value ("none"); nil when the
    /// documentation shows the default's JSON.
    var shownDefault: String?
    /// Keys that others depend on are read first: lower ranks first, in table order within one.
    var readRank = 0
    /// Keys with a higher rank are written after the others, in table order within one.
    var writeRank = 0
    /// Reads the key's value into the root, which holds the keys read before it.
    var read: (JSONField, inout Root, EffectResources) throws(EffectFileError) -> Void
    /// The key's value as JSON, nil when the root has none (a setting that is not set).
    let value: (Root) -> JSONValue?
    /// Whether the root's value is the defaults', so that the writer leaves the key out.
    var isDefault: (_ root: Root, _ defaults: Root) -> Bool

    /// A setting that `read` reads and `write` writes (nil: nothing to write), left out when it
    /// equals the default.
    static func setting<V: Equatable>(_ name: String, get: @escaping (Root) -> V, set: @escaping (inout Root, V) -> Void,
                                      read: @escaping (JSONField) throws(EffectFileError) -> V,
                                      write: @escaping (V) -> JSONValue?) -> EffectKey {
        EffectKey(name: name, read: { (field, root, _) throws(EffectFileError) in set(&root, try read(field)) },
                  value: { write(get($0)) }, isDefault: { get($0) == get($1) })
    }

    /// A setting that is either unset (nil, the default, not written) or what `read` reads.
    static func optional<V>(_ name: String, get: @escaping (Root) -> V?, set: @escaping (inout Root, V) -> Void,
                            read: @escaping (JSONField) throws(EffectFileError) -> V,
                            write: @escaping (V) -> JSONValue) -> EffectKey {
        EffectKey(name: name, shownDefault: "none",
                  read: { (field, root, _) throws(EffectFileError) in set(&root, try read(field)) },
                  value: { get($0).map(write) }, isDefault: { root, _ in get(root) == nil })
    }

    /// A number within `allowed`, described as `what` when it is not.
    static func float(_ name: String, _ what: String, _ allowed: ClosedRange<Float>,
                      get: @escaping (Root) -> Float, set: @escaping (inout Root, Float) -> Void) -> EffectKey {
        setting(name, get: get, set: set, read: { (f) throws(EffectFileError) in try f.float(what, allowed) },
                write: { .number($0) }).range(allowed)
    }

    /// A `Double` within `allowed`, described as `what` when it is not.
    static func double(_ name: String, _ what: String, _ allowed: ClosedRange<Double>,
                       get: @escaping (Root) -> Double, set: @escaping (inout Root, Double) -> Void) -> EffectKey {
        var key = setting(name, get: get, set: set, read: { (f) throws(EffectFileError) in try f.double(what, allowed) },
                          write: { .number($0) })
        key.range = JSONField.text(allowed.lowerBound) + "..." + JSONField.text(allowed.upperBound)
        return key
    }

    /// A range drawn per particle (a number or `{"min": A, "max": B}`), each bound within `allowed`.
    static func valueRange(_ name: String, _ what: String, _ allowed: ClosedRange<Float>,
                           get: @escaping (Root) -> ValueRange, set: @escaping (inout Root, ValueRange) -> Void)
        -> EffectKey
    {
        setting(name, get: get, set: set,
                read: { (f) throws(EffectFileError) in try EmitterCodec.decodeRange(f, what, allowed) },
                write: EmitterCodec.encode).range(allowed)
    }

    /// A range of angles (radians, or degrees as "90deg").
    static func angleRange(_ name: String, _ what: String, get: @escaping (Root) -> ValueRange,
                           set: @escaping (inout Root, ValueRange) -> Void) -> EffectKey {
        setting(name, get: get, set: set,
                read: { (f) throws(EffectFileError) in try EmitterCodec.decodeAngleRange(f, what) },
                write: EmitterCodec.encode)
    }

    /// `[x, y]`, each coordinate within `allowed`.
    static func vector(_ name: String, _ what: String, _ allowed: ClosedRange<Float>,
                       get: @escaping (Root) -> Vector2, set: @escaping (inout Root, Vector2) -> Void) -> EffectKey {
        setting(name, get: get, set: set, read: { (f) throws(EffectFileError) in try f.vector(what, allowed) },
                write: EmitterCodec.encode).range(allowed)
    }

    /// One of a few names, each standing for one value.
    static func choice<V: Equatable>(_ name: String, _ what: String, _ options: [(String, V)],
                                     get: @escaping (Root) -> V, set: @escaping (inout Root, V) -> Void) -> EffectKey {
        setting(name, get: get, set: set, read: { (f) throws(EffectFileError) in
            let chosen = try f.choice(what, options.map { $0.0 })
            return options.first { $0.0.hasSameBytes(as: chosen) }!.1
        }, write: { v in options.first { $0.1 == v }.map { .string($0.0) } })
    }

    /// A key the file must give (and the writer always writes), described as `what` when missing.
    func required(_ what: String) -> EffectKey {
        var key = self
        key.missing = what
        key.isDefault = { _, _ in false }
        return key
    }

    /// The key with `check` run before it is read (a key that only some roots take).
    func checking(_ check: @escaping (JSONField, Root) throws(EffectFileError) -> Void) -> EffectKey {
        var key = self
        let read = self.read
        key.read = { (field, root, resources) throws(EffectFileError) in
            try check(field, root)
            try read(field, &root, resources)
        }
        return key
    }

    func unit(_ text: String) -> EffectKey {
        var key = self
        key.unit = text
        return key
    }

    func range(_ allowed: ClosedRange<Float>) -> EffectKey {
        var key = self
        key.range = JSONField.text(allowed.lowerBound) + "..." + JSONField.text(allowed.upperBound)
        return key
    }

    func shown(_ text: String) -> EffectKey {
        var key = self
        key.shownDefault = text
        return key
    }

    func readRank(_ rank: Int) -> EffectKey {
        var key = self
        key.readRank = rank
        return key
    }

    func writeRank(_ rank: Int) -> EffectKey {
        var key = self
        key.writeRank = rank
        return key
    }
}
