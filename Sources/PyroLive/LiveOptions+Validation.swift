/// Checks option values once, at the boundary, with messages that name the bad value.
enum LiveOptionsValidation {
    static func check(_ o: LiveOptions) throws(LiveError) {
        guard (64...8192).contains(o.width), (64...8192).contains(o.height) else {
            throw LiveError(.invalidInput, "size \(o.width)x\(o.height) points is outside 64...8192")
        }
        guard o.scale.isFinite, o.scale >= 0.5, o.scale <= 4 else {
            throw LiveError(.invalidInput, "scale \(o.scale) is outside 0.5...4")
        }
        guard o.frameRate.isFinite, o.frameRate >= 1, o.frameRate <= 1000 else {
            throw LiveError(.invalidInput, "frame rate \(o.frameRate) is outside 1...1000")
        }
        if let frames = o.frames, !(1...1_000_000).contains(frames) {
            throw LiveError(.invalidInput, "frames \(frames) is outside 1...1000000")
        }
        if let path = o.screenshot, path.isEmpty {
            throw LiveError(.invalidInput, "the screenshot path is empty")
        }
    }
}
