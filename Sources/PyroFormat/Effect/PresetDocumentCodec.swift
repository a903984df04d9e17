import PyroCore

/// `PresetDocument` <-> JSON. Parameters are read with the same names and limits as `--set`.
/// docs/EFFECT_FORMAT.md ("Preset files") describes each key.
enum PresetDocumentCodec: KeyTable {
    static var what: String { "a preset effect" }

    /// A preset file names its preset, so these defaults only stand for what it leaves out.
    static let defaults = PresetDocument(preset: .particleBurst)

    /// The keys after `preset` depend on it; a file with several errors is told them in this order.
    static var readFirst: [String] { ["preset", "parameters", "firings", "path", "lightAt"] }

    static func keys<V: KeyVisitor>(_ p: inout PresetDocument, _ d: PresetDocument, _ v: inout V) {
        // Read in the pass before the others.
        let preset = p.preset
        v.version()
        v.key(
            "preset", "a preset", required: "", Preset.allCases.map { $0.rawValue }, Array(Preset.allCases),
            &p.presetWithItsDefaults, d.presetWithItsDefaults)
        v.key(
            "parameters", alwaysWritten: true, &p.configuration, d.configuration,
            read: { (f, _) throws(EffectFileError) in try decodeParameters(f, preset) },
            write: { c in
                .object(
                    c.parameters.compactMap { parameter in
                        c.value(of: parameter.name).map { (parameter.name, encode($0)) }
                    })
            })
        v.showing(&p.shown, d.shown)
        v.key(
            "firings", &p.firings, d.firings,
            read: { (f, _) throws(EffectFileError) in try decodeFirings(f, preset) },
            write: { $0.map { .array($0.map(DefinitionCodec.encode)) } })
        v.key(
            "path", &p.fusePath, d.fusePath, read: { (f, _) throws(EffectFileError) in try decodePath(f, preset) },
            write: { $0.map { .array($0.map(EmitterCodec.encode)) } })
        v.key(
            "lightAt", unit: "seconds", &p.lightTime, d.lightTime,
            read: { (f, _) throws(EffectFileError) in
                guard preset == .fuseFirework else {
                    throw f.error("only fuse-firework is lit; \(preset.rawValue) is not")
                }
                return try f.double("when the fuse is lit, in seconds", 0...86_400)
            }, write: { .number($0) })
    }

    // MARK: Reading

    /// The parameters over `preset`'s defaults, each with its `--set` name and limits.
    static func decodeParameters(_ f: JSONField, _ preset: Preset) throws(EffectFileError) -> PresetConfiguration {
        var configuration = preset.defaultConfiguration
        let members = try f.object("\(preset.rawValue)'s parameters", keys: preset.parameters.map { $0.name })
        for member in members.members {
            let field = f.member(member.key, member.value)
            let parameter = preset.parameters.first { $0.name.hasSameBytes(as: member.key) }!
            let value = try decodeValue(field, parameter)
            do {
                try configuration.set(parameter.name, to: value)
            } catch {
                throw field.error(
                    "\(field.shownValue) is not allowed: \(parameter.summary), \(allowedText(parameter.kind))")
            }
        }
        return configuration
    }

    /// Firings in canvas points, the ones with points first; fuse-firework fires by its fuse.
    static func decodeFirings(_ f: JSONField, _ preset: Preset) throws(EffectFileError) -> [Firing] {
        let firings = try DefinitionCodec.decodeFirings(f, unitAllowed: false)
        if preset == .fuseFirework {
            throw f.error("fuse-firework fires when its fuse burns down; use \"path\" and \"lightAt\"")
        }
        for (i, firing) in firings.enumerated()
        where firing.place == nil && firings[(i + 1)...].contains(where: { $0.place != nil }) {
            throw try f.array("")[i].error(
                "a firing without a point before one with a point: give the points to the first firings")
        }
        return firings
    }

