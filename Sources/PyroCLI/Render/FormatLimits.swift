import PyroCodecs
import PyroCore

/// What each output format cannot hold, checked before any work so that the file never comes
/// out different from what was asked without saying so.
extension RenderSettings {
    func checkFormatLimits() throws(UsageError) {
        let (width, height) = pixelSize
        switch format {
        case .gif:
            // GIF delays are whole centiseconds, and browsers play 0 and 1 cs as 10 cs.
            if GIFEncoder.browsersSlowDown(FrameDelay(seconds: 1 / frameRate)) {
                throw UsageError(
                    "--fps: \(ValueParsers.format(frameRate)) is too fast for .gif: its delays are whole "
                        + "centiseconds and browsers play delays under 0.02 s as 0.1 s (slow motion); use --fps "
                        + "\(GIFEncoder.fastestReliableFrameRate) or less, or .apng/.mp4/.webm for faster rates")
            }
        case .mp4:
            if !background.isOpaque {
                throw UsageError(
                    "--background: .mp4 (H.264) has no alpha channel; for a transparent video render "
                        + ".webm (VP9 with alpha) or .apng")
            }
            // 4:2:0 chroma covers 2x2 pixel blocks, so H.264 wants even sides.
            if width % 2 != 0 || height % 2 != 0 {
                let smaller = "\(max(width - width % 2, 2))x\(max(height - height % 2, 2))"
                let larger = "\(width + width % 2)x\(height + height % 2)"
                throw UsageError(
                    "--size: .mp4 (H.264, 4:2:0) needs an even number of pixels a side, and the frame "
                        + "is \(width)x\(height) pixels; make it \(smaller) or \(larger), or render .webm, .gif or .apng"
                )
            }
        case .png, .apng, .webm:
            break
        }
    }
}

extension Background {
    /// True when every pixel of the cleared canvas is opaque.
    var isOpaque: Bool {
        switch self {
        case .transparent: false
        case .solid(let color): color.alpha == 255
        case .verticalGradient(let top, let bottom): top.alpha == 255 && bottom.alpha == 255
        }
    }
}
