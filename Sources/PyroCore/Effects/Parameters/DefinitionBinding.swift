/// Bindings that reach into the emitters of an `EffectDefinition`, for the catalog presets'
/// parameters (`EffectDefinition+Parameters.swift`).
///
/// A parameter may act on several emitters (the layers of snow, the glows and the fireflies):
/// it reads the first emitter listed and writes it, and the others keep their ratio to it, so
/// that setting a parameter to the value it reads changes nothing (the ratio is then exactly 1).
/// An emitter index is only used once the definition's emitter names have been checked against
/// the catalog's (`EffectDefinition.parameterBindings`).
typealias DefinitionBinding = ParameterBinding<EffectDefinition>

extension ParameterBinding where Configuration == EffectDefinition {
    /// A number read from `emitters[0]`; the other emitters keep their ratio to it.
    static func layered(
        _ name: String, _ allowed: ClosedRange<Double>, _ summary: String, _ emitters: [Int],
        read: @escaping @Sendable (EmitterConfiguration) -> Float,
        write: @escaping @Sendable (inout EmitterConfiguration, Float) -> Void
    ) -> Self {
        .number(
            name, allowed, summary,
            get: { Double(read($0.emitters[emitters[0]])) },
            set: { d, x in
                let value = Float(x)
                let current = read(d.emitters[emitters[0]])
                for i in emitters.dropFirst() {
                    write(&d.emitters[i], scaled(read(d.emitters[i]), from: current, to: value))
                }
                write(&d.emitters[emitters[0]], value)
            })
    }

    /// A range read from `emitters[0]`; each end of the other emitters' ranges keeps its ratio
    /// to the same end of the first's.
    static func layeredRange(
        _ name: String, _ allowed: ClosedRange<Double>, _ summary: String, _ emitters: [Int],
        read: @escaping @Sendable (EmitterConfiguration) -> ValueRange,
        write: @escaping @Sendable (inout EmitterConfiguration, ValueRange) -> Void
    ) -> Self {
        .range(
            name, allowed, summary,
            get: { read($0.emitters[emitters[0]]) },
            set: { d, value in
                let current = read(d.emitters[emitters[0]])
                for i in emitters.dropFirst() {
                    let own = read(d.emitters[i])
                    write(
                        &d.emitters[i],
                        ValueRange(
                            scaled(own.lower, from: current.lower, to: value.lower),
                            scaled(own.upper, from: current.upper, to: value.upper)))
                }
                write(&d.emitters[emitters[0]], value)
            })
    }

    /// `own` times `to / from`: exactly `own` when `to == from`, and `to` itself when `from` is 0
    /// (there is no ratio to keep).
    static func scaled(_ own: Float, from: Float, to: Float) -> Float {
        from != 0 ? own * (to / from) : to
    }

    /// Particles a second of the continuous `emitters` together; setting it scales every
    /// stream by the same factor (an even share each when they were all stopped at 0).
    static func rate(_ summary: String, _ emitters: [Int], name: String = "rate") -> Self {
        .number(
            name, 0...100_000, summary,
            get: { d in emitters.reduce(0) { $0 + rate(of: d.emitters[$1]) } },
            set: { d, value in
                let total = emitters.reduce(0) { $0 + rate(of: d.emitters[$1]) }
                for i in emitters {
                    let own = rate(of: d.emitters[i])
                    let new = total > 0 ? own * (value / total) : value / Double(emitters.count)
                    if case .continuous(_, let duration) = d.emitters[i].emission {
                        d.emitters[i].emission = .continuous(rate: new, duration: duration)
                    }
                }
            })
    }

    private static func rate(of emitter: EmitterConfiguration) -> Double {
        if case .continuous(let rate, _) = emitter.emission { return rate }
        return 0
    }

    /// Particles a burst of `emitter`.
    static func count(_ summary: String, _ emitter: Int) -> Self {
        .integer(
            "count", 0...100_000, summary,
            get: { d in if case .burst(let n) = d.emitters[emitter].emission { n } else { 0 } },
            set: { d, n in d.emitters[emitter].emission = .burst(count: n) })
    }

