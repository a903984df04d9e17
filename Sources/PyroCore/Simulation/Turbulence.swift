/// A seeded swirl of air that pushes particles around: smooth noise over position and time.
///
/// The push is the curl of a smooth scalar noise field, so the air neither gathers particles
/// into clumps nor thins them out: it turns them in eddies about `scale` points across. The
/// field follows from the system's seed and the emitter's index alone, so the same seed gives
/// the same eddies on every machine, and another seed gives others.
///
/// Turbulence has no closed form: an emitter that has it is integrated in fixed steps (see
/// `MotionConfiguration.stepDuration`).
public struct Turbulence: Equatable, Sendable {
    /// Typical acceleration, in points per second squared (the mean push over the field is
    /// about this).
    public var strength: Float
    /// Size of the eddies, in points: the push changes direction over about this distance.
    public var scale: Float
    /// How fast the field changes, in cells of the noise per second (0: the air holds still;
    /// 1: the eddies are replaced about once a second).
    public var speed: Float

    /// Turbulence of `strength` points per second squared in eddies of `scale` points that change
    /// `speed` times a second. Non-finite values read as 0 (a scale that is not positive reads
    /// as 100 points); the scale is at least 0.01 points.
    public init(strength: Float, scale: Float = 100, speed: Float = 0.5) {
        self.strength = strength.isFinite ? strength : 0
        self.scale = scale.isFinite && scale > 0 ? max(scale, 0.01) : 100
        self.speed = speed.isFinite ? speed : 0
    }
}

/// The turbulence of one emitter, ready to sample: value noise over (x, y, time) on an integer
/// lattice, blended with a quintic fade, whose curl is the push.
///
/// Built from integer hashing and IEEE arithmetic only, so it gives the same bits everywhere.
package struct TurbulenceField: Sendable {
    let key: UInt32
    let inverseScale: Float
    let speed: Double
    /// `strength` times the normalisation that makes the mean push about `strength`.
    let gain: Float

    /// Mean length of the curl of the unit noise (per lattice cell), measured over many samples
    /// (`TurbulenceTests`): dividing by it makes `strength` the mean push.
    static let meanCurl: Float = 0.88

    /// Lattice coordinates are kept within ±2^20 cells, where a `Float` still resolves a
    /// hundredth of a cell; the field repeats nowhere inside that range.
    static let latticeLimit: Float = 0x1p20

    /// The field of `turbulence` for the emitter at `emitter` in a system seeded `seed`.
    package init(_ turbulence: Turbulence, seed: UInt64, emitter: Int) {
        let h = SplitMix64.derive(seed, UInt64(truncatingIfNeeded: emitter), 0x7475_7262)
        key = UInt32(truncatingIfNeeded: h ^ (h >> 32))
        inverseScale = 1 / turbulence.scale
        speed = Double(turbulence.speed)
        gain = turbulence.strength / Self.meanCurl
    }

    /// The push at (`x`, `y`) points and `time` seconds, in points per second squared.
    package func acceleration(x: Float, y: Float, time: Double) -> (x: Float, y: Float) {
        let (dx, dy) = gradient(x: x * inverseScale, y: y * inverseScale, time: time * speed)
        // The curl of the scalar field: perpendicular to its gradient, so free of divergence.
        return (gain * dy, -gain * dx)
    }

    /// Gradient of the noise (per lattice cell) at lattice point (`u`, `v`) and noise time `w`.
    package func gradient(x u: Float, y v: Float, time w: Double) -> (Float, Float) {
        let limit = Self.latticeLimit
        let u = u.isFinite ? min(max(u, -limit), limit) : 0
        let v = v.isFinite ? min(max(v, -limit), limit) : 0
        let (t0, ft) = Self.timeLayer(w)
        let uDown = u.rounded(.down)
        let vDown = v.rounded(.down)
        let ix = Int32(uDown)
        let iy = Int32(vDown)
        let fx = u - uDown
        let fy = v - vDown
        let t1 = t0 &+ 1
        let (ax, ay) = layerGradient(ix, iy, t0, fx, fy)
        let (bx, by) = layerGradient(ix, iy, t1, fx, fy)
        let s = Self.fade(ft)
        return (ax + (bx - ax) * s, ay + (by - ay) * s)
    }

    /// The time layer that noise time `w` lies in (its whole part, kept within ±2^30 and taken
    /// modulo 2^32) and how far into it `w` lies (0 up to 1); layer 0 at fraction 0 when `w` is
    /// not finite.
    @inline(__always)
    static func timeLayer(_ w: Double) -> (layer: UInt32, fraction: Float) {
        guard w.isFinite else { return (0, 0) }
        let wDown = w.rounded(.down)
        return (UInt32(truncatingIfNeeded: Int64(min(max(wDown, -0x1p30), 0x1p30))), Float(w - wDown))
    }

    /// Gradient of the 2D value noise in time layer `t`, at fraction (`fx`, `fy`) of cell
    /// (`ix`, `iy`).
    ///
    /// A corner's value hashes the layer, then x, then y, so that the four corners of a layer
    /// share the first hash and pairs of them the second: 7 scrambles per layer instead of 12.
    @inline(__always)
    private func layerGradient(_ ix: Int32, _ iy: Int32, _ t: UInt32, _ fx: Float, _ fy: Float) -> (Float, Float) {
        let x0 = UInt32(bitPattern: ix)
        let y0 = UInt32(bitPattern: iy)
        let layer = Self.scramble(key ^ (t &* Self.layerFactor))
        let column0 = Self.scramble(layer ^ x0)
        let column1 = Self.scramble(layer ^ (x0 &+ 1))
        let row0 = y0 &* Self.rowFactor
        let row1 = (y0 &+ 1) &* Self.rowFactor
        let a = Self.value(Self.scramble(column0 ^ row0))
        let b = Self.value(Self.scramble(column1 ^ row0))
        let c = Self.value(Self.scramble(column0 ^ row1))
        let d = Self.value(Self.scramble(column1 ^ row1))
        let su = Self.fade(fx)
        let sv = Self.fade(fy)
        let twist = a - b - c + d
        return (Self.fadeSlope(fx) * ((b - a) + twist * sv), Self.fadeSlope(fy) * ((c - a) + twist * su))
    }

    /// The odd factors that spread a time layer and a row over 32 bits before hashing.
    static var layerFactor: UInt32 { 0x85EB_CA77 }
    static var rowFactor: UInt32 { 0x9E37_79B1 }

    /// A corner's value in -1...1 from its hash.
    @inline(__always)
    private static func value(_ h: UInt32) -> Float { Float(h >> 8) * 0x1p-23 - 1 }

    /// A bijective scramble of 32 bits (xor-shift and odd multiplies).
    @inline(__always)
    private static func scramble(_ value: UInt32) -> UInt32 {
        var x = value
        x ^= x >> 16
        x &*= 0x7FEB_352D
        x ^= x >> 15
        x &*= 0x846C_A68B
        x ^= x >> 16
        return x
    }

    /// 6t^5 - 15t^4 + 10t^3: rises from 0 to 1 with zero slope and curvature at both ends.
    @inline(__always)
    static func fade(_ t: Float) -> Float { t * t * t * (t * (t * 6 - 15) + 10) }

    /// The slope of `fade`: 30 t^2 (t - 1)^2.
    @inline(__always)
    static func fadeSlope(_ t: Float) -> Float {
        let s = t * (t - 1)
        return 30 * s * s
    }
}
