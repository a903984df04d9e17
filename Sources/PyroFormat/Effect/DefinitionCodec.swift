import PyroCore

/// `EffectDefinition` <-> JSON, with the checks that span emitters (unique names, actions that
/// name an emitter of the right kind).
enum DefinitionCodec {
    typealias Key = EffectKey<EffectDefinition>

    /// An effect's keys: the defaults a file may leave out are `EffectDefinition.init`'s. The
    /// emitters are read first, because the actions name them.
    static let table = KeyTable(what: "an effect", defaults: EffectDefinition(name: "", emitters: [], onTrigger: []), keys: [
        version(),
        Key.setting("name", get: { $0.name }, set: { $0.name = $1 },
                    read: { (f) throws(EffectFileError) in try f.string("a name") }, write: { .string($0) })
            .required("the effect's name"),
        Key.setting("summary", get: { $0.summary }, set: { $0.summary = $1 },
                    read: { (f) throws(EffectFileError) in try f.string("a one-line summary") }, write: { .string($0) }),
        Key.setting("canvasSize", get: { $0.canvasSize }, set: { $0.canvasSize = $1 }, read: decodeCanvasSize,
                    write: encode).unit("points").range(canvasSides),
        Key.setting("background", get: { $0.background }, set: { $0.background = $1 }, read: decodeBackground,
                    write: encode),
        Key.double("duration", "seconds of a complete animation", durations,
                   get: { $0.duration }, set: { $0.duration = $1 }).unit("seconds"),
        Key.double("tellingMoment", "the still's moment in seconds", moments,
                   get: { $0.tellingMoment }, set: { $0.tellingMoment = $1 }).unit("seconds"),
        Key.setting("firings", get: { $0.firings }, set: { $0.firings = $1 }, read: { (f) throws(EffectFileError) in
            try decodeFirings(f, unitAllowed: true)
        }, write: { .array($0.map(encode)) }),
        Key(name: "onTrigger", read: { (f, e, _) throws(EffectFileError) in
            let emitters = e.emitters
            e.onTrigger = try f.array("a list of actions").map { (a) throws(EffectFileError) in
                try decodeAction(a, emitters: emitters)
            }
        }, value: { .array($0.onTrigger.map(encode)) }, isDefault: { _, _ in false })
            .required("what one firing does, such as [{\"burst\": \"sparks\"}]").readRank(-1),
        Key(name: "emitters", read: { (f, e, resources) throws(EffectFileError) in
            e.emitters = try decodeEmitters(f, resources: resources)
        }, value: { .array($0.emitters.map(EmitterCodec.encode)) }, isDefault: { _, _ in false })
            .required("the kinds of particle, in painting order").readRank(-2),
    ])

    /// The format version, which `EffectDocument.decode` has checked, always written.
    static func version<Root>() -> EffectKey<Root> {
        EffectKey(name: "version", read: { _, _, _ in }, value: { _ in .number(EffectDocument.version) },
                  isDefault: { _, _ in false })
    }

    static let canvasSides: ClosedRange<Float> = 1...16_384
    static let durations: ClosedRange<Double> = 0.001...3600
    static let moments: ClosedRange<Double> = 0...86_400

    static func encode(_ e: EffectDefinition) -> JSONValue { table.write(e) }

    static func decode(_ root: JSONField, resources: EffectResources) throws(EffectFileError) -> EffectDefinition {
        try table.read(root, resources: resources)
    }

    static func encode(_ size: Size) -> JSONValue { .array([.number(size.width), .number(size.height)]) }

    static func decodeCanvasSize(_ f: JSONField) throws(EffectFileError) -> Size {
        let v = try f.vector("a canvas size [width, height] in points", canvasSides)
        return Size(width: v.x, height: v.y)
    }

    /// A list of firings, at most 10000.
    static func decodeFirings(_ f: JSONField, unitAllowed: Bool) throws(EffectFileError) -> [Firing] {
        let list = try f.array("a list of firings")
        guard list.count <= 10_000 else { throw f.error("\(list.count) firings: at most 10000") }
        return try list.map { (f) throws(EffectFileError) in try decodeFiring(f, unitAllowed: unitAllowed) }
    }

