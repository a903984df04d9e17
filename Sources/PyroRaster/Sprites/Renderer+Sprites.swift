import PyroCore

/// How a sprite's texels become a source colour.
enum SpriteTint {
    /// The texel's alpha times this premultiplied colour (packed, red lowest).
    case tinted(UInt32)
    /// The texel's own colour times this alpha (0...255; 255 leaves it as it is).
    case untinted(alpha: UInt32)
}

extension Renderer {
    /// Draws `sprite` as a particle on `rows` of `target`: rotated and stretched like the
    /// particle's unit box (`Affine.particle`), filtered bilinearly (`SpriteSampler`), then
    /// tinted or faded and blended in `mode` (`SpriteBlend`).
    ///
    /// - Parameters:
    ///   - color: the particle's premultiplied colour, opacity included: the tint of a tinted
    ///     sprite; its alpha fades an untinted one.
    static func drawSprite(
        _ sprite: SpriteImage, tinted: Bool, centerX: Float, centerY: Float, cos: Float, sin: Float,
        halfX: Float, halfY: Float, color: UInt32, mode: Blending, into target: RenderTarget, rows: Range<Int>
    ) {
        guard
            let sampler = SpriteSampler(
                sprite, centerX: centerX, centerY: centerY, cos: cos, sin: sin,
                halfX: halfX, halfY: halfY),
            let rowRange = sampler.rows(
                centerX: centerX, centerY: centerY, cos: cos, sin: sin,
                halfX: halfX, halfY: halfY, within: rows)
        else { return }
        let tint: SpriteTint = tinted ? .tinted(color) : .untinted(alpha: color >> 24)
        sampler.level.pixels.withUnsafeBufferPointer { texels in
            switch (tint, mode) {
            case (.tinted(let c), .normal):
                draw(sampler, texels, rowRange, target) {
                    SpriteBlend.over(SpriteBlend.tinted(c, alpha: $0 >> 24), into: $1)
                }
            case (.tinted(let c), .additive):
                draw(sampler, texels, rowRange, target) {
                    SpriteBlend.add(SpriteBlend.tinted(c, alpha: $0 >> 24), into: $1)
                }
            case (.untinted(255), .normal):
                draw(sampler, texels, rowRange, target) { SpriteBlend.over($0, into: $1) }
            case (.untinted(255), .additive):
                draw(sampler, texels, rowRange, target) { SpriteBlend.add($0, into: $1) }
            case (.untinted(let a), .normal):
                draw(sampler, texels, rowRange, target) { SpriteBlend.over(SpriteBlend.scaled($0, by: a), into: $1) }
            case (.untinted(let a), .additive):
                draw(sampler, texels, rowRange, target) { SpriteBlend.add(SpriteBlend.scaled($0, by: a), into: $1) }
            }
        }
    }

    /// Calls `blend` with each covered pixel's filtered texel colour and the pixel, row by row;
    /// pixels whose texels are all transparent are skipped.
    @inline(__always)
    private static func draw(
        _ sampler: SpriteSampler, _ texels: UnsafeBufferPointer<UInt32>, _ rows: Range<Int>, _ target: RenderTarget,
        _ blend: (UInt32, UnsafeMutablePointer<UInt32>) -> Void
    ) {
        for y in rows {
            guard let columns = sampler.columns(row: y, within: 0..<target.width) else { continue }
            let row = target.row(y)
            for x in columns {
                let texel = sampler.sample(x: x, y: y, pixels: texels)
                if texel >> 24 != 0 { blend(texel, row + x) }
            }
        }
    }
}
