@testable import PyroCodecs

/// Plays an APNG the way the specification says a viewer does, for tests: each frame's region
/// is decoded, blended onto the canvas ("source" replaces, "over" composites in straight
/// alpha), shown, then disposed of ("none", "background" clears the region, "previous"
/// restores it). Written apart from the encoder so that it is not checked against itself.
enum APNGPlayer {
    /// The canvas after each frame, or nil when the file's structure is broken.
    static func frames(_ file: [UInt8]) -> [RGBAImage]? {
        let chunks = parseChunks(file)
        guard let header = chunks.first, header.type == "IHDR" else { return nil }
        let width = Int(bigEndian32(header.data, 0))
        let height = Int(bigEndian32(header.data, 4))
        var canvas = RGBAImage(width: width, height: height)
        var shown: [RGBAImage] = []
        var control: [UInt8]?
        var data: [UInt8] = []

        func play() -> Bool {
            guard let c = control else { return true }
            let w = Int(bigEndian32(c, 4))
            let h = Int(bigEndian32(c, 8))
            let x0 = Int(bigEndian32(c, 12))
            let y0 = Int(bigEndian32(c, 16))
            let dispose = c[24]
            let blend = c[25]
            guard x0 + w <= width, y0 + h <= height,
                let raw = try? Zlib.decompress(data),
                let pixels = PNGFilter.unfilterRows(raw, rowLength: w * 4, rowCount: h, bytesPerPixel: 4)
            else { return false }
            let before = canvas
            for y in 0..<h {
                for x in 0..<w {
                    let s = (y * w + x) * 4
                    let d = canvas.offset(x: x0 + x, y: y0 + y)
                    let source = Array(pixels[s..<(s + 4)])
                    if blend == 0 || source[3] == 255 {
                        canvas.pixels[d..<(d + 4)] = source[...]
                    } else if source[3] > 0 {
                        let a = Double(source[3]) / 255
                        let b = Double(canvas.pixels[d + 3]) / 255
                        let out = a + b * (1 - a)
                        for k in 0..<3 {
                            let mixed = (Double(source[k]) * a + Double(canvas.pixels[d + k]) * b * (1 - a)) / out
                            canvas.pixels[d + k] = UInt8(mixed.rounded())
                        }
                        canvas.pixels[d + 3] = UInt8((out * 255).rounded())
                    }
                }
            }
            shown.append(canvas)
            for y in 0..<h where dispose != 0 {
                for x in 0..<w {
                    let d = canvas.offset(x: x0 + x, y: y0 + y)
                    canvas.pixels[d..<(d + 4)] = dispose == 1 ? [0, 0, 0, 0] : before.pixels[d..<(d + 4)]
                }
            }
            control = nil
            data = []
            return true
        }

        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                guard play() else { return nil }
                control = chunk.data
            case "IDAT": data += chunk.data
            case "fdAT": data += chunk.data.dropFirst(4)
            default: break
            }
        }
        return play() ? shown : nil
    }
}
