/// A borrowed view of a canvas's pixels that several threads may draw into at once, each into
/// its own rows.
///
/// Get one with `PixelCanvas.withRenderTarget(_:)`; it is valid only inside that closure.
/// `Renderer.draw(_:into:scale:rows:)` writes only the rows it is given, so concurrent draws into
/// disjoint row ranges do not race. That promise is the caller's to keep, hence `@unchecked`.
package struct RenderTarget: @unchecked Sendable {
    /// The first pixel of the top row.
    let base: UnsafeMutablePointer<UInt32>
    /// Width, in pixels.
    package let width: Int
    /// Height, in pixels.
    package let height: Int

    /// The first pixel of row `y`.
    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { base + y * width }
}

extension PixelCanvas {
    /// Calls `body` with a view of the pixels that bands of rows can be drawn into concurrently.
    ///
    /// - Parameter body: must not let the target escape.
    package mutating func withRenderTarget<Result, Failure: Error>(
        _ body: (RenderTarget) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let (width, height) = (self.width, self.height)
        return try pixels.withUnsafeMutableBufferPointer { (buffer) throws(Failure) -> Result in
            // An empty canvas has no storage; a one-pixel dummy keeps the pointer non-nil.
            guard let base = buffer.baseAddress else {
                var dummy: UInt32 = 0
                return try withUnsafeMutablePointer(to: &dummy) { (pointer) throws(Failure) -> Result in
                    try body(RenderTarget(base: pointer, width: 0, height: 0))
                }
            }
            return try body(RenderTarget(base: base, width: width, height: height))
        }
    }
}
