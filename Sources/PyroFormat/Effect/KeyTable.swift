import PyroCore

/// The keys of one kind of effect-file object, declared once in `keys`, in the order files list
/// them (and docs/EFFECT_FORMAT.md's table): the one declaration that reads the object
/// (unknown and duplicate keys refused, missing ones named) and writes it (values equal to
/// `defaults` left out). `keys` is generic over the visitor so that a build that never writes
/// (pyro.wasm) keeps no writing code.
protocol KeyTable {
    associatedtype Root
    /// What the object is, for errors ("a launch").
    static var what: String { get }
    /// The values a file may leave out.
    static var defaults: Root { get }
    /// Keys read before the others, in this order: ones that later keys depend on, or whose
    /// errors a file with several is told first. `keys` runs once for each, then for the rest.
    static var readFirst: [String] { get }
    /// Visits each key of `root`; `defaults` is `Self.defaults`, passed in for the writer.
    static func keys<V: KeyVisitor>(_ root: inout Root, _ defaults: Root, _ visitor: inout V)
}

extension KeyTable {
    static var readFirst: [String] { [] }

    /// The key names, in table order.
    static var names: [String] {
        var root = defaults
        var reader = KeyReader(resources: EffectResources(), readFirst: [])
        keys(&root, defaults, &reader)
        return reader.names
    }

    /// Reads the object in `field`, starting from `defaults`.
    static func read(_ field: JSONField, resources: EffectResources = EffectResources()) throws(EffectFileError) -> Root
    {
        var reader = KeyReader(resources: resources, readFirst: readFirst)
        var root = defaults
        keys(&root, defaults, &reader)
        try reader.start(field, what)
        for pass in 0...readFirst.count {
            reader.pass = pass
            keys(&root, defaults, &reader)
        }
        if let error = reader.error { throw error }
        return root
    }

    /// The object for `root`.
    static func write(_ root: Root) -> JSONValue {
        var writer = KeyWriter()
        var root = root
        keys(&root, defaults, &writer)
        return .object(writer.members)
    }
}
