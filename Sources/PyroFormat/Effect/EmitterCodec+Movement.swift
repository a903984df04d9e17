import PyroCore

/// The keys of an emitter's `launch`, `motion` and `spin` objects (docs/EFFECT_FORMAT.md,
/// "Launch", "Motion" and "Spin").
extension EmitterCodec {
    static let launch = KeyTable(what: "a launch", defaults: LaunchConfiguration(speed: .constant(0)), keys: [
        EffectKey.setting("angle", get: { $0.angle }, set: { $0.angle = $1 }, read: { (f) throws(EffectFileError) in
            try f.angle("the launch direction (0 is up, clockwise)")
        }, write: { .number($0) }),
        EffectKey.setting("spread", get: { $0.spread }, set: { $0.spread = $1 }, read: { (f) throws(EffectFileError) in
            try f.angle("the fan's full width")
        }, write: { .number($0) }),
        EffectKey.choice("distribution", "a distribution",
                         [("uniform", LaunchConfiguration.Distribution.uniform), ("triangular", .triangular)],
                         get: { $0.distribution }, set: { $0.distribution = $1 }),
        EffectKey.valueRange("speed", "points per second", large, get: { $0.speed }, set: { $0.speed = $1 })
            .required("launch speed, points per second").unit("points a second"),
        EffectKey.vector("baseVelocity", "a velocity in points per second", large,
                         get: { $0.baseVelocity }, set: { $0.baseVelocity = $1 }).unit("points a second"),
    ])

    static let motion = KeyTable(what: "motion", defaults: MotionConfiguration(), keys: [
        EffectKey.vector("gravity", "gravity in points per second squared", large,
                         get: { $0.gravity }, set: { $0.gravity = $1 }).unit("points a second²"),
        EffectKey.float("drag", "linear drag, per second", 0...1000, get: { $0.drag }, set: { $0.drag = $1 })
            .unit("per second"),
        EffectKey.vector("wind", "wind in points per second", large, get: { $0.wind }, set: { $0.wind = $1 })
            .unit("points a second"),
        EffectKey.setting("timeWarp", get: { $0.timeWarp }, set: { $0.timeWarp = $1 }, read: decodeTimeWarp,
                          write: encode),
        EffectKey.optional("turbulence", get: { $0.turbulence }, set: { $0.turbulence = $1 }, read: decodeTurbulence,
                           write: encode),
        EffectKey.optional("attractor", get: { $0.attractor }, set: { $0.attractor = $1 }, read: decodeAttractor,
                           write: encode),
        EffectKey.float("stepDuration", "seconds a step of stepped motion", MotionConfiguration.stepDurationRange,
                        get: { $0.stepDuration }, set: { $0.stepDuration = $1 }).unit("seconds"),
    ])

    static let spin = KeyTable(what: "a spin", defaults: SpinConfiguration(), keys: [
        EffectKey.angleRange("initialRotation", "rotation at birth",
                             get: { $0.initialRotation }, set: { $0.initialRotation = $1 }),
        EffectKey.angleRange("spin", "rotation speed a second", get: { $0.spin }, set: { $0.spin = $1 }),
        EffectKey.optional("rotationOverLife", get: { $0.rotationOverLife }, set: { $0.rotationOverLife = $1 },
                           read: { (f) throws(EffectFileError) in try decodeTrack(f, "a rotation in radians") },
                           write: encode),
        EffectKey.angleRange("flipPhase", "flip angle at birth", get: { $0.flipPhase }, set: { $0.flipPhase = $1 }),
        EffectKey.angleRange("flipRate", "flip speed a second", get: { $0.flipRate }, set: { $0.flipRate = $1 }),
        EffectKey.choice("flipAxis", "a flip axis", [("vertical", SpinConfiguration.FlipAxis.vertical),
                                                      ("horizontal", .horizontal)],
                         get: { $0.flipAxis }, set: { $0.flipAxis = $1 }),
        EffectKey.choice("speedDraw", "a speed draw", [("rate", SpinConfiguration.SpeedDraw.uniformRate),
                                                        ("period", .uniformPeriod)],
                         get: { $0.speedDraw }, set: { $0.speedDraw = $1 }),
        EffectKey.setting("pivots", get: { $0.pivots }, set: { $0.pivots = $1 }, read: { (f: JSONField) throws(EffectFileError) -> [Vector2] in
            let pivots = try f.array("a list of pivots").map { (p: JSONField) throws(EffectFileError) -> Vector2 in
                try p.vector("a pivot in the unit box", -1e6...1e6)
            }
            guard pivots.count <= 255 else { throw f.error("\(pivots.count) pivots: at most 255") }
            return pivots
        }, write: { (pivots: [Vector2]) -> JSONValue? in .array(pivots.map(encode)) }).shown("none"),
        EffectKey.optional("alignToVelocity", get: { $0.alignment }, set: { $0.alignment = $1 },
                           read: { (f) throws(EffectFileError) in
            let a = try f.object("velocity alignment ({} or {\"stretch\": SECONDS})", keys: ["stretch"])
            return VelocityAlignment(stretch: try a.optional("stretch").map { (t) throws(EffectFileError) in
                try t.float("seconds of travel added to the length", 0...1000)
            } ?? 0)
        }, write: { .object($0.stretch != 0 ? [("stretch", .number($0.stretch))] : []) }),
        EffectKey.setting("backFace", get: { $0.backFace }, set: { $0.backFace = $1 }, read: decodeBackFace,
                          write: encode).shown("the front"),
    ])

