extension UnsafeMutablePointer where Pointee: BitwiseCopyable {
    /// Copies `count` values from `source` into the memory here, as `update(from:count:)` does
    /// (the two may overlap), but as one `memmove` of their bytes at every optimization level.
    /// The browser builds compile PyroCore at `-Osize` (web/build.sh), where the standard
    /// library's `update(from:count:)` copies value by value through an outlined call (in wasm
    /// at `-O` too); the columns' copies on the frame path, and PyroRaster's blur, use this instead.
    @inline(__always)
    package func copyMemory(from source: UnsafePointer<Pointee>, count: Int) {
        UnsafeMutableRawPointer(self).copyMemory(from: source, byteCount: count * MemoryLayout<Pointee>.stride)
    }
}
