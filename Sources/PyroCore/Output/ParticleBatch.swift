/// The particles of one emitter in one frame: struct-of-arrays columns that a renderer walks in
/// order, drawing particle `i` as `shapes[shapeIndex[i]]`.
///
/// Each particle is drawn as SwiftUI's `GraphicsContext` would with
/// `translateBy(x, y)`, `rotate(by: rotation)`, `scaleBy(scaleX, scaleY)`, then a fill of the
/// shape's outline stretched to `width` x `height` points and centred on the origin. A 3D flip
/// shows as a `scaleX` (or `scaleY`) between -1 and 1; zero draws nothing.
///
/// Colours are straight sRGB `0xRRGGBBAA`; `opacity` multiplies their alpha. Every value is
/// finite: the simulation never writes NaN or infinity here, and `append` cleans what it is given.
/// Every column holds `count` values (the columns are declared once, in `BatchColumns`).
public struct ParticleBatch: Equatable, Sendable {
    /// The emitter's name, such as `sparks` or `explosion`.
    public var name: String
    /// How the particles combine with what lies beneath.
    public var blend: Blending
    /// The shapes this batch draws, indexed by `shapeIndex`.
    public var shapes: [ParticleShape]

    /// The columns, of which the first `count` rows are the particles.
    private var table = ColumnTable<BatchColumns>()
    /// Number of particles in the batch.
    public private(set) var count = 0

    /// An empty batch that draws `shapes` with `blend`.
    public init(name: String, blend: Blending = .normal, shapes: [ParticleShape]) {
        self.name = name
        self.blend = blend
        self.shapes = shapes
    }

    /// Stable identifier of each particle for its whole life.
    public var id: Column<UInt32> { Column(table, table.columns.id, count) }
    /// Centre, in canvas points (origin top-left, y down).
    public var x: Column<Float> { Column(table, table.columns.x, count) }
    /// Centre y, in canvas points (down).
    public var y: Column<Float> { Column(table, table.columns.y, count) }
    /// Rotation about the centre, in radians, clockwise on screen (y down).
    public var rotation: Column<Float> { Column(table, table.columns.rotation, count) }
    /// Scale factors applied after rotation; a flip makes these fall between -1 and 1.
    public var scaleX: Column<Float> { Column(table, table.columns.scaleX, count) }
    /// Scale across y, applied after rotation.
    public var scaleY: Column<Float> { Column(table, table.columns.scaleY, count) }
    /// Size before scaling, in points.
    public var width: Column<Float> { Column(table, table.columns.width, count) }
    /// Height before scaling, in points.
    public var height: Column<Float> { Column(table, table.columns.height, count) }
    /// Opacity in 0...1.
    public var opacity: Column<Float> { Column(table, table.columns.opacity, count) }
    /// Colour as `0xRRGGBBAA`, straight alpha.
    public var color: Column<UInt32> { Column(table, table.columns.color, count) }
    /// Index into `shapes`.
    public var shapeIndex: Column<UInt8> { Column(table, table.columns.shapeIndex, count) }

    /// Empties every column and keeps the storage for reuse.
    public mutating func removeAll() {
        count = 0
    }

    /// Appends one particle; values are sanitised so that the batch never holds NaN or infinity.
    public mutating func append(
        id: UInt32, x: Float, y: Float, rotation: Float = 0, scaleX: Float = 1, scaleY: Float = 1,
        width: Float, height: Float, opacity: Float = 1, color: RGBAColor, shapeIndex: Int = 0
    ) {
        let row = mutableColumns(count: count + 1).offset(by: count - 1)
        row.id[0] = id
        row.x[0] = x.isFinite ? x : 0
        row.y[0] = y.isFinite ? y : 0
        row.rotation[0] = rotation.isFinite ? rotation : 0
        row.scaleX[0] = scaleX.isFinite ? scaleX : 0
        row.scaleY[0] = scaleY.isFinite ? scaleY : 0
        row.width[0] = width.isFinite ? max(width, 0) : 0
        row.height[0] = height.isFinite ? max(height, 0) : 0
        row.opacity[0] = opacity.isFinite ? min(max(opacity, 0), 1) : 0
        row.color[0] = color.rgba32
        row.shapeIndex[0] = UInt8(clamping: min(max(shapeIndex, 0), max(shapes.count - 1, 0)))
    }

    public static func == (a: ParticleBatch, b: ParticleBatch) -> Bool {
        a.name == b.name && a.blend == b.blend && a.shapes == b.shapes && a.count == b.count
            && a.table.rowsEqual(b.table, rows: a.count)
    }
}

extension ParticleBatch {
    /// Gives the batch `count` particles and returns row 0 of every column, for writing them in
    /// place; valid until the batch next changes. Rows below the old count keep their values, and
    /// the caller writes every column of the rows after it.
    ///
    /// Columns keep their storage: shrinking frees nothing, so a batch reused frame after frame
    /// allocates only when the count reaches a new high (then at least doubling).
    package mutating func mutableColumns(count n: Int) -> BatchColumns {
        if n > table.capacity { reserveCapacity(max(n, 2 * table.capacity)) }
        count = max(n, 0)
        return table.mutableColumns()
    }

    /// Row 0 of every column, for reading: `count` rows, valid while the batch is alive and
    /// unchanged.
    package var columns: BatchColumns { table.columns }

    /// How many particles the columns hold before they must grow.
    var capacity: Int { table.capacity }

    /// Makes room for `n` particles in every column, keeping the particles.
    mutating func reserveCapacity(_ n: Int) {
        guard n > table.capacity else { return }
        table.reallocate(capacity: n, keeping: RingSegments(firstRows: count))
    }
}

/// The columns of a `ParticleBatch`, as pointers to their first rows.
package struct BatchColumns: ColumnSet {
    package var id = UnsafeMutablePointer<UInt32>.unplaced
    package var x = UnsafeMutablePointer<Float>.unplaced
    package var y = UnsafeMutablePointer<Float>.unplaced
    package var rotation = UnsafeMutablePointer<Float>.unplaced
    package var scaleX = UnsafeMutablePointer<Float>.unplaced
    package var scaleY = UnsafeMutablePointer<Float>.unplaced
    package var width = UnsafeMutablePointer<Float>.unplaced
    package var height = UnsafeMutablePointer<Float>.unplaced
    package var opacity = UnsafeMutablePointer<Float>.unplaced
    package var color = UnsafeMutablePointer<UInt32>.unplaced
    package var shapeIndex = UnsafeMutablePointer<UInt8>.unplaced

    init() {}

    mutating func forEachColumn<Visitor: ColumnVisitor>(_ v: inout Visitor) {
        v.visit(&id)
        v.visit(&x)
        v.visit(&y)
        v.visit(&rotation)
        v.visit(&scaleX)
        v.visit(&scaleY)
        v.visit(&width)
        v.visit(&height)
        v.visit(&opacity)
        v.visit(&color)
        v.visit(&shapeIndex)
    }
}