    /// The emitters, with unique names and sub-emitters that name emitters of the list.
    static func decodeEmitters(_ field: JSONField, resources: EffectResources) throws(EffectFileError)
        -> [EmitterConfiguration]
    {
        let emitters = try field.array("a list of emitters").map { (f) throws(EffectFileError) in
            try EmitterCodec.decode(f, resources: resources)
        }
        guard !emitters.isEmpty, emitters.count <= 1000 else {
            throw field.error("\(emitters.count) emitters: an effect takes 1...1000")
        }
        let items = try field.array("")
        for (i, e) in emitters.enumerated() where emitters[..<i].contains(where: { $0.name.hasSameBytes(as: e.name) }) {
            let nameValue = (try? items[i].object("", keys: EmitterCodec.table.names).required("name", ""))?.value
                ?? items[i].value
            throw items[i].member("name", nameValue)
                .error("the name \"\(e.name)\" is used by an earlier emitter; names must be unique")
        }
        try checkSubEmitters(emitters, items)
        return emitters
    }

    static func encode(_ background: Background) -> JSONValue {
        switch background {
        case .transparent: .string("transparent")
        case .solid(let c): ColorText.encode(c)
        case .verticalGradient(let top, let bottom): .object([("top", ColorText.encode(top)), ("bottom", ColorText.encode(bottom))])
        }
    }

    static func encode(_ f: Firing) -> JSONValue {
        var m: [(String, JSONValue)] = [("time", .number(f.time))]
        switch f.place {
        case nil: break
        case .point(let p)?: m.append(("point", EmitterCodec.encode(p)))
        case .unit(let p)?: m.append(("unit", EmitterCodec.encode(p)))
        case .anchored(let p, let offset)?:
            m.append(("unit", EmitterCodec.encode(p)))
            m.append(("offset", EmitterCodec.encode(offset)))
        }
        return .object(m)
    }

    static func encode(_ a: EmitterAction) -> JSONValue {
        var m: [(String, JSONValue)]
        switch a.kind {
        case .burst(let count): m = [("burst", .string(a.emitter))] + (count.map { [("count", .number($0))] } ?? [])
        case .start: m = [("start", .string(a.emitter))]
        case .stop: m = [("stop", .string(a.emitter))]
        }
        if a.delay != 0 { m.append(("delay", .number(a.delay))) }
        return .object(m)
    }

    /// Every sub-emitter names an emitter of the effect, and no chain of them leads back to
    /// where it started (the engine would skip such a link).
    static func checkSubEmitters(_ emitters: [EmitterConfiguration], _ items: [JSONField]) throws(EffectFileError) {
        let names = emitters.map { $0.name }
        for (i, e) in emitters.enumerated() {
            for (k, link) in e.subEmitters.enumerated() where !names.containsExactly(link.child) {
                let field = try items[i].object("", keys: EmitterCodec.table.names).required("subEmitters", "").array("")[k]
                let hint = JSONField.hint(for: link.child, among: names)
                throw field.member("child", .string(link.child))
                    .error("no emitter is called \"\(link.child)\"; \(hint)emitters: \(JSONField.list(names))")
            }
        }
        let system = ParticleSystem(emitters: emitters, seed: 0, canvasSize: Size(width: 1, height: 1), capacity: 0)
        if let issue = system.subEmitterIssues.first {
            let field = try items[issue.emitter].object("", keys: EmitterCodec.table.names).required("subEmitters", "").array("")[issue.subEmitter]
            let child = emitters[issue.emitter].subEmitters[issue.subEmitter].child
            throw field.error("\"\(child)\" leads back to \"\(emitters[issue.emitter].name)\": sub-emitters cannot form a cycle")
        }
    }

