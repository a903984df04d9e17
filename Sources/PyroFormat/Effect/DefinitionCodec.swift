import PyroCore

/// `EffectDefinition` <-> JSON, with the checks that span emitters (unique names, actions that
/// name an emitter of the right kind). docs/EFFECT_FORMAT.md ("The document") describes each key.
enum DefinitionCodec: KeyTable {
    static var what: String { "an effect" }

    /// The defaults a file may leave out, as `EffectDefinition.init` has them.
    static let defaults = EffectDefinition(name: "", emitters: [], onTrigger: [])

    /// The actions name the emitters; a file with several errors is told the emitters' first,
    /// then the actions', then the name's.
    static var readFirst: [String] { ["emitters", "onTrigger", "name"] }

    static func keys<V: KeyVisitor>(_ e: inout EffectDefinition, _ d: EffectDefinition, _ v: inout V) {
        // Read in the pass before the one that reads the actions.
        let emitters = e.emitters
        v.version()
        v.key("name", "a name", required: "the effect's name", &e.name, d.name)
        v.key("summary", "a one-line summary", &e.summary, d.summary)
        v.showing(&e.shown, d.shown)
        v.key(
            "firings", &e.firings, d.firings,
            read: { (f, _) throws(EffectFileError) in try decodeFirings(f, unitAllowed: true) },
            write: { .array($0.map(encode)) })
        v.key(
            "onTrigger", required: "what one firing does, such as [{\"burst\": \"sparks\"}]", &e.onTrigger,
            d.onTrigger,
            read: { (f, _) throws(EffectFileError) in
                try f.array("a list of actions").map { (f) throws(EffectFileError) in
                    try decodeAction(f, emitters: emitters)
                }
            }, write: { .array($0.map(encode)) })
        v.key(
            "emitters", required: "the kinds of particle, in painting order", &e.emitters, d.emitters,
            read: { (f, r) throws(EffectFileError) in try decodeEmitters(f, resources: r) },
            write: { .array($0.map(EmitterCodec.write)) })
    }

    /// How an effect is shown, the keys a definition and a preset file share: nil for a preset
    /// file's unset option (the preset's own).
    typealias Shown = (canvasSize: Size?, background: Background?, duration: Double?, tellingMoment: Double?)

    // MARK: Writing

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

    // MARK: Reading

    /// The emitters, 1...1000 with unique names, whose sub-emitters name emitters of the effect.
    static func decodeEmitters(_ f: JSONField, resources: EffectResources) throws(EffectFileError)
        -> [EmitterConfiguration]
    {
        let items = try f.array("a list of emitters")
        let emitters = try items.map { (f) throws(EffectFileError) in try EmitterCodec.read(f, resources: resources) }
        guard !emitters.isEmpty, emitters.count <= 1000 else {
            throw f.error("\(emitters.count) emitters: an effect takes 1...1000")
        }
        for (i, e) in emitters.enumerated() where emitters[..<i].contains(where: { $0.name.hasSameBytes(as: e.name) }) {
            let nameValue =
                (try? items[i].object("", keys: EmitterCodec.names).required("name", ""))?.value ?? items[i].value
            throw items[i].member("name", nameValue).error(
                "the name \"\(e.name)\" is used by an earlier emitter; names must be unique")
        }
        try checkSubEmitters(emitters, items)
        return emitters
    }

    /// Firings, at most 10000; with places in canvas points or (when `unitAllowed`) fractions of it.
    static func decodeFirings(_ f: JSONField, unitAllowed: Bool) throws(EffectFileError) -> [Firing] {
        let list = try f.array("a list of firings")
        guard list.count <= 10_000 else { throw f.error("\(list.count) firings: at most 10000") }
        return try list.map { (f) throws(EffectFileError) in try decodeFiring(f, unitAllowed: unitAllowed) }
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

extension EffectDefinition {
    /// How the effect is shown, as the keys both tables share read and write it.
    fileprivate var shown: DefinitionCodec.Shown {
        get { (canvasSize, background, duration, tellingMoment) }
        set {
            canvasSize = newValue.canvasSize ?? canvasSize
            background = newValue.background ?? background
            duration = newValue.duration ?? duration
            tellingMoment = newValue.tellingMoment ?? tellingMoment
        }
    }
}

extension KeyVisitor {
    /// The keys of `DefinitionCodec.Shown`, in the order both tables list them.
    mutating func showing(_ shown: inout DefinitionCodec.Shown, _ defaults: DefinitionCodec.Shown) {
        key(
            "canvasSize", .vector(1...16_384), "a canvas size [width, height] in points", unit: "points",
            &shown.canvasSize, defaults.canvasSize)
        key(
            "background", &shown.background, defaults.background,
            read: { (f, _) throws(EffectFileError) in try DefinitionCodec.decodeBackground(f) },
            write: { $0.map(DefinitionCodec.encode) })
        key(
            "duration", .double(0.001...3600), "seconds of a complete animation", unit: "seconds", &shown.duration,
            defaults.duration)
        key(
            "tellingMoment", .double(0...86_400), "the still's moment in seconds", unit: "seconds",
            &shown.tellingMoment, defaults.tellingMoment)
    }
}
