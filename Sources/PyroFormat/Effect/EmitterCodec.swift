import PyroCore

/// `EmitterConfiguration` <-> JSON: every property, with values equal to the initialiser's
/// defaults left out when writing. docs/EFFECT_FORMAT.md describes each key.
enum EmitterCodec {
    static let keys = [
        "name", "emission", "origin", "lifetime", "launch", "motion", "spin", "shapes", "shapePick",
        "sizeFactor", "scaleOverLife", "opacityOverLife", "colors", "colorPick", "colorOverLife", "blend",
        "reducedMotion", "wrapsVertically", "subEmitters", "emitterShape",
    ]

    /// The defaults a file may leave out, as `EmitterConfiguration.init` has them.
    static let defaults = EmitterConfiguration(
        name: "", emission: .burst(count: 0), origin: .point(.zero),
        lifetime: .constant(1), shapes: [], colors: [])

    static let coordinate: ClosedRange<Float> = -1e9...1e9
    static let large: ClosedRange<Float> = -1e6...1e6

    // MARK: Writing

    static func encode(_ c: EmitterConfiguration) -> JSONValue {
        let d = defaults
        var m: [(String, JSONValue)] = [
            ("name", .string(c.name)), ("emission", encode(c.emission)),
            ("origin", encode(c.origin)), ("lifetime", encode(c.lifetime)),
        ]
        if c.launch != d.launch { m.append(("launch", encode(c.launch))) }
        if c.motion != d.motion { m.append(("motion", encode(c.motion))) }
        if c.spin != d.spin { m.append(("spin", encode(c.spin))) }
        m.append(("shapes", .array(c.shapes.map(encode))))
        if c.shapePick != d.shapePick { m.append(("shapePick", encode(c.shapePick))) }
        if c.sizeFactor != d.sizeFactor { m.append(("sizeFactor", encode(c.sizeFactor))) }
        if c.scaleOverLife != d.scaleOverLife { m.append(("scaleOverLife", encode(c.scaleOverLife))) }
        if c.opacityOverLife != d.opacityOverLife { m.append(("opacityOverLife", encode(c.opacityOverLife))) }
        m.append(("colors", .array(c.colors.map(ColorText.encode))))
        if c.colorPick != d.colorPick { m.append(("colorPick", encode(c.colorPick))) }
        if let gradient = c.colorOverLife {
            m.append(
                (
                    "colorOverLife",
                    .array(gradient.stops.map { .object([("at", .number($0.0)), ("color", ColorText.encode($0.1))]) })
                ))
        }
        if c.blend != d.blend { m.append(("blend", .string(c.blend == .additive ? "additive" : "normal"))) }
        if c.reducedMotion != d.reducedMotion {
            switch c.reducedMotion {
            case .hide: m.append(("reducedMotion", .string("hide")))
            case .freeze(let age): m.append(("reducedMotion", .object([("freezeAt", .number(age))])))
            }
        }
        if c.wrapsVertically { m.append(("wrapsVertically", .bool(true))) }
        if !c.subEmitters.isEmpty { m.append(("subEmitters", .array(c.subEmitters.map(encode)))) }
        if c.emitterShape != .point { m.append(("emitterShape", encode(c.emitterShape))) }
        return .object(m)
    }

    static func encode(_ link: SubEmitter) -> JSONValue {
        var m: [(String, JSONValue)] = [("child", .string(link.child))]
        switch link.event {
        case .birth(let count): m += [("event", .string("birth")), ("count", .number(count))]
        case .death(let count): m += [("event", .string("death")), ("count", .number(count))]
        case .alongLife(let rate): m += [("event", .string("alongLife")), ("rate", .number(rate))]
        }
        if link.inheritVelocity != 0 { m.append(("inheritVelocity", .number(link.inheritVelocity))) }
        return .object(m)
    }

    static func encode(_ r: ValueRange) -> JSONValue {
        r.lower == r.upper ? .number(r.lower) : .object([("min", .number(r.lower)), ("max", .number(r.upper))])
    }

    static func encode(_ v: Vector2) -> JSONValue { .array([.number(v.x), .number(v.y)]) }

    static func encode(_ e: Emission) -> JSONValue {
        switch e {
        case .burst(let count): return .object([("burst", .number(count))])
        case .continuous(let rate, let duration):
            return .object([("rate", .number(rate))] + (duration.map { [("duration", .number($0))] } ?? []))
        }
    }

    static func encode(_ o: EmitterOrigin) -> JSONValue {
        switch o {
        case .point(let p): return .object([("point", encode(p))])
        case .unit(let p): return .object([("unit", encode(p))])
        case .unitArea(let origin, let size):
            return .object([("unitArea", .object([("origin", encode(origin)), ("size", encode(size))]))])
        case .path(let line, let from, let to, let duration):
            return .object([
                ("path", .array(line.points.map(encode))), ("from", .number(from)), ("to", .number(to)),
                ("duration", .number(duration)),
            ])
        }
    }

