import PyroCore

/// `PresetDocument` <-> JSON. Parameters are read with the same names and limits as `--set`.
enum PresetDocumentCodec {
    static let keys = [
        "version", "preset", "parameters", "firings", "path", "lightAt", "canvasSize", "background",
        "duration", "tellingMoment",
    ]

    static func encode(_ p: PresetDocument) -> JSONValue {
        var m: [(String, JSONValue)] = [
            ("version", .number(EffectDocument.version)), ("preset", .string(p.preset.rawValue)),
        ]
        let parameters: [(String, JSONValue)] = p.configuration.parameters.compactMap { parameter in
            p.configuration.value(of: parameter.name).map { (parameter.name, encode($0)) }
        }
        m.append(("parameters", .object(parameters)))
        if let size = p.canvasSize { m.append(("canvasSize", .array([.number(size.width), .number(size.height)]))) }
        if let b = p.background { m.append(("background", DefinitionCodec.encode(b))) }
        if let d = p.duration { m.append(("duration", .number(d))) }
        if let t = p.tellingMoment { m.append(("tellingMoment", .number(t))) }
        if let firings = p.firings { m.append(("firings", .array(firings.map(DefinitionCodec.encode)))) }
        if let path = p.fusePath { m.append(("path", .array(path.map(EmitterCodec.encode)))) }
        if p.lightTime != 0 { m.append(("lightAt", .number(p.lightTime))) }
        return .object(m)
    }

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

    static func decode(_ root: JSONField) throws(EffectFileError) -> PresetDocument {
        let o = try root.object("a preset effect", keys: keys)
        let presetField = try o.required("preset", "")
        let names = Preset.allCases.map { $0.rawValue }
        let chosen = try presetField.choice("a preset", names)
        let preset = Preset.allCases.first { $0.rawValue.hasSameBytes(as: chosen) }!
        var document = PresetDocument(preset: preset)
        if let f = o.optional("parameters") {
            let allowed = preset.parameters.map { $0.name }
            let members = try f.object("\(preset.rawValue)'s parameters", keys: allowed)
            for member in members.members {
                let field = f.member(member.key, member.value)
                let parameter = preset.parameters.first { $0.name.hasSameBytes(as: member.key) }!
                let value = try decodeValue(field, parameter)
                do {
                    try document.configuration.set(parameter.name, to: value)
                } catch {
                    throw field.error(
                        "\(field.shownValue) is not allowed: \(parameter.summary), \(allowedText(parameter.kind))")
                }
            }
        }
        if let f = o.optional("firings") {
            let list = try f.array("a list of firings")
            guard list.count <= 10_000 else { throw f.error("\(list.count) firings: at most 10000") }
            let firings = try list.map { (f) throws(EffectFileError) in
                try DefinitionCodec.decodeFiring(f, unitAllowed: false)
            }
            if preset == .fuseFirework {
                throw f.error("fuse-firework fires when its fuse burns down; use \"path\" and \"lightAt\"")
            }
            for (i, firing) in firings.enumerated()
            where firing.place == nil && firings[(i + 1)...].contains(where: { $0.place != nil }) {
                throw list[i].error(
                    "a firing without a point before one with a point: give the points to the first firings")
            }
            document.firings = firings
        }
        if let f = o.optional("path") {
            guard preset == .fuseFirework else {
                throw f.error("only fuse-firework has a fuse; \(preset.rawValue) does not")
            }
            let points = try f.array("a list of points").map { (p) throws(EffectFileError) in
                try p.vector("a point in canvas points", EmitterCodec.coordinate)
            }
            guard !points.isEmpty, points.count <= 100_000 else {
                throw f.error("\(points.count) points: a fuse takes 1...100000")
            }
            document.fusePath = points
        }
        if let f = o.optional("lightAt") {
            guard preset == .fuseFirework else { throw f.error("only fuse-firework is lit; \(preset.rawValue) is not") }
            document.lightTime = try f.double("when the fuse is lit, in seconds", 0...86_400)
        }
        if let f = o.optional("canvasSize") {
            let v = try f.vector("a canvas size [width, height] in points", 1...16_384)
            document.canvasSize = Size(width: v.x, height: v.y)
        }
        if let f = o.optional("background") { document.background = try DefinitionCodec.decodeBackground(f) }
        if let f = o.optional("duration") {
            document.duration = try f.double("seconds of a complete animation", 0.001...3600)
        }
        if let f = o.optional("tellingMoment") {
            document.tellingMoment = try f.double("the still's moment in seconds", 0...86_400)
        }
        return document
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
