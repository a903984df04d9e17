import PyroCore

/// The glyphs of one line of text, rendered by FreeType and copied out of its glyph slot, each
/// with its place relative to the pen's start on the baseline (pixels, y down).
struct GlyphRun {
    /// One rendered glyph: premultiplied pixels (red lowest), placed with its top-left corner at
    /// (`left`, `top`) from the origin on the baseline.
    struct Glyph {
        var left: Int, top: Int, width: Int, height: Int
        var pixels: [UInt32]
        var isColor: Bool
    }

    var glyphs: [Glyph] = []

    /// Scalars that only steer shaping, which PyroText does not do: variation selectors and
    /// joiners draw nothing.
    static func isSkipped(_ scalar: Unicode.Scalar) -> Bool {
        (0xFE00...0xFE0F).contains(scalar.value) || scalar.value == 0x200D || scalar.value == 0x200C
    }

    /// Renders every scalar of `text` with FreeType.
    static func render(
        _ text: String, fontData: [UInt8], pixelSize: Int, faceIndex: Int, freeType ft: FreeTypeLibrary
    ) throws(TextSpriteError) -> GlyphRun {
        var library: FreeTypeLibrary.Object?
        let initError = ft.initFreeType(&library)
        guard initError == 0, let library else { throw .freeTypeFailed(call: "FT_Init_FreeType", code: initError) }
        defer { _ = ft.doneFreeType(library) }
        var run = GlyphRun()
        // FreeType reads the font from this memory while the face lives: keep both in this scope.
        try fontData.withUnsafeBufferPointer { (font) throws(TextSpriteError) in
            guard let base = font.baseAddress else { throw .unusableFont(code: 0) }
            var face: FreeTypeLibrary.Object?
            let faceError = ft.newMemoryFace(library, base, font.count, faceIndex, &face)
            guard faceError == 0, let face else { throw .unusableFont(code: faceError) }
            defer { _ = ft.doneFace(face) }
            let flags = face.load(fromByteOffset: FreeTypeRecord.faceFlags, as: Int.self)
            try selectSize(face, flags: flags, pixelSize: pixelSize, freeType: ft)
            let loadFlags =
                FreeTypeRecord.loadRender | (flags & FreeTypeRecord.color != 0 ? FreeTypeRecord.loadColor : 0)
            let slot = face.load(fromByteOffset: FreeTypeRecord.faceGlyph, as: UnsafeRawPointer.self)
            var pen = 0
            for scalar in text.unicodeScalars where !isSkipped(scalar) {
                let index = ft.getCharIndex(face, UInt(scalar.value))
                let error = ft.loadGlyph(face, index, loadFlags)
                guard error == 0 else { throw .freeTypeFailed(call: "FT_Load_Glyph", code: error) }
                if var glyph = copy(slot) {
                    glyph.left += pen
                    run.glyphs.append(glyph)
                }
                // 26.6 fixed point, rounded to whole pixels.
                pen += (slot.load(fromByteOffset: FreeTypeRecord.slotAdvanceX, as: Int.self) + 32) >> 6
            }
        }
        return run
    }

    /// Sets the size: scalable fonts to `pixelSize`; bitmap-only fonts (colour emoji) to the
    /// smallest strike at least that large, or the largest strike.
    private static func selectSize(
        _ face: FreeTypeLibrary.Object, flags: Int, pixelSize: Int, freeType ft: FreeTypeLibrary
    ) throws(TextSpriteError) {
        if flags & FreeTypeRecord.scalable != 0 {
            let error = ft.setPixelSizes(face, 0, UInt32(pixelSize))
            guard error == 0 else { throw .freeTypeFailed(call: "FT_Set_Pixel_Sizes", code: error) }
            return
        }
        let count = Int(face.load(fromByteOffset: FreeTypeRecord.faceFixedSizeCount, as: Int32.self))
        guard flags & FreeTypeRecord.fixedSizes != 0, count > 0,
            let sizes = face.load(fromByteOffset: FreeTypeRecord.faceFixedSizes, as: UnsafeRawPointer?.self)
        else { throw .unusableFont(code: 0) }
        var best = 0
        var bestSize = -1
        for i in 0..<count {
            let size =
                sizes.load(
                    fromByteOffset: i * FreeTypeRecord.fixedSizeStride + FreeTypeRecord.fixedSizeYPixelsPerEm,
                    as: Int.self) >> 6
            let bestFits = bestSize >= pixelSize
            let fits = size >= pixelSize
            if bestSize < 0 || (fits && (!bestFits || size < bestSize)) || (!fits && !bestFits && size > bestSize) {
                best = i
                bestSize = size
            }
        }
        let error = ft.selectSize(face, Int32(best))
        guard error == 0 else { throw .freeTypeFailed(call: "FT_Select_Size", code: error) }
    }