    static func decodeBackground(_ f: JSONField) throws(EffectFileError) -> Background {
        if case .object = f.value.kind {
            let g = try f.object("a gradient background", keys: ["top", "bottom"])
            return .verticalGradient(top: try ColorText.decode(try g.required("top", "the top row's colour")),
                                     bottom: try ColorText.decode(try g.required("bottom", "the bottom row's colour")))
        }
        if case .string(let s) = f.value.kind, s.hasSameBytes(as: "transparent") { return .transparent }
        return .solid(try ColorText.decode(f, "a background (\"transparent\", a colour or {\"top\": C, \"bottom\": C})"))
    }

    static func decodeFiring(_ f: JSONField, unitAllowed: Bool) throws(EffectFileError) -> Firing {
        if case .number = f.value.kind { return Firing(time: try f.double("a firing time in seconds", -86_400...86_400)) }
        let o = try f.object("a firing", keys: unitAllowed ? ["time", "point", "unit", "offset"] : ["time", "point"])
        var firing = Firing(time: try o.required("time", "seconds from the start").double("a firing time in seconds", -86_400...86_400))
        guard !(o.has("point") && o.has("unit")) else { throw f.error("give \"point\" or \"unit\", not both") }
        if let p = o.optional("point") { firing.place = .point(try p.vector("a point in canvas points", EmitterCodec.coordinate)) }
        if let p = o.optional("unit") { firing.place = .unit(try p.vector("a point as fractions of the canvas", EmitterCodec.large)) }
        if let field = o.optional("offset") {
            guard case .unit(let u)? = firing.place else { throw field.error("an offset moves a \"unit\" place; give \"unit\" too") }
            firing.place = .anchored(unit: u, offset: try field.vector("an offset in points", EmitterCodec.coordinate))
        }
        return firing
    }

    static func decodeAction(_ f: JSONField, emitters: [EmitterConfiguration]) throws(EffectFileError) -> EmitterAction {
        let kinds = ["burst", "start", "stop"]
        let o = try f.object("an action", keys: kinds + ["count", "delay"])
        let present = kinds.filter(o.has)
        guard present.count == 1 else {
            throw f.error("an action has exactly one of \"burst\", \"start\", \"stop\" (naming an emitter)")
        }
        let nameField = try o.required(present[0], "")
        let name = try nameField.string("an emitter's name")
        guard let target = emitters.first(where: { $0.name.hasSameBytes(as: name) }) else {
            let names = emitters.map { $0.name }
            let hint = JSONField.hint(for: name, among: names)
            throw nameField.error("no emitter is called \"\(name)\"; \(hint)emitters: \(JSONField.list(names))")
        }
        if emitters.contains(where: { $0.subEmitters.contains { $0.child.hasSameBytes(as: name) } }) {
            throw nameField.error("\"\(name)\" is a sub-emitter's child: its particles are born from its parents, not by actions")
        }
        let isBurst: Bool
        if case .burst = target.emission { isBurst = true } else { isBurst = false }
        if present[0].hasSameBytes(as: "burst") && !isBurst {
            throw nameField.error("\"\(name)\" is a stream ({\"rate\": ...}); use {\"start\": \"\(name)\"} or make it a burst")
        }
        if !present[0].hasSameBytes(as: "burst") && isBurst {
            throw nameField.error("\"\(name)\" emits bursts; use {\"burst\": \"\(name)\"} (\(present[0]) is for streams)")
        }
        if !present[0].hasSameBytes(as: "burst"), o.has("count") { throw f.error("\"count\" belongs to a burst action") }
        let delay = try o.optional("delay").map { (d) throws(EffectFileError) in try d.double("seconds after the firing", 0...86_400) } ?? 0
        switch ExactName(present[0]) {
        case "burst":
            let count = try o.optional("count").map { (c) throws(EffectFileError) in try c.integer("particles in this burst", 0...1_000_000) }
            return EmitterAction(emitter: name, kind: .burst(count: count), delay: delay)
        case "start": return EmitterAction(emitter: name, kind: .start, delay: delay)
        default: return EmitterAction(emitter: name, kind: .stop, delay: delay)
        }
    }
}
