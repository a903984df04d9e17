/// Per-chunk scratch columns for `Emitter.render`, `Emitter.chunkSize` floats each.
struct ChunkScratch {
    let age: UnsafeMutablePointer<Float>
    let progress: UnsafeMutablePointer<Float>
    let frozenProgress: UnsafeMutablePointer<Float>
    let frozenMotion: UnsafeMutablePointer<Float>
    let first: UnsafeMutablePointer<Float>
    let second: UnsafeMutablePointer<Float>
    let velocityX: UnsafeMutablePointer<Float>
    let velocityY: UnsafeMutablePointer<Float>
    let heading: UnsafeMutablePointer<Float>

    /// Calls `body` with the nine columns, zeroed (as their first use expects), in a local value
    /// on the stack: rendering a frame allocates nothing once the batch's columns have grown.
    ///
    /// Neither `InlineArray` (iOS 26, macOS 26) nor `withUnsafeTemporaryAllocation` (which puts
    /// anything over 1 KiB on the heap) would do: the columns take 18 KiB.
    @inline(__always)
    static func withZeroed<Result>(_ body: (ChunkScratch) -> Result) -> Result {
        var storage = Storage()
        return withUnsafeMutableBytes(of: &storage) { raw in
            let chunk = Emitter.chunkSize
            precondition(raw.count == 9 * chunk * MemoryLayout<Float>.stride, "one chunk is 512 floats")
            let base = raw.bindMemory(to: Float.self).baseAddress.unsafelyUnwrapped
            return body(
                ChunkScratch(
                    age: base, progress: base + chunk, frozenProgress: base + 2 * chunk,
                    frozenMotion: base + 3 * chunk, first: base + 4 * chunk, second: base + 5 * chunk,
                    velocityX: base + 6 * chunk, velocityY: base + 7 * chunk,
                    heading: base + 8 * chunk))
        }
    }

    /// Nine columns of 512 floats, zero, as one fixed-size value (tuples are laid out in order).
    private struct Storage {
        typealias Column = (
            SIMD64<Float>, SIMD64<Float>, SIMD64<Float>, SIMD64<Float>,
            SIMD64<Float>, SIMD64<Float>, SIMD64<Float>, SIMD64<Float>
        )
        var columns: (Column, Column, Column, Column, Column, Column, Column, Column, Column)

        init() {
            let zero = SIMD64<Float>()
            let column = (zero, zero, zero, zero, zero, zero, zero, zero)
            columns = (column, column, column, column, column, column, column, column, column)
        }
    }
}
