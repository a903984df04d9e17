import PyroCore

/// A particle batch's columns as pointers, read eight particles at a time (PyroRaster) or one
/// by one (the browser's WebGL2 layout in PyroWeb).
package struct ParticleColumns {
    package let x: UnsafePointer<Float>, y: UnsafePointer<Float>, rotation: UnsafePointer<Float>
    package let scaleX: UnsafePointer<Float>, scaleY: UnsafePointer<Float>
    package let width: UnsafePointer<Float>, height: UnsafePointer<Float>, opacity: UnsafePointer<Float>
    package let color: UnsafePointer<UInt32>
    package let shapeIndex: UnsafePointer<UInt8>

    /// Calls `body` with the columns of `batch`.
    ///
    /// - Precondition: every column holds at least one particle.
    package static func with<Result>(_ batch: ParticleBatch, _ body: (ParticleColumns) -> Result) -> Result {
        let c = batch.columns
        return withExtendedLifetime(batch) {
            body(
                ParticleColumns(
                    x: c.x, y: c.y, rotation: c.rotation, scaleX: c.scaleX, scaleY: c.scaleY,
                    width: c.width, height: c.height, opacity: c.opacity, color: c.color,
                    shapeIndex: c.shapeIndex))
        }
    }

    /// Elements `start ..< start + count` of `column` (`count` at most 8), zero in the lanes past
    /// `count`.
    @inline(__always)
    static func lanes<Scalar: SIMDScalar & BitwiseCopyable>(
        _ column: UnsafePointer<Scalar>, from start: Int, count: Int
    ) -> SIMD8<Scalar> {
        if count == 8 { return UnsafeRawPointer(column + start).loadUnaligned(as: SIMD8<Scalar>.self) }
        var lanes = SIMD8<Scalar>()
        for j in 0..<count { lanes[j] = column[start + j] }
        return lanes
    }
}
