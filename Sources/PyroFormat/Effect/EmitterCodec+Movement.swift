import PyroCore

/// The keys of an emitter's `launch`, `motion` and `spin` objects (docs/EFFECT_FORMAT.md,
/// "Launch", "Motion" and "Spin"), and the readers and writers of their structured keys.
extension EmitterCodec {
    enum Launch: KeyTable {
        static var what: String { "a launch" }
        static var defaults: LaunchConfiguration { LaunchConfiguration(speed: .constant(0)) }

        static func keys<V: KeyVisitor>(_ l: inout LaunchConfiguration, _ d: LaunchConfiguration, _ v: inout V) {
            v.key("angle", .angle, "the launch direction (0 is up, clockwise)", &l.angle, d.angle)
            v.key("spread", .angle, "the fan's full width", &l.spread, d.spread)
            v.key(
                "distribution", "a distribution", ["uniform", "triangular"], [.uniform, .triangular], &l.distribution,
                d.distribution)
            v.key(
                "speed", .range(large), "points per second", required: "launch speed, points per second",
                unit: "points a second", &l.speed, d.speed)
            v.key(
                "baseVelocity", .vector(large), "a velocity in points per second", unit: "points a second",
                &l.baseVelocity, d.baseVelocity)
        }
    }

    enum Motion: KeyTable {
        static var what: String { "motion" }
        static var defaults: MotionConfiguration { MotionConfiguration() }

        static func keys<V: KeyVisitor>(_ m: inout MotionConfiguration, _ d: MotionConfiguration, _ v: inout V) {
            v.key(
                "gravity", .vector(large), "gravity in points per second squared", unit: "points a second²",
                &m.gravity, d.gravity)
            v.key("drag", .float(0...1000), "linear drag, per second", unit: "per second", &m.drag, d.drag)
            v.key("wind", .vector(large), "wind in points per second", unit: "points a second", &m.wind, d.wind)
            v.key(
                "timeWarp", &m.timeWarp, d.timeWarp, read: { (f, _) throws(EffectFileError) in try decodeTimeWarp(f) },
                write: encode)
            v.key(
                "turbulence", &m.turbulence, d.turbulence,
                read: { (f, _) throws(EffectFileError) in try decodeTurbulence(f) },
                write: { $0.map(encode) })
            v.key(
                "attractor", &m.attractor, d.attractor,
                read: { (f, _) throws(EffectFileError) in try decodeAttractor(f) },
                write: { $0.map(encode) })
            v.key(
                "stepDuration", .float(MotionConfiguration.stepDurationRange), "seconds a step of stepped motion",
                unit: "seconds", &m.stepDuration, d.stepDuration)
        }
    }

    enum Spin: KeyTable {
        static var what: String { "a spin" }
        static var defaults: SpinConfiguration { SpinConfiguration() }

        static func keys<V: KeyVisitor>(_ s: inout SpinConfiguration, _ d: SpinConfiguration, _ v: inout V) {
            v.key("initialRotation", .angleRange, "rotation at birth", &s.initialRotation, d.initialRotation)
            v.key("spin", .angleRange, "rotation speed a second", &s.spin, d.spin)
            v.key(
                "rotationOverLife", unit: "radians", &s.rotationOverLife, d.rotationOverLife,
                read: { (f, _) throws(EffectFileError) in try decodeTrack(f, "a rotation in radians") },
                write: { $0.map(encode) })
            v.key("flipPhase", .angleRange, "flip angle at birth", &s.flipPhase, d.flipPhase)
            v.key("flipRate", .angleRange, "flip speed a second", &s.flipRate, d.flipRate)
            v.key(
                "flipAxis", "a flip axis", ["vertical", "horizontal"], [.vertical, .horizontal], &s.flipAxis,
                d.flipAxis)
            v.key(
                "speedDraw", "a speed draw", ["rate", "period"], [.uniformRate, .uniformPeriod], &s.speedDraw,
                d.speedDraw)
            v.key(
                "pivots", &s.pivots, d.pivots, read: { (f, _) throws(EffectFileError) in try decodePivots(f) },
                write: { .array($0.map(encode)) })
            v.key(
                "alignToVelocity", &s.alignment, d.alignment,
                read: { (f, _) throws(EffectFileError) in try decodeAlignment(f) },
                write: { $0.map(encode) })
            v.key(
                "backFace", &s.backFace, d.backFace, read: { (f, _) throws(EffectFileError) in try decodeBackFace(f) },
                write: encode)
        }
    }

