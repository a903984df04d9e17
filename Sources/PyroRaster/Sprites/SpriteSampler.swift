import PyroCore

/// Where a sprite's texels land on the canvas: the inverse of a particle's unit-box map, taken
/// to one level of the sprite's half-size chain, with bilinear filtering in 8-bit fixed point.
///
/// Texel (i, j) of a level `W × H` texels has its centre at unit-box point
/// `((i + 0.5) / W − 0.5, (j + 0.5) / H − 0.5)`. Texels outside the level read as transparent,
/// so the outermost half texel inside the box fades out; nothing is drawn outside the box, so a
/// sprite stays within the reach every particle is binned by. The level is the
/// one whose texels are closest to, but not less than half, a pixel along the more squeezed
/// axis (texels per pixel below 2), so a large picture drawn small does not shimmer.
struct SpriteSampler {
    let level: SpriteImage.Level
    /// Texel coordinates of pixel centre `(x, y)`: `sx = ax·x + bx·y + cx`, `sy = ay·x + by·y + cy`.
    let ax: Float, bx: Float, cx: Float
    let ay: Float, by: Float, cy: Float

    /// The sampler for a sprite drawn as a particle, or nil when the particle is too thin to
    /// show (under a thousandth of a pixel) or its numbers are not finite.
    ///
    /// - Parameters: as `Affine.particle`: centre in pixels, rotation's cosine and sine, half
    ///   the stretched width and height in pixels (negative mirrors).
    init?(_ sprite: SpriteImage, centerX: Float, centerY: Float, cos: Float, sin: Float, halfX: Float, halfY: Float) {
        let sizeX = 2 * halfX
        let sizeY = 2 * halfY
        guard sizeX.magnitude > 1e-3, sizeY.magnitude > 1e-3 else { return nil }
        // Texels per pixel along each axis of the picture; the more squeezed axis picks the level.
        var density = max(Float(sprite.width) / sizeX.magnitude, Float(sprite.height) / sizeY.magnitude)
        var index = 0
        while density >= 2 && index < sprite.levels.count - 1 {
            density *= 0.5
            index += 1
        }
        let level = sprite.levels[index]
        self.level = level
        // Unit box to pixels: x = a u + c v + tx, y = b u + d v + ty; its inverse, then
        // (u, v) to texels: s = (u + 0.5) W − 0.5.
        let a = cos * sizeX
        let b = sin * sizeX
        let c = -sin * sizeY
        let d = cos * sizeY
        let determinant = a * d - b * c
        guard determinant.isFinite, determinant != 0 else { return nil }
        let w = Float(level.width)
        let h = Float(level.height)
        let inverse = 1 / determinant
        ax = d * inverse * w
        bx = -c * inverse * w
        cx = -(ax * centerX + bx * centerY) + 0.5 * w - 0.5
        ay = -b * inverse * h
        by = a * inverse * h
        cy = -(ay * centerX + by * centerY) + 0.5 * h - 0.5
        guard ax.isFinite, bx.isFinite, cx.isFinite, ay.isFinite, by.isFinite, cy.isFinite else { return nil }
    }

    /// Pixel rows whose centres can fall in the particle's box, within `limit`; nil when none.
    func rows(
        centerX: Float, centerY: Float, cos: Float, sin: Float, halfX: Float, halfY: Float,
        within limit: Range<Int>
    ) -> Range<Int>? {
        // The box's corners' extreme y.
        let reachY = (halfX * sin).magnitude + (halfY * cos).magnitude
        return PixelSpan.indices(from: centerY - reachY, to: centerY + reachY, within: limit)
    }