    static func encode(_ l: LaunchConfiguration) -> JSONValue {
        let d = LaunchConfiguration(speed: .constant(0))
        var m: [(String, JSONValue)] = []
        if l.angle != d.angle { m.append(("angle", .number(l.angle))) }
        if l.spread != d.spread { m.append(("spread", .number(l.spread))) }
        if l.distribution != d.distribution {
            m.append(("distribution", .string(l.distribution == .triangular ? "triangular" : "uniform")))
        }
        m.append(("speed", encode(l.speed)))
        if l.baseVelocity != d.baseVelocity { m.append(("baseVelocity", encode(l.baseVelocity))) }
        return .object(m)
    }

    static func encode(_ motion: MotionConfiguration) -> JSONValue {
        let d = MotionConfiguration()
        var m: [(String, JSONValue)] = []
        if motion.gravity != d.gravity { m.append(("gravity", encode(motion.gravity))) }
        if motion.drag != d.drag { m.append(("drag", .number(motion.drag))) }
        if motion.wind != d.wind { m.append(("wind", encode(motion.wind))) }
        switch motion.timeWarp {
        case .none: break
        case .eased(let curve, let duration):
            m.append(("timeWarp", .object([("eased", encode(curve)), ("duration", .number(duration))])))
        case .track(let track):
            m.append(("timeWarp", .object([("track", encode(track))])))
        }
        if let t = motion.turbulence {
            let dt = Turbulence(strength: 0)
            m.append(
                (
                    "turbulence",
                    .object(
                        [("strength", .number(t.strength))]
                            + (t.scale != dt.scale ? [("scale", .number(t.scale))] : [])
                            + (t.speed != dt.speed ? [("speed", .number(t.speed))] : []))
                ))
        }
        if let a = motion.attractor {
            let center: (String, JSONValue)
            switch a.center {
            case .point(let p): center = ("point", encode(p))
            case .unit(let u): center = ("unit", encode(u))
            }
            m.append(
                (
                    "attractor",
                    .object(
                        [center, ("strength", .number(a.strength))]
                            + (a.radius != Attractor(center: .point(.zero), strength: 0).radius
                                ? [("radius", .number(a.radius))] : []))
                ))
        }
        if motion.stepDuration != d.stepDuration { m.append(("stepDuration", .number(motion.stepDuration))) }
        return .object(m)
    }

    static func encode(_ s: SpinConfiguration) -> JSONValue {
        let d = SpinConfiguration.none
        var m: [(String, JSONValue)] = []
        if s.initialRotation != d.initialRotation { m.append(("initialRotation", encode(s.initialRotation))) }
        if s.spin != d.spin { m.append(("spin", encode(s.spin))) }
        if let track = s.rotationOverLife { m.append(("rotationOverLife", encode(track))) }
        if s.flipPhase != d.flipPhase { m.append(("flipPhase", encode(s.flipPhase))) }
        if s.flipRate != d.flipRate { m.append(("flipRate", encode(s.flipRate))) }
        if s.flipAxis != d.flipAxis {
            m.append(("flipAxis", .string(s.flipAxis == .horizontal ? "horizontal" : "vertical")))
        }
        if s.speedDraw != d.speedDraw {
            m.append(("speedDraw", .string(s.speedDraw == .uniformPeriod ? "period" : "rate")))
        }
        if !s.pivots.isEmpty { m.append(("pivots", .array(s.pivots.map(encode)))) }
        if let a = s.alignment {
            m.append(("alignToVelocity", .object(a.stretch != 0 ? [("stretch", .number(a.stretch))] : [])))
        }
        switch s.backFace {
        case .same: break
        case .color(let c): m.append(("backFace", .object([("color", ColorText.encode(c))])))
        case .shade(let f): m.append(("backFace", .object([("shade", .number(f))])))
        }
        return .object(m)
    }

    static func encode(_ choice: ShapeChoice) -> JSONValue {
        var m: [(String, JSONValue)] = [("shape", .string(choice.text == nil ? choice.shape.name : "sprite"))]
        if let text = choice.text {
            // The text, not its pixels, whether or not a host has drawn it.
            m += [("text", .string(text.text)), ("font", .string(text.font))]
            if text.pixelSize != TextSpriteSource.defaultPixelSize { m.append(("pixelSize", .number(text.pixelSize))) }
        } else {
            encodeParameters(choice.shape, into: &m)
        }
        if choice.size.width == choice.size.height {
            m.append(("size", .number(choice.size.width)))
        } else {
            m += [("width", .number(choice.size.width)), ("height", .number(choice.size.height))]
        }
        return .object(m)
    }

    /// The keys that describe `shape` beyond its name.
    static func encodeParameters(_ shape: ParticleShape, into m: inout [(String, JSONValue)]) {
        switch shape {
        case .circle, .rectangle, .triangle, .heart, .flame: break
        case .roundedRectangle(let radius): m.append(("cornerRadius", .number(radius)))
        case .star(let points, let inner): m += [("points", .number(points)), ("innerRadius", .number(inner))]
        case .polygon(let vertices): m.append(("vertices", .array(vertices.map(encode))))
        case .path(let path): m.append(("d", .string(SVGPathText.text(path))))
        case .sprite(let image, let tinted):
            // The pixels themselves: a file written from a definition needs no other file.
            m += [
                (
                    "pixels",
                    .object([
                        ("width", .number(image.width)), ("height", .number(image.height)),
                        ("premultipliedHex", .string(SpriteText.hex(image.pixels))),
                    ])
                )
            ]
            if tinted { m.append(("tinted", .bool(true))) }
        }
    }

