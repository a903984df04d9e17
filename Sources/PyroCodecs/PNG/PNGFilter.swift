/// PNG's per-row prediction filters (PNG specification, section 9), which turn smooth
/// pixels into small numbers that Deflate compresses well.
enum PNGFilter: UInt8, CaseIterable {
    case none = 0
    case sub, up, average, paeth

    /// `pixels` (rows of `rowLength` bytes, `bytesPerPixel` each) filtered for Deflate: each
    /// row gets a filter-type byte, then its filtered bytes.
    ///
    /// Each row uses the filter whose output has the smallest sum of absolute values when read
    /// as signed bytes, the heuristic the PNG specification recommends.
    static func filterRows(_ pixels: [UInt8], rowLength: Int, rowCount: Int, bytesPerPixel: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: (rowLength + 1) * rowCount)
        var scratch = [UInt8](repeating: 0, count: rowLength * 5)
        let zeroRow = [UInt8](repeating: 0, count: rowLength)
        pixels.withUnsafeBufferPointer { pixels in
            zeroRow.withUnsafeBufferPointer { zeroRow in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    out.withUnsafeMutableBufferPointer { out in
                        for y in 0..<rowCount {
                            let row = UnsafeBufferPointer(rebasing: pixels[(y * rowLength)..<((y + 1) * rowLength)])
                            let above =
                                y == 0
                                ? zeroRow
                                : UnsafeBufferPointer(rebasing: pixels[((y - 1) * rowLength)..<(y * rowLength)])
                            var bestFilter = 0
                            var bestScore = Int.max
                            for filter in 0..<5 {
                                let score = apply(
                                    filter, row: row, above: above, bpp: bytesPerPixel,
                                    into: scratch.baseAddress! + filter * rowLength)
                                if score < bestScore {
                                    bestScore = score
                                    bestFilter = filter
                                }
                            }
                            let base = y * (rowLength + 1)
                            out[base] = UInt8(bestFilter)
                            (out.baseAddress! + base + 1).update(
                                from: scratch.baseAddress! + bestFilter * rowLength, count: rowLength)
                        }
                    }
                }
            }
        }
        return out
    }

    /// Filters one row into `dest` and returns the sum of |signed byte| of the result.
    ///
    /// One loop per filter, with the first pixel (which has no left neighbour) split off, keeps
    /// the inner loops free of branches; this step dominates PNG encoding time.
    private static func apply(
        _ filter: Int, row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>, bpp: Int,
        into dest: UnsafeMutablePointer<UInt8>
    ) -> Int {
        let n = row.count
        let head = min(bpp, n)
        var score = 0
        @inline(__always) func put(_ i: Int, _ v: UInt8) {
            dest[i] = v
            score += Int(Int8(bitPattern: v).magnitude)
        }
        switch filter {
        case 0:
            for i in 0..<n { put(i, row[i]) }
        case 1:
            for i in 0..<head { put(i, row[i]) }
            for i in head..<n { put(i, row[i] &- row[i - bpp]) }
        case 2:
            for i in 0..<n { put(i, row[i] &- above[i]) }
        case 3:
            for i in 0..<head { put(i, row[i] &- above[i] >> 1) }
            for i in head..<n { put(i, row[i] &- UInt8((UInt16(row[i - bpp]) + UInt16(above[i])) >> 1)) }
        default:
            // With no left neighbour Paeth predicts from above.
            for i in 0..<head { put(i, row[i] &- above[i]) }
            for i in head..<n { put(i, row[i] &- paeth(row[i - bpp], above[i], above[i - bpp])) }
        }
        return score
    }

    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Reverses the filters in place: `data` holds `rowCount` rows, each a filter byte plus
    /// `rowLength` bytes; the result is the bare pixel rows. Returns nil for an unknown filter.
    static func unfilterRows(_ data: [UInt8], rowLength: Int, rowCount: Int, bytesPerPixel bpp: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: rowLength * rowCount)
        var ok = true
        data.withUnsafeBufferPointer { data in
            out.withUnsafeMutableBufferPointer { out in
                for y in 0..<rowCount {
                    let source = y * (rowLength + 1)
                    let dest = y * rowLength
                    let above = dest - rowLength
                    let filter = data[source]
                    guard filter <= 4 else {
                        ok = false
                        return
                    }
                    for i in 0..<rowLength {
                        let x = data[source + 1 + i]
                        let a = i >= bpp ? out[dest + i - bpp] : 0
                        let b = y > 0 ? out[above + i] : 0
                        let c = (y > 0 && i >= bpp) ? out[above + i - bpp] : 0
                        let predicted: UInt8
                        switch filter {
                        case 0: predicted = 0
                        case 1: predicted = a
                        case 2: predicted = b
                        case 3: predicted = UInt8((Int(a) + Int(b)) >> 1)
                        default: predicted = paeth(a, b, c)
                        }
                        out[dest + i] = x &+ predicted
                    }
                }
            }
        }
        return ok ? out : nil
    }
}
