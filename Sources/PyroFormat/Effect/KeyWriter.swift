import PyroCore

/// Writes a `KeyTable`'s keys as an object's members, in table order, leaving out optional
/// keys whose value is the defaults'.
struct KeyWriter: KeyVisitor {
    var members: [(String, JSONValue)] = []

    mutating func visit(_ spec: KeySpec, _ value: inout KeyValue, defaults: KeyValue) {
        if spec.missing == nil, value.isSame(as: defaults) { return }
        members.append((spec.name, spec.kind.write(value)))
    }

    mutating func visit<T: Equatable>(
        _ spec: KeySpec, _ value: inout T, defaults: T,
        read: (JSONField, EffectResources) throws(EffectFileError) -> T, write: (T) -> JSONValue?
    ) {
        if spec.missing == nil, value == defaults { return }
        if let json = write(value) { members.append((spec.name, json)) }
    }
}