    static func encode(_ pick: EmitterConfiguration.Pick) -> JSONValue {
        switch pick {
        case .cycle: .string("cycle")
        case .random: .string("random")
        case .perBurst: .string("perBurst")
        case .pattern(let indices): .array(indices.map { .number($0) })
        }
    }

    static func encode(_ curve: Easing) -> JSONValue {
        switch curve {
        case .linear: .string("linear")
        case .easeIn: .string("easeIn")
        case .easeOut: .string("easeOut")
        case .easeInOut: .string("easeInOut")
        case .bezier(let c1, let c2):
            .object([("bezier", .array([.number(c1.x), .number(c1.y), .number(c2.x), .number(c2.y)]))])
        }
    }

    static func encode(_ track: KeyframeCurve) -> JSONValue {
        guard !track.keyframes.isEmpty else { return .number(track.initialValue) }
        let frames: [JSONValue] = track.keyframes.map { frame in
            switch frame {
            case .linear(let v, _, let curve):
                return .object(
                    [("linear", .number(v)), ("duration", .number(frame.duration))]
                        + (curve == .linear ? [] : [("curve", encode(curve))]))
            case .cubic(let v, _, let start, let end):
                return .object(
                    [("cubic", .number(v)), ("duration", .number(frame.duration))]
                        + (start.map { [("startVelocity", .number($0))] } ?? [])
                        + (end.map { [("endVelocity", .number($0))] } ?? []))
            case .hold(let v, _):
                return .object([("hold", .number(v)), ("duration", .number(frame.duration))])
            }
        }
        return .object([("from", .number(track.initialValue)), ("keyframes", .array(frames))])
    }

    // MARK: Reading

    static func decode(_ field: JSONField, resources: EffectResources) throws(EffectFileError) -> EmitterConfiguration {
        let o = try field.object("an emitter", keys: keys)
        let d = defaults
        let nameField = try o.required("name", "the emitter's name, which actions refer to")
        let name = try nameField.string("a name")
        guard !name.isEmpty else { throw nameField.error("an emitter's name cannot be empty") }
        let shapesField = try o.required(
            "shapes", "the shapes particles take, such as [{\"shape\": \"circle\", \"size\": 4}]")
        let shapes = try shapesField.array("a list of shapes").map { (f) throws(EffectFileError) in
            try decodeShape(f, resources: resources)
        }
        guard !shapes.isEmpty, shapes.count <= 255 else {
            throw shapesField.error("\(shapes.count) shapes: an emitter takes 1...255")
        }
        let colorsField = try o.required("colors", "the palette, such as [\"red\", \"#FFCC00\"]")
        let colors = try colorsField.array("a list of colours").map { (f) throws(EffectFileError) in
            try ColorText.decode(f)
        }
        guard !colors.isEmpty else { throw colorsField.error("an empty palette: give at least one colour") }
        var c = EmitterConfiguration(
            name: name,
            emission: try decodeEmission(try o.required("emission", "{\"burst\": COUNT} or {\"rate\": PER_SECOND}")),
            origin: try decodeOrigin(
                try o.required("origin", "where particles are born, such as {\"unit\": [0.5, 0.5]}")),
            lifetime: try decodeRange(
                try o.required("lifetime", "seconds a particle lives"), "seconds a particle lives", 0.001...86_400),
            shapes: shapes,
            colors: colors)
        if let f = o.optional("launch") { c.launch = try decodeLaunch(f) }
        if let f = o.optional("motion") { c.motion = try decodeMotion(f) }
        if let f = o.optional("spin") { c.spin = try decodeSpin(f) }
        c.shapePick =
            try o.optional("shapePick").map { (f) throws(EffectFileError) in
                try decodePick(f, listCount: shapes.count, "shapes")
            } ?? d.shapePick
        if let f = o.optional("sizeFactor") { c.sizeFactor = try decodeRange(f, "a size factor", 0...1e6) }
        if let f = o.optional("scaleOverLife") { c.scaleOverLife = try decodeTrack(f, "a scale") }
        if let f = o.optional("opacityOverLife") { c.opacityOverLife = try decodeTrack(f, "an opacity") }
        c.colorPick =
            try o.optional("colorPick").map { (f) throws(EffectFileError) in
                try decodePick(f, listCount: colors.count, "colors")
            } ?? d.colorPick
        if let f = o.optional("colorOverLife") {
            let stops = try f.array("a list of gradient stops").map {
                (s) throws(EffectFileError) -> (Float, RGBAColor) in
                let stop = try s.object("a gradient stop", keys: ["at", "color"])
                return (
                    try stop.required("at", "progress through the life, 0...1").float(
                        "progress through the life", 0...1),
                    try ColorText.decode(try stop.required("color", "the colour at that progress"))
                )
            }
            guard !stops.isEmpty else {
                throw f.error("an empty gradient: give at least one stop, or leave colorOverLife out")
            }
            c.colorOverLife = ColorGradient(stops)
        }
        if let f = o.optional("blend") {
            c.blend =
                try f.choice("a blend mode", ["normal", "additive"]).hasSameBytes(as: "additive") ? .additive : .normal
        }
        if let f = o.optional("reducedMotion") {
            if case .string = f.value.kind {
                _ = try f.choice("reduced motion", ["hide"])
                c.reducedMotion = .hide
            } else {
                let r = try f.object("reduced motion (\"hide\" or {\"freezeAt\": SECONDS})", keys: ["freezeAt"])
                c.reducedMotion = .freeze(
                    atAge: try r.required("freezeAt", "the age, in seconds, pieces hold still at")
                        .float("an age in seconds", 0...86_400))
            }
        }
        if let f = o.optional("wrapsVertically") {
            c.wrapsVertically = try f.bool("whether pieces wrap from bottom to top")
        }
        if let f = o.optional("subEmitters") {
            let links = try f.array("a list of sub-emitters")
            guard links.count <= 255 else { throw f.error("\(links.count) sub-emitters: at most 255") }
            c.subEmitters = try links.map { (l) throws(EffectFileError) in try decodeSubEmitter(l) }
        }
        if let f = o.optional("emitterShape") { c.emitterShape = try decodeEmitterShape(f) }
        return c
    }

