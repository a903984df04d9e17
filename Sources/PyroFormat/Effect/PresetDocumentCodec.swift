import PyroCore

/// `PresetDocument` <-> JSON. Parameters are read with the same names and limits as `--set`.
enum PresetDocumentCodec {
    typealias Key = EffectKey<PresetDocument>

    /// A preset file's keys, read in this order (the preset first, because the others depend on
    /// it); the schedule and the fuse are written after how the effect is shown.
    static let table = KeyTable(what: "a preset effect", defaults: PresetDocument(preset: Preset.allCases[0]), keys: [
        DefinitionCodec.version(),
        Key(name: "preset", read: { (f, p, _) throws(EffectFileError) in
            let chosen = try f.choice("a preset", Preset.allCases.map { $0.rawValue })
            p = PresetDocument(preset: Preset.allCases.first { $0.rawValue.hasSameBytes(as: chosen) }!)
        }, value: { .string($0.preset.rawValue) }, isDefault: { _, _ in false }).required(""),
        Key(name: "parameters", read: { (f, p, _) throws(EffectFileError) in try decodeParameters(f, into: &p) },
            value: encodeParameters, isDefault: { _, _ in false }).shown("the preset's defaults"),
        Key(name: "firings", read: { (f, p, _) throws(EffectFileError) in
            let list = try f.array("a list of firings")
            let firings = try DefinitionCodec.decodeFirings(f, unitAllowed: false)
            if p.preset == .fuseFirework { throw f.error("fuse-firework fires when its fuse burns down; use \"path\" and \"lightAt\"") }
            for (i, firing) in firings.enumerated()
            where firing.place == nil && firings[(i + 1)...].contains(where: { $0.place != nil }) {
                throw list[i].error("a firing without a point before one with a point: give the points to the first firings")
            }
            p.firings = firings
        }, value: { $0.firings.map { .array($0.map(DefinitionCodec.encode)) } }, isDefault: { _, _ in false })
            .shown("the preset's default schedule").writeRank(1),
        Key(name: "path", read: { (f, p, _) throws(EffectFileError) in
            guard p.preset == .fuseFirework else { throw f.error("only fuse-firework has a fuse; \(p.preset.rawValue) does not") }
            let points = try f.array("a list of points").map { (p) throws(EffectFileError) in
                try p.vector("a point in canvas points", EmitterCodec.coordinate)
            }
            guard !points.isEmpty, points.count <= 100_000 else { throw f.error("\(points.count) points: a fuse takes 1...100000") }
            p.fusePath = points
        }, value: { $0.fusePath.map { .array($0.map(EmitterCodec.encode)) } }, isDefault: { _, _ in false })
            .shown("a built-in curve").writeRank(1),
        Key.double("lightAt", "when the fuse is lit, in seconds", 0...86_400, get: { $0.lightTime }, set: { p, time in
            p.lightTime = time
        }).unit("seconds").writeRank(1).checking { (f, p) throws(EffectFileError) in
            guard p.preset == .fuseFirework else { throw f.error("only fuse-firework is lit; \(p.preset.rawValue) is not") }
        },
        Key.optional("canvasSize", get: { $0.canvasSize }, set: { $0.canvasSize = $1 },
                     read: DefinitionCodec.decodeCanvasSize, write: DefinitionCodec.encode)
            .unit("points").range(DefinitionCodec.canvasSides).shown("the preset's"),
        Key.optional("background", get: { $0.background }, set: { $0.background = $1 },
                     read: DefinitionCodec.decodeBackground, write: DefinitionCodec.encode).shown("the preset's"),
        Key.optional("duration", get: { $0.duration }, set: { $0.duration = $1 }, read: { (f) throws(EffectFileError) in
            try f.double("seconds of a complete animation", DefinitionCodec.durations)
        }, write: { .number($0) }).unit("seconds").shown("the preset's"),
        Key.optional("tellingMoment", get: { $0.tellingMoment }, set: { $0.tellingMoment = $1 },
                     read: { (f) throws(EffectFileError) in try f.double("the still's moment in seconds", DefinitionCodec.moments) },
                     write: { .number($0) }).unit("seconds").shown("the preset's"),
    ])

    static func encode(_ p: PresetDocument) -> JSONValue { table.write(p) }

    static func decode(_ root: JSONField) throws(EffectFileError) -> PresetDocument { try table.read(root) }

    /// Every parameter of the preset with its value.
    static func encodeParameters(_ p: PresetDocument) -> JSONValue {
        .object(p.configuration.parameters.compactMap { parameter in
            p.configuration.value(of: parameter.name).map { (parameter.name, encode($0)) }
        })
    }

    /// The parameters a file gives, with the same names and limits as `--set`.
    static func decodeParameters(_ f: JSONField, into document: inout PresetDocument) throws(EffectFileError) {
        let preset = document.preset
        let members = try f.object("\(preset.rawValue)'s parameters", keys: preset.parameters.map { $0.name })
        for member in members.members {
            let field = f.member(member.key, member.value)
            let parameter = preset.parameters.first { $0.name.hasSameBytes(as: member.key) }!
            let value = try decodeValue(field, parameter)
            do {
                try document.configuration.set(parameter.name, to: value)
            } catch {
                throw field.error("\(field.shownValue) is not allowed: \(parameter.summary), \(allowedText(parameter.kind))")
            }
        }
    }

    /// A parameter's number: in `Float`'s shortest form when the value is a `Float` (most
    /// settings are), so that 0.7 is not written as 0.699999988079071.
    static func number(_ v: Double) -> JSONValue {
        let f = Float(v)
        if Double(f) == v, let short = JSONNumber(f), Float(short.double) == f, short.double == v || Double(Float(short.double)) == v {
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
            return .range(try r.required("min", "the lower end").double(what, allowed),
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
        case .range(let r): "a number or {\"min\": A, \"max\": B} with A <= B, in \(JSONField.text(r.lowerBound))...\(JSONField.text(r.upperBound))"
        case .color: "a colour"
        case .colors: "1...\(PresetParameter.maximumColors) colours"
        case .unitPoint: "[x, y] in 0...1"
        case .choices(let names): "1...\(PresetParameter.maximumChoices) of \(JSONField.list(names))"
        case .flag: "true or false"
        }
    }
}
