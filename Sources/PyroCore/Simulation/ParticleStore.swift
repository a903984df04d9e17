/// The live particles of one emitter, as struct-of-arrays columns in birth order.
///
/// Only what a particle drew at birth is stored; everything else is recomputed from these
/// constants and the time. Dead particles are removed with a stable compaction that keeps
/// birth order (so frames do not depend on how time was stepped) and keeps the arrays'
/// capacity, so storage is recycled instead of reallocated.
///
/// Memory: 62 bytes per live particle (see `bytesPerParticle`).
public struct ParticleStore: Sendable {
    /// Birth time, in seconds of the system's clock.
    public internal(set) var birth: [Double] = []
    /// Life span, in seconds; a particle is alive while its age is below it.
    public internal(set) var lifetime: [Float] = []
    /// Birth point, in canvas points.
    public internal(set) var originX: [Float] = []
    public internal(set) var originY: [Float] = []
    /// Launch velocity, in points per second (or per unit of warped time).
    public internal(set) var velocityX: [Float] = []
    public internal(set) var velocityY: [Float] = []
    /// Rotation at birth (radians) and rotation speed (radians per second).
    public internal(set) var rotation: [Float] = []
    public internal(set) var spin: [Float] = []
    /// Flip angle at birth (radians) and flip speed (radians per second).
    public internal(set) var flipPhase: [Float] = []
    public internal(set) var flipRate: [Float] = []
    /// Size factor multiplying the shape's base size.
    public internal(set) var size: [Float] = []
    /// Colour, 0xRRGGBBAA.
    public internal(set) var color: [UInt32] = []
    /// Index into the emitter's shapes.
    public internal(set) var shape: [UInt8] = []
    /// Index into the emitter's pivots.
    public internal(set) var pivot: [UInt8] = []
    /// Stable identifier: the particle's ordinal among all the emitter's births.
    public internal(set) var id: [UInt32] = []

    /// Bytes of storage per live particle.
    public static let bytesPerParticle = 8 + 4 * 11 + 4 + 1 + 1 + 4

    public init() {}

    /// Number of stored particles.
    @inlinable
    public var count: Int { birth.count }

    /// Appends a newborn particle.
    mutating func append(_ p: Newborn) {
        birth.append(p.birth)
        lifetime.append(p.lifetime)
        originX.append(p.origin.x)
        originY.append(p.origin.y)
        velocityX.append(p.velocity.x)
        velocityY.append(p.velocity.y)
        rotation.append(p.rotation)
        spin.append(p.spin)
        flipPhase.append(p.flipPhase)
        flipRate.append(p.flipRate)
        size.append(p.size)
        color.append(p.color)
        shape.append(p.shape)
        pivot.append(p.pivot)
        id.append(p.id)
    }

    /// Removes every particle.
    mutating func removeAll() {
        removeLast(count)
    }

    /// Removes particles whose life has ended at `time` (age >= lifetime, both rounded to
    /// `Float` exactly as the renderer rounds them), keeping order.
    ///
    /// - Complexity: O(n), one pass; nothing moves until the first death.
    mutating func removeDead(at time: Double) {
        let n = count
        var kept = 0
        birth.withUnsafeBufferPointer { b in
            lifetime.withUnsafeBufferPointer { life in
                // Find the first dead particle; most frames have none near the front.
                while kept < n && Float(time - b[kept]) < life[kept] { kept += 1 }
            }
        }
        guard kept < n else { return }
        var write = kept
        for read in (kept + 1)..<n where Float(time - birth[read]) < lifetime[read] {
            move(from: read, to: write)
            write += 1
        }
        removeLast(n - write)
    }

    private mutating func move(from r: Int, to w: Int) {
        birth[w] = birth[r]
        lifetime[w] = lifetime[r]
        originX[w] = originX[r]
        originY[w] = originY[r]
        velocityX[w] = velocityX[r]
        velocityY[w] = velocityY[r]
        rotation[w] = rotation[r]
        spin[w] = spin[r]
        flipPhase[w] = flipPhase[r]
        flipRate[w] = flipRate[r]
        size[w] = size[r]
        color[w] = color[r]
        shape[w] = shape[r]
        pivot[w] = pivot[r]
        id[w] = id[r]
    }

    private mutating func removeLast(_ k: Int) {
        guard k > 0 else { return }
        birth.removeLast(k)
        lifetime.removeLast(k)
        originX.removeLast(k)
        originY.removeLast(k)
        velocityX.removeLast(k)
        velocityY.removeLast(k)
        rotation.removeLast(k)
        spin.removeLast(k)
        flipPhase.removeLast(k)
        flipRate.removeLast(k)
        size.removeLast(k)
        color.removeLast(k)
        shape.removeLast(k)
        pivot.removeLast(k)
        id.removeLast(k)
    }
}

/// The constants one particle draws at birth.
struct Newborn {
    var birth: Double
    var lifetime: Float
    var origin: Vector2
    var velocity: Vector2
    var rotation: Float
    var spin: Float
    var flipPhase: Float
    var flipRate: Float
    var size: Float
    var color: UInt32
    var shape: UInt8
    var pivot: UInt8
    var id: UInt32
}