    /// The colours of `emitter`: its over-life gradient's when it has one (the same number of
    /// colours keeps the stops' places, another number spreads them evenly over the life),
    /// else its palette.
    static func colors(_ summary: String, _ emitter: Int) -> Self {
        .colors(
            "colors", summary,
            get: { d in
                let e = d.emitters[emitter]
                return e.colorOverLife.map { $0.stops.map { $0.1 } } ?? e.colors
            },
            set: { d, list in
                guard let gradient = d.emitters[emitter].colorOverLife else {
                    d.emitters[emitter].colors = list
                    return
                }
                let stops = gradient.stops
                let n = list.count
                d.emitters[emitter].colorOverLife = ColorGradient(
                    list.enumerated().map { i, color in
                        let place = stops.count == n ? stops[i].0 : (n > 1 ? Float(i) / Float(n - 1) : 0)
                        return (place, color)
                    })
            })
    }

    /// The height of the first shape of `emitters[0]`, in points; every shape of every listed
    /// emitter scales with it, keeping its proportions.
    static func size(_ summary: String, _ emitters: [Int]) -> Self {
        .number(
            "size", 0.5...500, summary,
            get: { d in Double(d.emitters[emitters[0]].shapes[0].size.height) },
            set: { d, x in
                let current = d.emitters[emitters[0]].shapes[0].size.height
                for i in emitters {
                    for k in d.emitters[i].shapes.indices {
                        let own = d.emitters[i].shapes[k].size
                        d.emitters[i].shapes[k].size = Size(
                            width: scaled(own.width, from: current, to: Float(x)),
                            height: scaled(own.height, from: current, to: Float(x)))
                    }
                }
                d.emitters[emitters[0]].shapes[0].size.height = Float(x)
            })
    }

    /// Launch speeds, points per second.
    static func speed(_ summary: String, _ emitters: [Int]) -> Self {
        .layeredRange(
            "speed", 0...20_000, summary, emitters,
            read: { $0.launch.speed }, write: { $0.launch.speed = $1 })
    }

    /// Lifetimes, seconds.
    static func lifetime(_ summary: String, _ emitters: [Int]) -> Self {
        .layeredRange(
            "lifetime", 0.05...60, summary, emitters,
            read: { $0.lifetime }, write: { $0.lifetime = $1 })
    }

    /// Gravity's downward component, points per second squared.
    static func gravity(_ summary: String, _ emitters: [Int]) -> Self {
        .layered(
            "gravity", -10_000...10_000, summary, emitters,
            read: { $0.motion.gravity.y }, write: { $0.motion.gravity.y = $1 })
    }

    /// The wind's rightward component, points per second (it acts through drag).
    static func wind(_ summary: String, _ emitters: [Int]) -> Self {
        .layered(
            "wind", -10_000...10_000, summary, emitters,
            read: { $0.motion.wind.x }, write: { $0.motion.wind.x = $1 })
    }

    /// The turbulence's strength, points per second squared (for emitters that have turbulence).
    static func turbulence(_ summary: String, _ emitters: [Int]) -> Self {
        .layered(
            "turbulence", 0...10_000, summary, emitters,
            read: { $0.motion.turbulence?.strength ?? 0 }, write: { $0.motion.turbulence?.strength = $1 })
    }

    /// Half the launch fan, radians either side of the launch direction.
    static func fanAngle(_ summary: String, _ emitters: [Int]) -> Self {
        .layered(
            "fan-angle", 0...3.14, summary, emitters,
            read: { $0.launch.spread / 2 }, write: { $0.launch.spread = $1 * 2 })
    }

    /// Where `emitters[0]` is born, as fractions of the canvas (the centre of its area); the
    /// others move by as much.
    static func origin(_ summary: String, _ emitters: [Int]) -> Self {
        .unitPoint(
            "origin", summary,
            get: { d in centre(of: d.emitters[emitters[0]].origin) },
            set: { d, p in
                let shift = p - centre(of: d.emitters[emitters[0]].origin)
                for i in emitters { d.emitters[i].origin = moved(d.emitters[i].origin, by: shift) }
            })
    }

    /// The centre of an origin given in canvas fractions (other origins read as the canvas's
    /// centre; no catalog preset with an `origin` parameter uses them).
    private static func centre(of origin: EmitterOrigin) -> Vector2 {
        switch origin {
        case .unit(let p): p
        case .unitArea(let o, let s): o + s * 0.5
        case .point, .path: Vector2(0.5, 0.5)
        }
    }

    private static func moved(_ origin: EmitterOrigin, by shift: Vector2) -> EmitterOrigin {
        switch origin {
        case .unit(let p): .unit(p + shift)
        case .unitArea(let o, let s): .unitArea(origin: o + shift, size: s)
        case .point, .path: origin
        }
    }
}
