import PyroCore

/// `EffectDefinition` <-> JSON, with the checks that span emitters (unique names, actions that
/// name an emitter of the right kind).
enum DefinitionCodec {
    static let keys = [
        "version", "name", "summary", "canvasSize", "background", "duration", "tellingMoment",
        "firings", "onTrigger", "emitters",
    ]

    /// The defaults a file may leave out, as `EffectDefinition.init` has them.
    static let defaults = EffectDefinition(name: "", emitters: [], onTrigger: [])

    static func encode(_ e: EffectDefinition) -> JSONValue {
        let d = defaults
        var m: [(String, JSONValue)] = [("version", .number(EffectDocument.version)), ("name", .string(e.name))]
        if e.summary != d.summary { m.append(("summary", .string(e.summary))) }
        if e.canvasSize != d.canvasSize {
            m.append(("canvasSize", .array([.number(e.canvasSize.width), .number(e.canvasSize.height)])))
        }
        if e.background != d.background { m.append(("background", encode(e.background))) }
        if e.duration != d.duration { m.append(("duration", .number(e.duration))) }
        if e.tellingMoment != d.tellingMoment { m.append(("tellingMoment", .number(e.tellingMoment))) }
        if e.firings != d.firings { m.append(("firings", .array(e.firings.map(encode)))) }
        m.append(("onTrigger", .array(e.onTrigger.map(encode))))
        m.append(("emitters", .array(e.emitters.map(EmitterCodec.write))))
        return .object(m)
    }