    static func decodeSubEmitter(_ f: JSONField) throws(EffectFileError) -> SubEmitter {
        let o = try f.object("a sub-emitter", keys: ["child", "event", "count", "rate", "inheritVelocity"])
        let child = try o.required("child", "the name of the emitter whose particles are born").string(
            "an emitter's name")
        let event = try o.required("event", "\"birth\", \"death\" or \"alongLife\"").choice(
            "an event", ["birth", "death", "alongLife"])
        let inherit =
            try o.optional("inheritVelocity").map { (v) throws(EffectFileError) in
                try v.float("the share of the parent's velocity a child starts with", 0...1)
            } ?? 0
        if event.hasSameBytes(as: "alongLife") {
            if o.has("count") { throw f.error("\"count\" belongs to a birth or death event; a trail takes \"rate\"") }
            let rate = try o.required("rate", "children a second of the parent's age")
                .double("children a second of the parent's age", 0...SubEmitter.maximumRate)
            return SubEmitter(child: child, event: .alongLife(rate: rate), inheritVelocity: inherit)
        }
        if o.has("rate") { throw f.error("\"rate\" belongs to an alongLife event; \(event) takes \"count\"") }
        let count = try o.required("count", "children a parent has at its \(event)").integer(
            "children a parent has", 0...SubEmitter.maximumCount)
        return SubEmitter(
            child: child, event: event.hasSameBytes(as: "birth") ? .birth(count: count) : .death(count: count),
            inheritVelocity: inherit)
    }

    static func decodeRange(_ f: JSONField, _ what: String, _ allowed: ClosedRange<Float>) throws(EffectFileError)
        -> ValueRange
    {
        if case .number = f.value.kind { return .constant(try f.float(what, allowed)) }
        let o = try f.object(what + " as a number or {\"min\": A, \"max\": B}", keys: ["min", "max"])
        return ValueRange(
            try o.required("min", "the range's first bound").float(what, allowed),
            try o.required("max", "the range's second bound").float(what, allowed))
    }

    static func decodeAngleRange(_ f: JSONField, _ what: String) throws(EffectFileError) -> ValueRange {
        if case .object = f.value.kind {
            let o = try f.object(what + " as a number or {\"min\": A, \"max\": B}", keys: ["min", "max"])
            return ValueRange(
                try o.required("min", "the range's first bound").angle(what),
                try o.required("max", "the range's second bound").angle(what))
        }
        return .constant(try f.angle(what))
    }

    static func decodeEmission(_ f: JSONField) throws(EffectFileError) -> Emission {
        let o = try f.object(
            "an emission ({\"burst\": COUNT} or {\"rate\": PER_SECOND, \"duration\": SECONDS})",
            keys: ["burst", "rate", "duration"])
        if let burst = o.optional("burst") {
            guard !o.has("rate"), !o.has("duration") else { throw f.error("a burst takes no \"rate\" or \"duration\"") }
            return .burst(count: try burst.integer("particles a burst", 0...1_000_000))
        }
        let rate = try o.required("rate", "particles a second (or \"burst\": COUNT)").double(
            "particles a second", 0...1_000_000)
        let duration = try o.optional("duration").map { (d) throws(EffectFileError) in
            try d.double("seconds the stream runs", 0...86_400)
        }
        return .continuous(rate: rate, duration: duration)
    }

