/// The part of an animation frame that an APNG has to store, given the frame shown before it.
///
/// Frames are left in place (dispose op "none"), so only the smallest rectangle holding every
/// changed pixel is stored. When every changed pixel is opaque, the rectangle is blended over
/// the previous frame (blend op "over") with its unchanged pixels stored as transparent black:
/// those keep what was there, and long runs of zeros cost Deflate almost nothing. Otherwise
/// (a changed pixel with partial alpha, which "over" would composite rather than replace) the
/// rectangle replaces what was there (blend op "source"). A frame identical to the one before
/// is one transparent pixel blended over, since APNG frames are at least 1x1.
struct APNGFrameRegion: Equatable {
    /// Left edge, in pixels from the canvas's left.
    var x: Int
    /// Top edge, in pixels from the canvas's top.
    var y: Int
    /// True for blend op "over", false for "source".
    var blendsOver: Bool
    /// The pixels to store, the rectangle's size.
    var image: RGBAImage

    /// The region of `current` that differs from `previous` (same size).
    static func changes(from previous: RGBAImage, to current: RGBAImage) -> APNGFrameRegion {
        let width = current.width
        var top = Int.max
        var bottom = -1
        var left = Int.max
        var right = -1
        var changedOpaque = true
        previous.pixels.withUnsafeBytes { before in
            current.pixels.withUnsafeBytes { after in
                let old = before.bindMemory(to: UInt32.self)
                let new = after.bindMemory(to: UInt32.self)
                for row in 0..<current.height {
                    let start = row * width
                    var first = 0
                    while first < width && old[start + first] == new[start + first] { first += 1 }
                    guard first < width else { continue }
                    var last = width - 1
                    while old[start + last] == new[start + last] { last -= 1 }
                    top = min(top, row)
                    bottom = row
                    left = min(left, first)
                    right = max(right, last)
                    if changedOpaque {
                        for i in first...last where old[start + i] != new[start + i] {
                            // Alpha is the fourth byte of each pixel.
                            if after[4 * (start + i) + 3] != 255 {
                                changedOpaque = false
                                break
                            }
                        }
                    }
                }
            }
        }
        guard bottom >= 0 else {
            return APNGFrameRegion(x: 0, y: 0, blendsOver: true, image: RGBAImage(width: 1, height: 1))
        }
        let regionWidth = right - left + 1
        let regionHeight = bottom - top + 1
        var pixels = [UInt32](repeating: 0, count: regionWidth * regionHeight)
        previous.pixels.withUnsafeBytes { before in
            current.pixels.withUnsafeBytes { after in
                let old = before.bindMemory(to: UInt32.self)
                let new = after.bindMemory(to: UInt32.self)
                pixels.withUnsafeMutableBufferPointer { out in
                    for row in 0..<regionHeight {
                        let source = (top + row) * width + left
                        let destination = row * regionWidth
                        for i in 0..<regionWidth {
                            let pixel = new[source + i]
                            // Over: an unchanged pixel stays transparent black (already 0).
                            if !changedOpaque || pixel != old[source + i] { out[destination + i] = pixel }
                        }
                    }
                }
            }
        }
        let bytes = pixels.withUnsafeBytes { [UInt8]($0) }
        return APNGFrameRegion(
            x: left, y: top, blendsOver: changedOpaque,
            image: RGBAImage(width: regionWidth, height: regionHeight, pixels: bytes)!)
    }
}