    static func encode(_ warp: TimeWarp) -> JSONValue {
        switch warp {
        case .none: .string("none")
        case .eased(let curve, let duration): .object([("eased", encode(curve)), ("duration", .number(duration))])
        case .track(let track): .object([("track", encode(track))])
        }
    }

    static func decodeTimeWarp(_ t: JSONField) throws(EffectFileError) -> TimeWarp {
        if case .string = t.value.kind {
            _ = try t.choice("a time warp", ["none"])
            return .none
        }
        let w = try t.object("a time warp (\"none\", {\"eased\": CURVE, \"duration\": S} or {\"track\": TRACK})",
                             keys: ["eased", "duration", "track"])
        if let track = w.optional("track") {
            guard !w.has("eased"), !w.has("duration") else { throw t.error("a time warp is either eased or a track, not both") }
            return .track(try decodeTrack(track, "warped time"))
        }
        return .eased(try decodeCurve(try w.required("eased", "the curve (\"easeOut\", ...)")),
                      duration: try w.required("duration", "seconds of the eased clock").float("seconds", 0.001...86_400))
    }

    static func encode(_ t: Turbulence) -> JSONValue {
        let d = Turbulence(strength: 0)
        return .object([("strength", .number(t.strength))]
            + (t.scale != d.scale ? [("scale", .number(t.scale))] : [])
            + (t.speed != d.speed ? [("speed", .number(t.speed))] : []))
    }

    static func decodeTurbulence(_ t: JSONField) throws(EffectFileError) -> Turbulence {
        let tf = try t.object("turbulence", keys: ["strength", "scale", "speed"])
        let d = Turbulence(strength: 0)
        return Turbulence(
            strength: try tf.required("strength", "the typical push, points per second squared")
                .float("points per second squared", large),
            scale: try tf.optional("scale").map { (v) throws(EffectFileError) in
                try v.float("the eddies' size in points", 0.01...1e6)
            } ?? d.scale,
            speed: try tf.optional("speed").map { (v) throws(EffectFileError) in
                try v.float("how often the eddies change, a second", 0...1000)
            } ?? d.speed)
    }

    static func encode(_ a: Attractor) -> JSONValue {
        let center: (String, JSONValue)
        switch a.center {
        case .point(let p): center = ("point", encode(p))
        case .unit(let u): center = ("unit", encode(u))
        }
        let defaultRadius = Attractor(center: .point(.zero), strength: 0).radius
        return .object([center, ("strength", .number(a.strength))]
            + (a.radius != defaultRadius ? [("radius", .number(a.radius))] : []))
    }

    static func decodeAttractor(_ a: JSONField) throws(EffectFileError) -> Attractor {
        let af = try a.object("an attractor", keys: ["point", "unit", "strength", "radius"])
        guard af.has("point") != af.has("unit") else { throw a.error("an attractor has exactly one of \"point\" and \"unit\"") }
        let center: Attractor.Center = if let p = af.optional("point") {
            .point(try p.vector("a centre in canvas points", coordinate))
        } else {
            .unit(try af.required("unit", "").vector("a centre as fractions of the canvas", large))
        }
        return Attractor(
            center: center,
            strength: try af.required("strength", "the pull, points per second squared (negative pushes)")
                .float("points per second squared", large),
            radius: try af.optional("radius").map { (v) throws(EffectFileError) in
                try v.float("a softening radius in points", Attractor.minimumRadius...1e6)
            } ?? 20)
    }

    static func encode(_ backFace: BackFace) -> JSONValue? {
        switch backFace {
        case .same: nil
        case .color(let c): .object([("color", ColorText.encode(c))])
        case .shade(let f): .object([("shade", .number(f))])
        }
    }

    static func decodeBackFace(_ v: JSONField) throws(EffectFileError) -> BackFace {
        let b = try v.object("a back face ({\"color\": C} or {\"shade\": F})", keys: ["color", "shade"])
        guard b.has("color") != b.has("shade") else { throw v.error("a back face has exactly one of \"color\" and \"shade\"") }
        if let c = b.optional("color") { return .color(try ColorText.decode(c)) }
        return .shade(try b.required("shade", "").float("a shade of the front colour", 0...1))
    }
}
