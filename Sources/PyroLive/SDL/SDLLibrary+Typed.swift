/// Typed calls over the raw function pointers, so callers never touch raw pointers.
extension SDLLibrary {
    /// Takes the next pending event, or nil when the queue is empty.
    func nextEvent() -> SDLEvent? {
        var event = SDLEvent()
        let found = withUnsafeMutableBytes(of: &event.storage) { pollEvent($0.baseAddress!) }
        return found != 0 ? event : nil
    }

    /// Sleeps until an event is queued (leaving it there) or `milliseconds` pass.
    func waitForEvent(milliseconds: Int32) { _ = waitEventTimeout(nil, milliseconds) }

    /// Replaces a whole streaming texture with `bytes`, rows `pitch` bytes apart.
    func upload(_ bytes: UnsafeRawBufferPointer, to texture: Handle, pitch: Int) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return updateTexture(texture, nil, base, Int32(pitch)) == 0
    }

    /// Stretches a texture over the whole render target.
    func copyToTarget(_ texture: Handle, renderer: Handle) -> Bool {
        renderCopy(renderer, texture, nil, nil) == 0
    }

    /// Seconds on a monotonic clock, from SDL's high-resolution counter.
    func seconds() -> Double {
        Double(getPerformanceCounter()) / Double(max(getPerformanceFrequency(), 1))
    }

    /// The window's size in window units (points on HiDPI screens).
    func windowSize(_ window: Handle) -> (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        getWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// The renderer's drawable size in pixels.
    func outputSize(_ renderer: Handle) -> (width: Int, height: Int)? {
        var w: Int32 = 0
        var h: Int32 = 0
        guard getRendererOutputSize(renderer, &w, &h) == 0 else { return nil }
        return (Int(w), Int(h))
    }
}