    static func encode(_ background: Background) -> JSONValue {
        switch background {
        case .transparent: .string("transparent")
        case .solid(let c): ColorText.encode(c)
        case .verticalGradient(let top, let bottom):
            .object([("top", ColorText.encode(top)), ("bottom", ColorText.encode(bottom))])
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

    static func decode(_ root: JSONField, resources: EffectResources) throws(EffectFileError) -> EffectDefinition {
        let o = try root.object("an effect", keys: keys)
        let d = defaults
        let emittersField = try o.required("emitters", "the kinds of particle, in painting order")
        let emitters = try emittersField.array("a list of emitters").map { (f) throws(EffectFileError) in
            try EmitterCodec.read(f, resources: resources)
        }
        guard !emitters.isEmpty, emitters.count <= 1000 else {
            throw emittersField.error("\(emitters.count) emitters: an effect takes 1...1000")
        }
        let items = try emittersField.array("")
        for (i, e) in emitters.enumerated() where emitters[..<i].contains(where: { $0.name.hasSameBytes(as: e.name) }) {
            let nameValue =
                (try? items[i].object("", keys: EmitterCodec.names).required("name", ""))?.value ?? items[i].value
            throw items[i].member("name", nameValue).error(
                "the name \"\(e.name)\" is used by an earlier emitter; names must be unique")
        }
        try checkSubEmitters(emitters, items)
        let actionsField = try o.required("onTrigger", "what one firing does, such as [{\"burst\": \"sparks\"}]")
        let actions = try actionsField.array("a list of actions").map { (f) throws(EffectFileError) in
            try decodeAction(f, emitters: emitters)
        }
        var e = EffectDefinition(
            name: try o.required("name", "the effect's name").string("a name"), emitters: emitters, onTrigger: actions)
        if let f = o.optional("summary") { e.summary = try f.string("a one-line summary") }
        if let f = o.optional("canvasSize") {
            let v = try f.vector("a canvas size [width, height] in points", 1...16_384)
            e.canvasSize = Size(width: v.x, height: v.y)
        }
        if let f = o.optional("background") { e.background = try decodeBackground(f) }
        e.duration =
            try o.optional("duration").map { (f) throws(EffectFileError) in
                try f.double("seconds of a complete animation", 0.001...3600)
            } ?? d.duration
        e.tellingMoment =
            try o.optional("tellingMoment").map { (f) throws(EffectFileError) in
                try f.double("the still's moment in seconds", 0...86_400)
            } ?? d.tellingMoment
        if let f = o.optional("firings") {
            let list = try f.array("a list of firings")
            guard list.count <= 10_000 else { throw f.error("\(list.count) firings: at most 10000") }
            e.firings = try list.map { (f) throws(EffectFileError) in try decodeFiring(f, unitAllowed: true) }
        }
        return e
    }

    /// Every sub-emitter names an emitter of the effect, and no chain of them leads back to
    /// where it started (the engine would skip such a link).
    static func checkSubEmitters(_ emitters: [EmitterConfiguration], _ items: [JSONField]) throws(EffectFileError) {
        let names = emitters.map { $0.name }
        for (i, e) in emitters.enumerated() {
            for (k, link) in e.subEmitters.enumerated() where !names.containsExactly(link.child) {
                let field = try items[i].object("", keys: EmitterCodec.names).required("subEmitters", "").array("")[k]
                let hint = JSONField.hint(for: link.child, among: names)
                throw field.member("child", .string(link.child))
                    .error("no emitter is called \"\(link.child)\"; \(hint)emitters: \(JSONField.list(names))")
            }
        }
        let system = ParticleSystem(emitters: emitters, seed: 0, canvasSize: Size(width: 1, height: 1), capacity: 0)
        if let issue = system.subEmitterIssues.first {
            let field = try items[issue.emitter].object("", keys: EmitterCodec.names).required("subEmitters", "").array(
                "")[issue.subEmitter]
            let child = emitters[issue.emitter].subEmitters[issue.subEmitter].child
            throw field.error(
                "\"\(child)\" leads back to \"\(emitters[issue.emitter].name)\": sub-emitters cannot form a cycle")
        }
    }

    static func decodeBackground(_ f: JSONField) throws(EffectFileError) -> Background {
        if case .object = f.value.kind {
            let g = try f.object("a gradient background", keys: ["top", "bottom"])
            return .verticalGradient(
                top: try ColorText.decode(try g.required("top", "the top row's colour")),
                bottom: try ColorText.decode(try g.required("bottom", "the bottom row's colour")))
        }
        if case .string(let s) = f.value.kind, s.hasSameBytes(as: "transparent") { return .transparent }
        return .solid(
            try ColorText.decode(f, "a background (\"transparent\", a colour or {\"top\": C, \"bottom\": C})"))
    }

    static func decodeFiring(_ f: JSONField, unitAllowed: Bool) throws(EffectFileError) -> Firing {
        if case .number = f.value.kind {
            return Firing(time: try f.double("a firing time in seconds", -86_400...86_400))
        }
        let o = try f.object("a firing", keys: unitAllowed ? ["time", "point", "unit", "offset"] : ["time", "point"])
        var firing = Firing(
            time: try o.required("time", "seconds from the start").double("a firing time in seconds", -86_400...86_400))
        guard !(o.has("point") && o.has("unit")) else { throw f.error("give \"point\" or \"unit\", not both") }
        if let p = o.optional("point") {
            firing.place = .point(try p.vector("a point in canvas points", EmitterCodec.coordinate))
        }
        if let p = o.optional("unit") {
            firing.place = .unit(try p.vector("a point as fractions of the canvas", EmitterCodec.large))
        }
        if let field = o.optional("offset") {
            guard case .unit(let u)? = firing.place else {
                throw field.error("an offset moves a \"unit\" place; give \"unit\" too")
            }
            firing.place = .anchored(unit: u, offset: try field.vector("an offset in points", EmitterCodec.coordinate))
        }
        return firing
    }

    static func decodeAction(_ f: JSONField, emitters: [EmitterConfiguration]) throws(EffectFileError) -> EmitterAction
    {
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
            throw nameField.error(
                "\"\(name)\" is a sub-emitter's child: its particles are born from its parents, not by actions")
        }
        let isBurst: Bool
        if case .burst = target.emission { isBurst = true } else { isBurst = false }
        if present[0].hasSameBytes(as: "burst") && !isBurst {
            throw nameField.error(
                "\"\(name)\" is a stream ({\"rate\": ...}); use {\"start\": \"\(name)\"} or make it a burst")
        }
        if !present[0].hasSameBytes(as: "burst") && isBurst {
            throw nameField.error(
                "\"\(name)\" emits bursts; use {\"burst\": \"\(name)\"} (\(present[0]) is for streams)")
        }
        if !present[0].hasSameBytes(as: "burst"), o.has("count") {
            throw f.error("\"count\" belongs to a burst action")
        }
        let delay =
            try o.optional("delay").map { (d) throws(EffectFileError) in
                try d.double("seconds after the firing", 0...86_400)
            } ?? 0
        switch ExactName(present[0]) {
        case "burst":
            let count = try o.optional("count").map { (c) throws(EffectFileError) in
                try c.integer("particles in this burst", 0...1_000_000)
            }
            return EmitterAction(emitter: name, kind: .burst(count: count), delay: delay)
        case "start": return EmitterAction(emitter: name, kind: .start, delay: delay)
        default: return EmitterAction(emitter: name, kind: .stop, delay: delay)
        }
    }
}
