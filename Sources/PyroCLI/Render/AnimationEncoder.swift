import PyroCodecs

/// An encoder that takes whole frames with a delay and makes one animated file, handing over
/// its bytes as they are encoded.
protocol AnimationEncoder {
    mutating func addFrame(_ image: RGBAImage, delay: FrameDelay)
    /// The bytes encoded since the last call, in file order.
    mutating func takeEncodedBytes() -> [UInt8]
    /// The rest of the file.
    mutating func finish() -> [UInt8]
}

extension GIFEncoder: AnimationEncoder {}
extension APNGEncoder: AnimationEncoder {}