    /// Pixel columns of row `y` whose centres fall in the box (`-0.5 < sx < W - 0.5` and
    /// `-0.5 < sy < H - 0.5`), within `limit`; nil when none.
    func columns(row y: Int, within limit: Range<Int>) -> Range<Int>? {
        let py = Float(y) + 0.5
        var low = -Float.infinity
        var high = Float.infinity
        // sx(px) = ax·px + (bx·py + cx) must lie in (-0.5, W - 0.5); likewise sy.
        func narrow(slope: Float, offset: Float, size: Float) -> Bool {
            if slope == 0 { return offset > -0.5 && offset < size - 0.5 }
            let p = (-0.5 - offset) / slope
            let q = (size - 0.5 - offset) / slope
            low = max(low, min(p, q))
            high = min(high, max(p, q))
            return true
        }
        guard narrow(slope: ax, offset: bx * py + cx, size: Float(level.width)),
            narrow(slope: ay, offset: by * py + cy, size: Float(level.height))
        else { return nil }
        return PixelSpan.indices(from: low, to: high, within: limit)
    }

    /// The filtered premultiplied colour at pixel centre `(x + 0.5, y + 0.5)`, packed as
    /// `SpriteImage.pixels` are: the four nearest texels weighted by 8-bit fractions,
    /// `(Σ texel · weight + 32768) / 65536` per channel (weights sum to 65 536), so a channel
    /// never exceeds its alpha.
    ///
    /// Red and blue, and green and alpha, are worked on together in 32-bit halves of a
    /// `UInt64` (a product is at most 255 · 65 536), which is exact and about three times
    /// cheaper than a lane per channel.
    @inline(__always)
    func sample(x: Int, y: Int, pixels: UnsafeBufferPointer<UInt32>) -> UInt32 {
        let px = Float(x) + 0.5
        let py = Float(y) + 0.5
        // Kept above -0.5 by `columns`; the clamp only guards rounding at the ends. Scaling by
        // 256 is exact, so the whole part and the 8-bit fraction come from one conversion.
        let fx = Int((max(ax * px + bx * py + cx, -1) + 1) * 256)
        let fy = Int((max(ay * px + by * py + cy, -1) + 1) * 256)
        let left = fx >> 8 - 1
        let top = fy >> 8 - 1
        let wx = UInt64(fx & 0xFF)
        let wy = UInt64(fy & 0xFF)
        let t00: UInt32
        let t10: UInt32
        let t01: UInt32
        let t11: UInt32
        let width = level.width
        if left >= 0 && top >= 0 && left + 1 < width && top + 1 < level.height {
            let base = top &* width &+ left
            t00 = pixels[base]
            t10 = pixels[base &+ 1]
            t01 = pixels[base &+ width]
            t11 = pixels[base &+ width &+ 1]
        } else {
            t00 = texel(left, top, pixels)
            t10 = texel(left + 1, top, pixels)
            t01 = texel(left, top + 1, pixels)
            t11 = texel(left + 1, top + 1, pixels)
        }
        let w00 = (256 - wx) * (256 - wy)
        let w10 = wx * (256 - wy)
        let w01 = (256 - wx) * wy
        let w11 = wx * wy
        func redBlue(_ p: UInt32) -> UInt64 { UInt64(p & 0xFF) | UInt64(p & 0xFF_0000) << 16 }
        func greenAlpha(_ p: UInt32) -> UInt64 { UInt64(p >> 8 & 0xFF) | UInt64(p >> 24) << 32 }
        let half: UInt64 = 0x8000_0000_8000
        let rb =
            (redBlue(t00) &* w00 &+ redBlue(t10) &* w10 &+ redBlue(t01) &* w01 &+ redBlue(t11) &* w11 &+ half) >> 16
        let ga =
            (greenAlpha(t00) &* w00 &+ greenAlpha(t10) &* w10 &+ greenAlpha(t01) &* w01 &+ greenAlpha(t11) &* w11
                &+ half) >> 16
        return UInt32(truncatingIfNeeded: rb & 0xFF) | UInt32(truncatingIfNeeded: rb >> 32 & 0xFF) << 16
            | UInt32(truncatingIfNeeded: ga & 0xFF) << 8 | UInt32(truncatingIfNeeded: ga >> 32 & 0xFF) << 24
    }

    @inline(__always)
    private func texel(_ x: Int, _ y: Int, _ pixels: UnsafeBufferPointer<UInt32>) -> UInt32 {
        guard x >= 0, y >= 0, x < level.width, y < level.height else { return 0 }
        return pixels[y &* level.width &+ x]
    }
}
