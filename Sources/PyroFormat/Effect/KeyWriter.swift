import PyroCore

/// Writes a `KeyTable`'s keys as an object's members, in table order, leaving out unset
/// options and optional keys whose value is the defaults' (unless always written).
struct KeyWriter: KeyVisitor {
    var members: [(String, JSONValue)] = []

    mutating func visit(_ spec: KeySpec, _ value: inout KeyValue?, defaults: KeyValue?) {
        guard let value else { return }
        if spec.isLeftOutAtDefaults, let defaults, value.isSame(as: defaults) { return }
        members.append((spec.name, spec.kind.write(value)))
    }

    mutating func visit<T: Equatable>(
        _ spec: KeySpec, _ value: inout T, defaults: T,
        read: (JSONField, EffectResources) throws(EffectFileError) -> T, write: (T) -> JSONValue?
    ) {
        if spec.isLeftOutAtDefaults, value == defaults { return }
        if let json = write(value) { members.append((spec.name, json)) }
    }
}
