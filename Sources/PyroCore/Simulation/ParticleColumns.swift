/// The columns of the particle store, one per constant a particle draws at birth: the one
/// declaration that the store's growth, compaction and births, and the renderer's reads, follow.
///
/// A new attribute is a property here and a line in `forEachColumn` (in a `ColumnGroup` of its
/// own if some emitters never read it), and its value written at birth in `Births`.
struct ParticleColumns: ColumnSet {
    /// Birth time, in seconds of the system's clock.
    var birth = UnsafeMutablePointer<Double>.unplaced
    /// Life span, in seconds; a particle is alive while its age is below it.
    var lifetime = UnsafeMutablePointer<Float>.unplaced
    /// Birth point, in canvas points.
    var originX = UnsafeMutablePointer<Float>.unplaced
    var originY = UnsafeMutablePointer<Float>.unplaced
    /// Launch velocity, in points per second (or per unit of warped time).
    var velocityX = UnsafeMutablePointer<Float>.unplaced
    var velocityY = UnsafeMutablePointer<Float>.unplaced
    /// Rotation at birth (radians) and rotation speed (radians per second).
    var rotation = UnsafeMutablePointer<Float>.unplaced
    var spin = UnsafeMutablePointer<Float>.unplaced
    /// Flip angle at birth (radians) and flip speed (radians per second).
    var flipPhase = UnsafeMutablePointer<Float>.unplaced
    var flipRate = UnsafeMutablePointer<Float>.unplaced
    /// Size factor multiplying the shape's base size.
    var size = UnsafeMutablePointer<Float>.unplaced
    /// Colour, 0xRRGGBBAA.
    var color = UnsafeMutablePointer<UInt32>.unplaced
    /// Index into the emitter's shapes.
    var shape = UnsafeMutablePointer<UInt8>.unplaced
    /// Index into the emitter's pivots.
    var pivot = UnsafeMutablePointer<UInt8>.unplaced
    /// Stable identifier: the particle's ordinal among all the emitter's births.
    var id = UnsafeMutablePointer<UInt32>.unplaced

    mutating func forEachColumn<Visitor: ColumnVisitor>(_ v: inout Visitor) {
        v.visit(&birth)
        v.visit(&lifetime)
        v.visit(&originX)
        v.visit(&originY)
        v.visit(&velocityX)
        v.visit(&velocityY)
        v.visit(&rotation)
        v.visit(&spin)
        v.visit(&flipPhase, .flip)
        v.visit(&flipRate, .flip)
        v.visit(&size)
        v.visit(&color, .color)
        v.visit(&shape)
        v.visit(&pivot, .pivot)
        v.visit(&id)
    }
}

extension ColumnGroup {
    /// The flip columns (`flipPhase`, `flipRate`), which an emitter without a flip never reads.
    static let flip = ColumnGroup(rawValue: 1)
    /// The colour column, which an emitter with a colour over life never reads.
    static let color = ColumnGroup(rawValue: 2)
    /// The pivot column, which an emitter without pivots never reads.
    static let pivot = ColumnGroup(rawValue: 4)
}