    static func decodeOrigin(_ f: JSONField) throws(EffectFileError) -> EmitterOrigin {
        let o = try f.object("an origin", keys: ["point", "unit", "unitArea", "path", "from", "to", "duration"])
        let kinds = ["point", "unit", "unitArea", "path"].filter(o.has)
        guard kinds.count == 1 else {
            throw f.error(
                "an origin has exactly one of \"point\", \"unit\", \"unitArea\", \"path\"; found \(kinds.count)")
        }
        if !kinds[0].hasSameBytes(as: "path") {
            for key in ["from", "to", "duration"] where o.has(key) {
                throw f.error("\"\(key)\" belongs to a \"path\" origin")
            }
        }
        switch ExactName(kinds[0]) {
        case "point": return .point(try o.required("point", "").vector("a point in canvas points", coordinate))
        case "unit": return .unit(try o.required("unit", "").vector("a point as fractions of the canvas", large))
        case "unitArea":
            let a = try o.required("unitArea", "").object("an area", keys: ["origin", "size"])
            return .unitArea(
                origin: try a.required("origin", "its top-left corner as fractions of the canvas").vector(
                    "a corner", large),
                size: try a.required("size", "its width and height as fractions of the canvas").vector("a size", large))
        default:
            let points = try o.required("path", "").array("a list of points").map { (p) throws(EffectFileError) in
                try p.vector("a point", coordinate)
            }
            guard points.count <= 100_000 else { throw f.error("more than 100000 path points") }
            return .path(
                Polyline(points),
                from: try o.required("from", "arc length, in points, where births start").float(
                    "an arc length in points", coordinate),
                to: try o.required("to", "arc length, in points, where births end").float(
                    "an arc length in points", coordinate),
                duration: try o.required("duration", "seconds to move from \"from\" to \"to\"").double(
                    "seconds", 0...86_400))
        }
    }

    static func decodeLaunch(_ f: JSONField) throws(EffectFileError) -> LaunchConfiguration {
        let o = try f.object("a launch", keys: ["angle", "spread", "distribution", "speed", "baseVelocity"])
        let d = LaunchConfiguration(speed: .constant(0))
        return LaunchConfiguration(
            angle: try o.optional("angle").map { (a) throws(EffectFileError) in
                try a.angle("the launch direction (0 is up, clockwise)")
            } ?? d.angle,
            spread: try o.optional("spread").map { (a) throws(EffectFileError) in try a.angle("the fan's full width") }
                ?? d.spread,
            distribution: try o.optional("distribution").map { (a) throws(EffectFileError) in
                try a.choice("a distribution", ["uniform", "triangular"]).hasSameBytes(as: "triangular")
                    ? .triangular : .uniform
            } ?? d.distribution,
            speed: try decodeRange(
                try o.required("speed", "launch speed, points per second"), "points per second", large),
            baseVelocity: try o.optional("baseVelocity").map { (v) throws(EffectFileError) in
                try v.vector("a velocity in points per second", large)
            } ?? d.baseVelocity)
    }

    static func decodeMotion(_ f: JSONField) throws(EffectFileError) -> MotionConfiguration {
        let o = try f.object(
            "motion", keys: ["gravity", "drag", "wind", "timeWarp", "turbulence", "attractor", "stepDuration"])
        var m = MotionConfiguration()
        if let g = o.optional("gravity") { m.gravity = try g.vector("gravity in points per second squared", large) }
        if let g = o.optional("drag") { m.drag = try g.float("linear drag, per second", 0...1000) }
        if let g = o.optional("wind") { m.wind = try g.vector("wind in points per second", large) }
        if let t = o.optional("timeWarp") {
            if case .string = t.value.kind {
                _ = try t.choice("a time warp", ["none"])
            } else {
                let w = try t.object(
                    "a time warp (\"none\", {\"eased\": CURVE, \"duration\": S} or {\"track\": TRACK})",
                    keys: ["eased", "duration", "track"])
                if let track = w.optional("track") {
                    guard !w.has("eased"), !w.has("duration") else {
                        throw t.error("a time warp is either eased or a track, not both")
                    }
                    m.timeWarp = .track(try decodeTrack(track, "warped time"))
                } else {
                    m.timeWarp = .eased(
                        try decodeCurve(try w.required("eased", "the curve (\"easeOut\", ...)")),
                        duration: try w.required("duration", "seconds of the eased clock").float(
                            "seconds", 0.001...86_400))
                }
            }
        }
        if let t = o.optional("turbulence") {
            let tf = try t.object("turbulence", keys: ["strength", "scale", "speed"])
            let d = Turbulence(strength: 0)
            m.turbulence = Turbulence(
                strength: try tf.required("strength", "the typical push, points per second squared").float(
                    "points per second squared", large),
                scale: try tf.optional("scale").map { (v) throws(EffectFileError) in
                    try v.float("the eddies' size in points", 0.01...1e6)
                } ?? d.scale,
                speed: try tf.optional("speed").map { (v) throws(EffectFileError) in
                    try v.float("how often the eddies change, a second", 0...1000)
                } ?? d.speed)
        }
        if let a = o.optional("attractor") {
            let af = try a.object("an attractor", keys: ["point", "unit", "strength", "radius"])
            guard af.has("point") != af.has("unit") else {
                throw a.error("an attractor has exactly one of \"point\" and \"unit\"")
            }
            let center: Attractor.Center =
                if let p = af.optional("point") {
                    .point(try p.vector("a centre in canvas points", coordinate))
                } else {
                    .unit(try af.required("unit", "").vector("a centre as fractions of the canvas", large))
                }
            m.attractor = Attractor(
                center: center,
                strength: try af.required("strength", "the pull, points per second squared (negative pushes)").float(
                    "points per second squared", large),
                radius: try af.optional("radius").map { (v) throws(EffectFileError) in
                    try v.float("a softening radius in points", Attractor.minimumRadius...1e6)
                } ?? 20)
        }
        if let v = o.optional("stepDuration") {
            let range = MotionConfiguration.stepDurationRange
            m.stepDuration = try v.float("seconds a step of stepped motion", range)
        }
        return m
    }

