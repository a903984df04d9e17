import PyroCore

/// The keys of one kind of effect-file object, in the order files list them: the one
/// declaration that reads the object (unknown and duplicate keys refused, missing ones named)
/// and writes it (values equal to `defaults` left out).
struct KeyTable<Root: Sendable>: Sendable {
    /// What the object is, for errors ("an emitter").
    let what: String
    /// The values a file may leave out.
    let defaults: Root
    let keys: [EffectKey<Root>]

    /// The key names, in table order.
    var names: [String] { keys.map { $0.name } }

    /// Reads the object in `field`, key by key in read-rank order.
    func read(_ field: JSONField, resources: EffectResources = EffectResources()) throws(EffectFileError) -> Root {
        let o = try field.object(what, keys: names)
        var root = defaults
        for key in ordered(by: { $0.readRank }) {
            if let missing = key.missing {
                try key.read(try o.required(key.name, missing), &root, resources)
            } else if let value = o.optional(key.name) {
                try key.read(value, &root, resources)
            }
        }
        return root
    }

    /// The object for `root`, key by key in write-rank order, without the keys at their defaults.
    func write(_ root: Root) -> JSONValue {
        .object(ordered(by: { $0.writeRank }).compactMap { key in
            key.isDefault(root, defaults) ? nil : key.value(root).map { (key.name, $0) }
        })
    }

    /// The keys by `rank`, in table order within one rank.
    private func ordered(by rank: (EffectKey<Root>) -> Int) -> [EffectKey<Root>] {
        keys.indices.sorted { a, b in (rank(keys[a]), a) < (rank(keys[b]), b) }.map { keys[$0] }
    }
}
