import PyroCodecs

/// An encoder that takes whole frames with a delay and makes one animated file.
protocol AnimationEncoder {
    mutating func addFrame(_ image: RGBAImage, delay: FrameDelay)
    mutating func finish() -> [UInt8]
}

extension GIFEncoder: AnimationEncoder {}
extension APNGEncoder: AnimationEncoder {}