    static func decodeSpin(_ f: JSONField) throws(EffectFileError) -> SpinConfiguration {
        let o = try f.object(
            "a spin",
            keys: [
                "initialRotation", "spin", "rotationOverLife", "flipPhase", "flipRate", "flipAxis",
                "speedDraw", "pivots", "alignToVelocity", "backFace",
            ])
        var s = SpinConfiguration()
        if let v = o.optional("initialRotation") { s.initialRotation = try decodeAngleRange(v, "rotation at birth") }
        if let v = o.optional("spin") { s.spin = try decodeAngleRange(v, "rotation speed a second") }
        if let v = o.optional("rotationOverLife") { s.rotationOverLife = try decodeTrack(v, "a rotation in radians") }
        if let v = o.optional("flipPhase") { s.flipPhase = try decodeAngleRange(v, "flip angle at birth") }
        if let v = o.optional("flipRate") { s.flipRate = try decodeAngleRange(v, "flip speed a second") }
        if let v = o.optional("flipAxis") {
            s.flipAxis =
                try v.choice("a flip axis", ["vertical", "horizontal"]).hasSameBytes(as: "horizontal")
                ? .horizontal : .vertical
        }
        if let v = o.optional("speedDraw") {
            s.speedDraw =
                try v.choice("a speed draw", ["rate", "period"]).hasSameBytes(as: "period")
                ? .uniformPeriod : .uniformRate
        }
        if let v = o.optional("pivots") {
            let pivots = try v.array("a list of pivots").map { (p) throws(EffectFileError) in
                try p.vector("a pivot in the unit box", -1e6...1e6)
            }
            guard pivots.count <= 255 else { throw v.error("\(pivots.count) pivots: at most 255") }
            s.pivots = pivots
        }
        if let v = o.optional("alignToVelocity") {
            let a = try v.object("velocity alignment ({} or {\"stretch\": SECONDS})", keys: ["stretch"])
            s.alignment = VelocityAlignment(
                stretch: try a.optional("stretch").map { (t) throws(EffectFileError) in
                    try t.float("seconds of travel added to the length", 0...1000)
                } ?? 0)
        }
        if let v = o.optional("backFace") {
            let b = try v.object("a back face ({\"color\": C} or {\"shade\": F})", keys: ["color", "shade"])
            guard b.has("color") != b.has("shade") else {
                throw v.error("a back face has exactly one of \"color\" and \"shade\"")
            }
            if let c = b.optional("color") {
                s.backFace = .color(try ColorText.decode(c))
            } else {
                s.backFace = .shade(try b.required("shade", "").float("a shade of the front colour", 0...1))
            }
        }
        return SpinConfiguration(
            initialRotation: s.initialRotation, spin: s.spin, rotationOverLife: s.rotationOverLife,
            flipPhase: s.flipPhase, flipRate: s.flipRate, flipAxis: s.flipAxis, speedDraw: s.speedDraw,
            pivots: s.pivots, alignment: s.alignment, backFace: s.backFace)
    }

    static let shapeNames = [
        "circle", "rectangle", "roundedRectangle", "triangle", "star", "heart", "flame", "polygon", "path",
        "sprite",
    ]

    /// The keys that belong to one kind of shape only.
    static let shapeParameters = [
        "cornerRadius", "points", "innerRadius", "vertices", "d", "fit", "file", "pixels", "text",
        "font", "pixelSize", "tinted",
    ]