    // MARK: Motion's structured keys

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
        let w = try t.object(
            "a time warp (\"none\", {\"eased\": CURVE, \"duration\": S} or {\"track\": TRACK})",
            keys: ["eased", "duration", "track"])
        if let track = w.optional("track") {
            guard !w.has("eased"), !w.has("duration") else {
                throw t.error("a time warp is either eased or a track, not both")
            }
            return .track(try decodeTrack(track, "warped time"))
        }
        return .eased(
            try decodeCurve(try w.required("eased", "the curve (\"easeOut\", ...)")),
            duration: try w.required("duration", "seconds of the eased clock").float("seconds", 0.001...86_400))
    }

    static func encode(_ t: Turbulence) -> JSONValue {
        let d = Turbulence(strength: 0)
        return .object(
            [("strength", .number(t.strength))]
                + (t.scale != d.scale ? [("scale", .number(t.scale))] : [])
                + (t.speed != d.speed ? [("speed", .number(t.speed))] : []))
    }

    static func decodeTurbulence(_ t: JSONField) throws(EffectFileError) -> Turbulence {
        let tf = try t.object("turbulence", keys: ["strength", "scale", "speed"])
        let d = Turbulence(strength: 0)
        return Turbulence(
            strength: try tf.required("strength", "the typical push, points per second squared").float(
                "points per second squared", large),
            scale: try tf.float("scale", "the eddies' size in points", 0.01...1e6, or: d.scale),
            speed: try tf.float("speed", "how often the eddies change, a second", 0...1000, or: d.speed))
    }

    static func encode(_ a: Attractor) -> JSONValue {
        let center: (String, JSONValue)
        switch a.center {
        case .point(let p): center = ("point", encode(p))
        case .unit(let u): center = ("unit", encode(u))
        }
        return .object(
            [center, ("strength", .number(a.strength))]
                + (a.radius != Attractor(center: .point(.zero), strength: 0).radius
                    ? [("radius", .number(a.radius))] : []))
    }

    static func decodeAttractor(_ a: JSONField) throws(EffectFileError) -> Attractor {
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
        return Attractor(
            center: center,
            strength: try af.required("strength", "the pull, points per second squared (negative pushes)").float(
                "points per second squared", large),
            radius: try af.float("radius", "a softening radius in points", Attractor.minimumRadius...1e6, or: 20))
    }

    // MARK: Spin's structured keys

    static func decodePivots(_ v: JSONField) throws(EffectFileError) -> [Vector2] {
        let pivots = try v.array("a list of pivots").map { (p) throws(EffectFileError) in
            try p.vector("a pivot in the unit box", -1e6...1e6)
        }
        guard pivots.count <= 255 else { throw v.error("\(pivots.count) pivots: at most 255") }
        return pivots
    }

    static func encode(_ a: VelocityAlignment) -> JSONValue {
        .object(a.stretch != 0 ? [("stretch", .number(a.stretch))] : [])
    }

    static func decodeAlignment(_ v: JSONField) throws(EffectFileError) -> VelocityAlignment {
        let a = try v.object("velocity alignment ({} or {\"stretch\": SECONDS})", keys: ["stretch"])
        return VelocityAlignment(
            stretch: try a.float("stretch", "seconds of travel added to the length", 0...1000, or: 0))
    }

    static func encode(_ backFace: BackFace) -> JSONValue {
        switch backFace {
        case .same: .object([])
        case .color(let c): .object([("color", ColorText.encode(c))])
        case .shade(let f): .object([("shade", .number(f))])
        }
    }

    static func decodeBackFace(_ v: JSONField) throws(EffectFileError) -> BackFace {
        let b = try v.object("a back face ({\"color\": C} or {\"shade\": F})", keys: ["color", "shade"])
        guard b.has("color") != b.has("shade") else {
            throw v.error("a back face has exactly one of \"color\" and \"shade\"")
        }
        if let c = b.optional("color") { return .color(try ColorText.decode(c)) }
        return .shade(try b.required("shade", "").float("a shade of the front colour", 0...1))
    }
}