    /// The glyph slot's bitmap as premultiplied pixels, or nil when it has no ink or a pixel
    /// mode PyroText does not read (LCD modes, which it never asks for).
    private static func copy(_ slot: UnsafeRawPointer) -> Glyph? {
        let bitmap = slot + FreeTypeRecord.slotBitmap
        let rows = Int(bitmap.load(fromByteOffset: FreeTypeRecord.bitmapRows, as: UInt32.self))
        let width = Int(bitmap.load(fromByteOffset: FreeTypeRecord.bitmapWidth, as: UInt32.self))
        let pitch = Int(bitmap.load(fromByteOffset: FreeTypeRecord.bitmapPitch, as: Int32.self))
        let mode = bitmap.load(fromByteOffset: FreeTypeRecord.bitmapPixelMode, as: UInt8.self)
        guard rows > 0, width > 0,
            let buffer = bitmap.load(fromByteOffset: FreeTypeRecord.bitmapBuffer, as: UnsafePointer<UInt8>?.self)
        else { return nil }
        var pixels = [UInt32](repeating: 0, count: rows * width)
        for y in 0..<rows {
            // A negative pitch means the rows run bottom-up from `buffer`.
            let row = buffer + y * pitch
            for x in 0..<width {
                let p: UInt32
                switch mode {
                case FreeTypeRecord.pixelModeGray:
                    let a = UInt32(row[x])
                    p = a | a << 8 | a << 16 | a << 24
                case FreeTypeRecord.pixelModeMono:
                    p = row[x >> 3] & (0x80 >> UInt8(x & 7)) != 0 ? 0xFFFF_FFFF : 0
                case FreeTypeRecord.pixelModeBGRA:
                    // Premultiplied already, bytes B, G, R, A.
                    let b = UInt32(row[4 * x])
                    let g = UInt32(row[4 * x + 1])
                    let r = UInt32(row[4 * x + 2])
                    let a = UInt32(row[4 * x + 3])
                    p = min(r, a) | min(g, a) << 8 | min(b, a) << 16 | a << 24
                default:
                    return nil
                }
                pixels[y * width + x] = p
            }
        }
        let left = Int(slot.load(fromByteOffset: FreeTypeRecord.slotBitmapLeft, as: Int32.self))
        let top = Int(slot.load(fromByteOffset: FreeTypeRecord.slotBitmapTop, as: Int32.self))
        return Glyph(
            left: left, top: -top, width: width, height: rows, pixels: pixels,
            isColor: mode == FreeTypeRecord.pixelModeBGRA)
    }

    /// The glyphs painted in order (source over) on one image just large enough for their ink,
    /// plus one transparent pixel all round; colour when any glyph is colour.
    func composed() throws(TextSpriteError) -> (SpriteImage, isColor: Bool) {
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        for g in glyphs where g.pixels.contains(where: { $0 != 0 }) {
            minX = min(minX, g.left)
            minY = min(minY, g.top)
            maxX = max(maxX, g.left + g.width)
            maxY = max(maxY, g.top + g.height)
        }
        guard minX < maxX, minY < maxY else { throw .nothingToDraw }
        let width = maxX - minX + 2
        let height = maxY - minY + 2
        guard width <= SpriteImage.maximumDimension, height <= SpriteImage.maximumDimension else {
            throw .tooLarge(width: width, height: height)
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for g in glyphs {
            for y in 0..<g.height {
                for x in 0..<g.width {
                    let s = g.pixels[y * g.width + x]
                    guard s != 0 else { continue }
                    let i = (g.top - minY + 1 + y) * width + (g.left - minX + 1 + x)
                    pixels[i] = Self.over(s, pixels[i])
                }
            }
        }
        guard let image = SpriteImage(width: width, height: height, premultipliedPixels: pixels) else {
            throw .tooLarge(width: width, height: height)
        }
        return (image, glyphs.contains { $0.isColor })
    }

    /// Premultiplied `s` over `d`, each product divided by 255 rounded to nearest.
    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let inverse = 255 - (s >> 24)
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let t = (d >> shift & 0xFF) * inverse + 128
            out |= ((s >> shift & 0xFF) + ((t + (t >> 8)) >> 8)) << shift
        }
        return out
    }
}
