import PyroCodecs

extension RenderSettings {
    /// The writer for this render's format, writing to `file`.
    func makeFrameWriter(file: AtomicFile) throws(CommandFailure) -> any FrameWriter {
        let (width, height) = pixelSize
        switch format {
        case .png:
            return PNGFrameWriter(file: file)
        case .gif:
            let encoder = GIFEncoder(
                width: width, height: height, loopCount: outputOptions.loopCount,
                options: GIFOptions(dithering: outputOptions.dithering))
            return AnimationFrameWriter(file: file, encoder: encoder, frameRate: frameRate)
        case .apng:
            let encoder = APNGEncoder(
                width: width, height: height, loopCount: outputOptions.loopCount,
                frameCount: frameCount)
            return AnimationFrameWriter(file: file, encoder: encoder, frameRate: frameRate)
        case .mp4, .webm:
            return try VideoFrameWriter(
                file: file, format: format, width: width, height: height,
                frameRate: frameRate, alpha: !background.isOpaque)
        }
    }
}
