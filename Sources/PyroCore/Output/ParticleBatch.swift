/// The particles of one emitter in one frame: struct-of-arrays columns that a renderer walks in
/// order, drawing particle `i` as `shapes[shapeIndex[i]]`.
///
/// Each particle is drawn as SwiftUI's `GraphicsContext` would with
/// `translateBy(x, y)`, `rotate(by: rotation)`, `scaleBy(scaleX, scaleY)`, then a fill of the
/// shape's outline stretched to `width` x `height` points and centred on the origin. A 3D flip
/// shows as a `scaleX` (or `scaleY`) between -1 and 1; zero draws nothing.
///
/// Colours are straight sRGB `0xRRGGBBAA`; `opacity` multiplies their alpha. Every value is
/// finite: the simulation never writes NaN or infinity here.
public struct ParticleBatch: Equatable, Sendable {
    /// The emitter's name, such as `sparks` or `explosion`.
    public var name: String
    /// How the particles combine with what lies beneath.
    public var blend: Blending
    /// The shapes this batch draws, indexed by `shapeIndex`.
    public var shapes: [ParticleShape]

    /// Stable identifier of each particle for its whole life.
    public var id: [UInt32] = []
    /// Centre, in canvas points (origin top-left, y down).
    public var x: [Float] = []
    /// Centre y, in canvas points (down).
    public var y: [Float] = []
    /// Rotation about the centre, in radians, clockwise on screen (y down).
    public var rotation: [Float] = []
    /// Scale factors applied after rotation; a flip makes these fall between -1 and 1.
    public var scaleX: [Float] = []
    /// Scale across y, applied after rotation.
    public var scaleY: [Float] = []
    /// Size before scaling, in points.
    public var width: [Float] = []
    /// Height before scaling, in points.
    public var height: [Float] = []
    /// Opacity in 0...1.
    public var opacity: [Float] = []
    /// Colour as `0xRRGGBBAA`, straight alpha.
    public var color: [UInt32] = []
    /// Index into `shapes`.
    public var shapeIndex: [UInt8] = []

    /// An empty batch that draws `shapes` with `blend`.
    public init(name: String, blend: Blending = .normal, shapes: [ParticleShape]) {
        self.name = name
        self.blend = blend
        self.shapes = shapes
    }

    /// Number of particles in the batch.
    @inlinable
    public var count: Int { x.count }

    /// Empties every column and keeps the storage for reuse.
    public mutating func removeAll() {
        id.removeAll(keepingCapacity: true)
        x.removeAll(keepingCapacity: true)
        y.removeAll(keepingCapacity: true)
        rotation.removeAll(keepingCapacity: true)
        scaleX.removeAll(keepingCapacity: true)
        scaleY.removeAll(keepingCapacity: true)
        width.removeAll(keepingCapacity: true)
        height.removeAll(keepingCapacity: true)
        opacity.removeAll(keepingCapacity: true)
        color.removeAll(keepingCapacity: true)
        shapeIndex.removeAll(keepingCapacity: true)
    }

    /// Appends one particle; values are sanitised so that the batch never holds NaN or infinity.
    public mutating func append(
        id: UInt32, x: Float, y: Float, rotation: Float = 0, scaleX: Float = 1, scaleY: Float = 1,
        width: Float, height: Float, opacity: Float = 1, color: RGBAColor, shapeIndex: Int = 0
    ) {
        self.id.append(id)
        self.x.append(x.isFinite ? x : 0)
        self.y.append(y.isFinite ? y : 0)
        self.rotation.append(rotation.isFinite ? rotation : 0)
        self.scaleX.append(scaleX.isFinite ? scaleX : 0)
        self.scaleY.append(scaleY.isFinite ? scaleY : 0)
        self.width.append(width.isFinite ? max(width, 0) : 0)
        self.height.append(height.isFinite ? max(height, 0) : 0)
        self.opacity.append(opacity.isFinite ? min(max(opacity, 0), 1) : 0)
        self.color.append(color.rgba32)
        self.shapeIndex.append(UInt8(clamping: min(max(shapeIndex, 0), max(shapes.count - 1, 0))))
    }
}

/// Pointers to every column of a `ParticleBatch`, valid inside `withColumns(count:_:)` only.
struct BatchColumns {
    let id: UnsafeMutablePointer<UInt32>
    let x: UnsafeMutablePointer<Float>
    let y: UnsafeMutablePointer<Float>
    let rotation: UnsafeMutablePointer<Float>
    let scaleX: UnsafeMutablePointer<Float>
    let scaleY: UnsafeMutablePointer<Float>
    let width: UnsafeMutablePointer<Float>
    let height: UnsafeMutablePointer<Float>
    let opacity: UnsafeMutablePointer<Float>
    let color: UnsafeMutablePointer<UInt32>
    let shapeIndex: UnsafeMutablePointer<UInt8>
}

extension ParticleBatch {
    /// Gives every column exactly `count` entries and calls `body` to fill them all in place.
    ///
    /// Columns keep their storage: shrinking frees nothing and growing only initialises the
    /// new entries, so a batch reused frame after frame allocates only when the count reaches a
    /// new high. `body` must write every entry of every column.
    mutating func withColumns(count n: Int, _ body: (BatchColumns) -> Void) {
        precondition(n > 0)
        Self.resize(&id, n)
        Self.resize(&x, n)
        Self.resize(&y, n)
        Self.resize(&rotation, n)
        Self.resize(&scaleX, n)
        Self.resize(&scaleY, n)
        Self.resize(&width, n)
        Self.resize(&height, n)
        Self.resize(&opacity, n)
        Self.resize(&color, n)
        Self.resize(&shapeIndex, n)
        id.withUnsafeMutableBufferPointer { id in
        x.withUnsafeMutableBufferPointer { x in
        y.withUnsafeMutableBufferPointer { y in
        rotation.withUnsafeMutableBufferPointer { rotation in
        scaleX.withUnsafeMutableBufferPointer { scaleX in
        scaleY.withUnsafeMutableBufferPointer { scaleY in
        width.withUnsafeMutableBufferPointer { width in
        height.withUnsafeMutableBufferPointer { height in
        opacity.withUnsafeMutableBufferPointer { opacity in
        color.withUnsafeMutableBufferPointer { color in
        shapeIndex.withUnsafeMutableBufferPointer { shapeIndex in
            body(BatchColumns(
                id: id.baseAddress!, x: x.baseAddress!, y: y.baseAddress!, rotation: rotation.baseAddress!,
                scaleX: scaleX.baseAddress!, scaleY: scaleY.baseAddress!, width: width.baseAddress!,
                height: height.baseAddress!, opacity: opacity.baseAddress!, color: color.baseAddress!,
                shapeIndex: shapeIndex.baseAddress!))
        }}}}}}}}}}}
    }

    /// Makes room for `n` particles in every column, keeping the particles.
    mutating func reserveCapacity(_ n: Int) {
        id.reserveCapacity(n)
        x.reserveCapacity(n)
        y.reserveCapacity(n)
        rotation.reserveCapacity(n)
        scaleX.reserveCapacity(n)
        scaleY.reserveCapacity(n)
        width.reserveCapacity(n)
        height.reserveCapacity(n)
        opacity.reserveCapacity(n)
        color.reserveCapacity(n)
        shapeIndex.reserveCapacity(n)
    }

    private static func resize<T: ExpressibleByIntegerLiteral>(_ column: inout [T], _ n: Int) {
        if column.count > n {
            column.removeLast(column.count - n)
        } else if column.count < n {
            column.append(contentsOf: repeatElement(0, count: n - column.count))
        }
    }
}