    static func decodeShape(_ f: JSONField, resources: EffectResources) throws(EffectFileError) -> ShapeChoice {
        let o = try f.object("a shape", keys: ["shape", "size", "width", "height"] + shapeParameters)
        let kindField = try o.required("shape", "its kind: " + JSONField.list(shapeNames))
        let kind = try kindField.choice("a shape", shapeNames)
        let parameters: [String]
        switch ExactName(kind) {
        case "roundedRectangle": parameters = ["cornerRadius"]
        case "star": parameters = ["points", "innerRadius"]
        case "polygon": parameters = ["vertices"]
        case "path": parameters = ["d", "fit"]
        case "sprite": parameters = ["file", "pixels", "text", "font", "pixelSize", "tinted"]
        default: parameters = []
        }
        for key in shapeParameters where o.has(key) && !parameters.containsExactly(key) {
            throw f.error(
                "\"\(key)\" does not belong to a \(kind)"
                    + (parameters.isEmpty ? "" : "; it takes " + JSONField.list(parameters)))
        }
        var text: TextSpriteSource?
        let shape: ParticleShape
        switch ExactName(kind) {
        case "circle": shape = .circle
        case "rectangle": shape = .rectangle
        case "triangle": shape = .triangle
        case "heart": shape = .heart
        case "flame": shape = .flame
        case "roundedRectangle":
            shape = .roundedRectangle(
                cornerRadius: try o.required("cornerRadius", "a fraction of the shorter side, 0...0.5")
                    .float("a corner radius as a fraction of the shorter side", 0...0.5))
        case "star":
            shape = .star(
                points: try o.required("points", "the number of tips").integer("tips", 3...64),
                innerRadius: try o.required("innerRadius", "the inner vertices' radius as a fraction of the outer")
                    .float("an inner radius as a fraction of the outer", 0.05...1))
        case "polygon":
            let v = try o.required("vertices", "the corners in the unit box, [[x, y], ...]")
            let points = try v.array("a list of vertices").map { (p) throws(EffectFileError) in
                try p.vector("a vertex in the unit box", -1e6...1e6)
            }
            guard points.count >= 3, points.count <= 10_000 else {
                throw v.error("\(points.count) vertices: a polygon takes 3...10000")
            }
            shape = .polygon(points)
        case "sprite":
            guard [o.has("file"), o.has("pixels"), o.has("text")].filter({ $0 }).count == 1 else {
                throw f.error("a sprite has exactly one of \"file\" (a PNG), \"pixels\" and \"text\"")
            }
            if o.has("text") {
                (shape, text) = try decodeText(o, resources: resources)
                break
            }
            for key in ["font", "pixelSize"] where o.has(key) {
                throw f.error("\"\(key)\" belongs to a sprite drawn from \"text\"")
            }
            let tinted =
                try o.optional("tinted").map { (v) throws(EffectFileError) in
                    try v.bool("whether the palette tints the picture")
                } ?? false
            if let file = o.optional("file") {
                let name = try file.string("a PNG file's path, relative to the effect file")
                guard let loader = resources.loadImage else {
                    throw file.error("\"\(name)\": images are loaded by the command line; here give \"pixels\"")
                }
                switch loader(name) {
                case .success(let image): shape = .sprite(image, tinted: tinted)
                case .failure(let problem): throw file.error("\"\(name)\": \(problem.message)")
                }
            } else {
                shape = .sprite(try SpriteText.decode(try o.required("pixels", "")), tinted: tinted)
            }
        default:
            let d = try o.required("d", "SVG path data in the unit box, such as \"M 0 -0.5 L 0.5 0.5 L -0.5 0.5 Z\"")
            let data = try d.string("SVG path data")
            let fit =
                try o.optional("fit").map { (v) throws(EffectFileError) in
                    try v.bool("whether to fit the path into the unit box")
                } ?? false
            // Pyro's own writer's commands are read exactly here; fitting, and the commands it
            // never writes (S, T), go through PyroCore's SVG reader.
            if !fit, case .success(let path) = SVGPathText.parse(data) {
                shape = .path(path)
            } else {
                do {
                    shape = .path(try ShapePath(svgPathData: data, fitToUnitBox: fit))
                } catch {
                    throw d.error("path data: \(error.description)")
                }
            }
        }
        let sideRange: ClosedRange<Float> = 0...1e6
        var choice: ShapeChoice
        if let size = o.optional("size") {
            guard !o.has("width"), !o.has("height") else {
                throw f.error("give \"size\" or \"width\" and \"height\", not both")
            }
            choice = ShapeChoice(shape, size: try size.float("a size in points", sideRange))
        } else {
            choice = ShapeChoice(
                shape,
                width: try o.required("width", "points (or \"size\" for both sides)").float(
                    "a width in points", sideRange),
                height: try o.required("height", "points (or \"size\" for both sides)").float(
                    "a height in points", sideRange))
        }
        choice.text = text
        return choice
    }

    /// A sprite drawn from `"text"` in `"font"` at `"pixelSize"`: drawn by the host now, or kept
    /// undrawn (its placeholder shape) when the host leaves text for later.
    static func decodeText(_ o: JSONObjectField, resources: EffectResources) throws(EffectFileError)
        -> (ParticleShape, TextSpriteSource)
    {
        if let tinted = o.optional("tinted") {
            throw tinted.error(
                "a sprite drawn from text is tinted when its font gives a mask and keeps its colours when "
                    + "the font has them (colour emoji); leave \"tinted\" out")
        }
        let textField = try o.required("text", "")
        let characters = try textField.string("the characters to draw, such as \"🎉\"")
        guard !characters.isEmpty, characters.utf8.count <= 1000 else {
            throw textField.error(
                "\(characters.utf8.count) bytes of text: give 1...1000 (one line of characters to draw)")
        }
        let fontField = try o.required(
            "font",
            "a font family (" + JSONField.list(TextSpriteSource.families)
                + ") or a font file's path, relative to the effect file")
        let font = try fontField.string(
            "a font family (" + JSONField.list(TextSpriteSource.families)
                + ") or a font file's path, relative to the effect file")
        guard !font.isEmpty else {
            throw fontField.error(
                "an empty font: give a family (" + JSONField.list(TextSpriteSource.families) + ") or a font file's path"
            )
        }
        let size =
            try o.optional("pixelSize").map { (v) throws(EffectFileError) in
                try v.integer("the em height to draw at, in pixels", 1...1024)
            } ?? TextSpriteSource.defaultPixelSize
        let source = TextSpriteSource(characters, font: font, pixelSize: size)
        guard let draw = resources.drawText else { return (TextSpriteSource.placeholder, source) }
        switch draw(source) {
        case .success(let shape): return (shape, source)
        case .failure(let problem): throw textField.error("\"\(characters)\" in \"\(font)\": \(problem.message)")
        }
    }