    /// fuse-firework's drawn fuse: 1...100000 points in canvas points.
    static func decodePath(_ f: JSONField, _ preset: Preset) throws(EffectFileError) -> [Vector2] {
        guard preset == .fuseFirework else {
            throw f.error("only fuse-firework has a fuse; \(preset.rawValue) does not")
        }
        let points = try f.array("a list of points").map { (p) throws(EffectFileError) in
            try p.vector("a point in canvas points", EmitterCodec.coordinate)
        }
        guard !points.isEmpty, points.count <= 100_000 else {
            throw f.error("\(points.count) points: a fuse takes 1...100000")
        }
        return points
    }

    // MARK: Writing

    /// A parameter's number: in `Float`'s shortest form when the value is a `Float` (most
    /// settings are), so that 0.7 is not written as 0.699999988079071.
    static func number(_ v: Double) -> JSONValue {
        let f = Float(v)
        if Double(f) == v, let short = JSONNumber(f), Float(short.double) == f,
            short.double == v || Double(Float(short.double)) == v
        {
            return JSONValue(.number(short))
        }
        return .number(v)
    }

    static func encode(_ value: PresetValue) -> JSONValue {
        switch value {
        case .integer(let n): .number(n)
        case .number(let x): number(x)
        case .range(let a, let b): a == b ? number(a) : .object([("min", number(a)), ("max", number(b))])
        case .color(let c): ColorText.encode(c)
        case .colors(let list): .array(list.map(ColorText.encode))
        case .unitPoint(let p): EmitterCodec.encode(p)
        case .choices(let names): .array(names.map { .string($0) })
        case .flag(let on): .bool(on)
        }
    }

    static func decodeValue(_ f: JSONField, _ parameter: PresetParameter) throws(EffectFileError) -> PresetValue {
        let what = parameter.summary
        switch parameter.kind {
        case .integer(let allowed): return .integer(try f.integer(what, allowed))
        case .number(let allowed): return .number(try f.double(what, allowed))
        case .range(let allowed):
            if case .number = f.value.kind {
                let v = try f.double(what, allowed)
                return .range(v, v)
            }
            let r = try f.object(what + " as a number or {\"min\": A, \"max\": B}", keys: ["min", "max"])
            return .range(
                try r.required("min", "the lower end").double(what, allowed),
                try r.required("max", "the upper end").double(what, allowed))
        case .color: return .color(try ColorText.decode(f))
        case .colors:
            let list = try f.array("a list of colours").map { (c) throws(EffectFileError) in try ColorText.decode(c) }
            return .colors(list)
        case .unitPoint: return .unitPoint(try f.vector("a point as fractions of the canvas", 0...1))
        case .choices(let names):
            let list = try f.array("a list of names")
            return .choices(try list.map { (n) throws(EffectFileError) in try n.choice(what, names) })
        case .flag: return .flag(try f.bool(what))
        }
    }

    static func allowedText(_ kind: PresetParameter.Kind) -> String {
        switch kind {
        case .integer(let r): "a whole number \(r.lowerBound)...\(r.upperBound)"
        case .number(let r): "\(JSONField.text(r.lowerBound))...\(JSONField.text(r.upperBound))"
        case .range(let r):
            "a number or {\"min\": A, \"max\": B} with A <= B, in \(JSONField.text(r.lowerBound))...\(JSONField.text(r.upperBound))"
        case .color: "a colour"
        case .colors: "1...\(PresetParameter.maximumColors) colours"
        case .unitPoint: "[x, y] in 0...1"
        case .choices(let names): "1...\(PresetParameter.maximumChoices) of \(JSONField.list(names))"
        case .flag: "true or false"
        }
    }
}

extension PresetDocument {
    /// The preset, which a reader sets before any other key: setting another preset starts the
    /// document afresh with that preset's defaults (its parameters among them).
    fileprivate var presetWithItsDefaults: Preset {
        get { preset }
        set { if newValue != preset { self = PresetDocument(preset: newValue) } }
    }

    /// How the effect is shown, as the keys both tables share read and write it (nil: the preset's).
    fileprivate var shown: DefinitionCodec.Shown {
        get { (canvasSize, background, duration, tellingMoment) }
        set { (canvasSize, background, duration, tellingMoment) = newValue }
    }
}