    static func decodePick(_ f: JSONField, listCount: Int, _ list: String) throws(EffectFileError)
        -> EmitterConfiguration.Pick
    {
        if case .array = f.value.kind {
            let indices = try f.array("a pattern of indices").map { (i) throws(EffectFileError) in
                try i.integer("an index into \(list)", 0...(listCount - 1))
            }
            guard !indices.isEmpty else { throw f.error("an empty pattern: give indices into \(list), or a pick name") }
            return .pattern(indices)
        }
        switch ExactName(try f.choice("a pick (or a pattern such as [0, 1, 1])", ["cycle", "random", "perBurst"])) {
        case "cycle": return .cycle
        case "random": return .random
        default: return .perBurst
        }
    }

    static func decodeCurve(_ f: JSONField) throws(EffectFileError) -> Easing {
        if case .object = f.value.kind {
            let o = try f.object("a curve", keys: ["bezier"])
            let b = try o.required("bezier", "[x1, y1, x2, y2]")
            let numbers = try b.array("[x1, y1, x2, y2]")
            guard numbers.count == 4 else { throw b.error("expected [x1, y1, x2, y2], found \(b.shownValue)") }
            return .bezier(
                Vector2(
                    try numbers[0].float("a control point x", 0...1),
                    try numbers[1].float("a control point y", -1000...1000)),
                Vector2(
                    try numbers[2].float("a control point x", 0...1),
                    try numbers[3].float("a control point y", -1000...1000)))
        }
        switch ExactName(
            try f.choice("a curve (or {\"bezier\": [x1, y1, x2, y2]})", ["linear", "easeIn", "easeOut", "easeInOut"]))
        {
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "easeInOut": return .easeInOut
        default: return .linear
        }
    }

    static func decodeTrack(_ f: JSONField, _ what: String) throws(EffectFileError) -> KeyframeCurve {
        let values: ClosedRange<Float> = -KeyframeCurve.valueLimit...KeyframeCurve.valueLimit
        if case .number = f.value.kind { return .constant(try f.float(what, values)) }
        let o = try f.object("a track (a number, or {\"from\": V, \"keyframes\": [...]})", keys: ["from", "keyframes"])
        let initial = try o.optional("from").map { (v) throws(EffectFileError) in try v.float(what, values) } ?? 0
        let list = try o.required("keyframes", "[{\"linear\": V, \"duration\": D}, ...]").array("a list of keyframes")
        guard list.count <= 10_000 else { throw f.error("more than 10000 keyframes") }
        let frames = try list.map { (k) throws(EffectFileError) -> Keyframe in
            let kinds = ["linear", "cubic", "hold"]
            let frame = try k.object("a keyframe", keys: kinds + ["duration", "curve", "startVelocity", "endVelocity"])
            let present = kinds.filter(frame.has)
            guard present.count == 1 else {
                throw k.error("a keyframe has exactly one of \"linear\", \"cubic\", \"hold\" (its value)")
            }
            let value = try frame.required(present[0], "").float(what, values)
            let duration = try frame.required("duration", "the keyframe's share of the track, in its time units").float(
                "a duration", 0...1e6)
            if !present[0].hasSameBytes(as: "linear"), frame.has("curve") {
                throw k.error("\"curve\" belongs to a linear keyframe")
            }
            if !present[0].hasSameBytes(as: "cubic"), frame.has("startVelocity") || frame.has("endVelocity") {
                throw k.error("velocities belong to a cubic keyframe")
            }
            switch ExactName(present[0]) {
            case "linear":
                return .linear(
                    value, duration: duration,
                    curve: try frame.optional("curve").map { (c) throws(EffectFileError) in try decodeCurve(c) }
                        ?? .linear)
            case "cubic":
                return .cubic(
                    value, duration: duration,
                    startVelocity: try frame.optional("startVelocity").map { (v) throws(EffectFileError) in
                        try v.float("a velocity", values)
                    },
                    endVelocity: try frame.optional("endVelocity").map { (v) throws(EffectFileError) in
                        try v.float("a velocity", values)
                    })
            default:
                return .hold(value, duration: duration)
            }
        }
        return KeyframeCurve(initialValue: initial, frames)
    }
}
