import PyroCore

/// One particle's colour and blend mode, chosen once per particle so that the fixed-point fast
/// paths' pixel loops are compiled once per mode and carry no mode test.
///
/// Coverage arrives as 16-bit "pairs": each pixel's coverage (0...255) in both 16-bit halves of
/// its word, which is the layout `Pixels8` multiplies with. The arithmetic is `Pixels8`'s (and so
/// `Blitter`'s), exactly rounded, so every mode gives the same bytes as the one-pixel loops.
protocol SpanBlend {
    init(color: UInt32)
    /// Eight destination pixels `d`, as 16-bit lanes, blended with coverage pairs `kk`.
    func mix(_ d: SIMD16<UInt16>, _ kk: SIMD16<UInt16>) -> SIMD16<UInt16>
    /// Blends four pixels from `pixels` with coverage pairs `kk`.
    func blend4(_ pixels: UnsafeMutablePointer<UInt32>, _ kk: SIMD8<UInt16>)
    /// Blends `count` (1...8) pixels one by one, for runs that end at the canvas's right edge.
    func blendEach(_ pixels: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt32>, count: Int)
}

/// Each 16-bit lane (up to 255 * 255) divided by 255, rounded to nearest.
@inline(__always)
private func divideBy255<V: SIMD>(_ x: V) -> V where V.Scalar == UInt16 {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
}

/// Each 16-bit lane (up to 255 * 255) divided by 255, rounded to nearest, and moved to the
/// lane's high byte (`divideBy255(x) << 8` in one step fewer).
@inline(__always)
private func divideBy255High<V: SIMD>(_ x: V) -> V where V.Scalar == UInt16 {
    let t = x &+ 128
    return (t &+ (t &>> 8)) & 0xFF00
}

/// Src-over of an opaque colour: a plain mix, `(source * k + destination * (255 - k)) / 255`,
/// with one rounding.
struct OpaqueOverBlend: SpanBlend {
    let color: UInt32
    let rb: SIMD16<UInt16>, ag: SIMD16<UInt16>

    init(color: UInt32) {
        self.color = color
        (rb, ag) = Pixels8.channelPairs(color)
    }

    @inline(__always)
    func mix(_ d: SIMD16<UInt16>, _ kk: SIMD16<UInt16>) -> SIMD16<UInt16> {
        // 255 - k, for k in 0...255.
        let inverse = kk ^ 0x00FF
        let outRB = divideBy255(rb &* kk &+ (d & 0x00FF) &* inverse)
        let outAG = divideBy255High(ag &* kk &+ (d &>> 8) &* inverse)
        return outRB | outAG
    }

    @inline(__always)
    func blend4(_ pixels: UnsafeMutablePointer<UInt32>, _ kk: SIMD8<UInt16>) {
        let raw = UnsafeMutableRawPointer(pixels)
        let d = raw.loadUnaligned(as: SIMD8<UInt16>.self)
        let inverse = kk ^ 0x00FF
        let outRB = divideBy255(rb.lowHalf &* kk &+ (d & 0x00FF) &* inverse)
        let outAG = divideBy255High(ag.lowHalf &* kk &+ (d &>> 8) &* inverse)
        raw.storeBytes(of: outRB | outAG, as: SIMD8<UInt16>.self)
    }

    func blendEach(_ pixels: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt32>, count: Int) {
        Blitter.blendOver(pixels, coverage: coverage, count: count, color: color)
    }
}

/// Src-over of a translucent colour: `source * k + destination * (1 - alpha(source * k))`.
struct OverBlend: SpanBlend {
    let color: UInt32
    let rb: SIMD16<UInt16>, ag: SIMD16<UInt16>

    init(color: UInt32) {
        self.color = color
        (rb, ag) = Pixels8.channelPairs(color)
    }

    @inline(__always)
    func mix(_ d: SIMD16<UInt16>, _ kk: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let sourceRB = divideBy255(rb &* kk)
        let sourceAG = divideBy255(ag &* kk)
        // The scaled source's alpha, from the high half of each word into both halves.
        let alpha = unsafeBitCast(sourceAG, to: SIMD8<UInt32>.self) & 0xFFFF_0000
        let inverse = unsafeBitCast(alpha | alpha &>> 16, to: SIMD16<UInt16>.self) ^ 0x00FF
        let outRB = sourceRB &+ divideBy255((d & 0x00FF) &* inverse)
        let outAG = sourceAG &+ divideBy255((d &>> 8) &* inverse)
        return outRB | outAG &<< 8
    }

    @inline(__always)
    func blend4(_ pixels: UnsafeMutablePointer<UInt32>, _ kk: SIMD8<UInt16>) {
        let raw = UnsafeMutableRawPointer(pixels)
        let d = raw.loadUnaligned(as: SIMD8<UInt16>.self)
        let sourceRB = divideBy255(rb.lowHalf &* kk)
        let sourceAG = divideBy255(ag.lowHalf &* kk)
        let alpha = unsafeBitCast(sourceAG, to: SIMD4<UInt32>.self) & 0xFFFF_0000
        let inverse = unsafeBitCast(alpha | alpha &>> 16, to: SIMD8<UInt16>.self) ^ 0x00FF
        let outRB = sourceRB &+ divideBy255((d & 0x00FF) &* inverse)
        let outAG = sourceAG &+ divideBy255((d &>> 8) &* inverse)
        raw.storeBytes(of: outRB | outAG &<< 8, as: SIMD8<UInt16>.self)
    }

    func blendEach(_ pixels: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt32>, count: Int) {
        Blitter.blendOver(pixels, coverage: coverage, count: count, color: color)
    }
}

/// Additive: `min(255, source * k + destination)` per channel.
struct AddBlend: SpanBlend {
    let color: UInt32
    let rb: SIMD16<UInt16>, ag: SIMD16<UInt16>

    init(color: UInt32) {
        self.color = color
        (rb, ag) = Pixels8.channelPairs(color)
    }

    /// Each 16-bit lane (0...510) clamped to 255, with arithmetic only.
    @inline(__always)
    private static func saturate<V: SIMD>(_ x: V) -> V where V.Scalar == UInt16 {
        (x | (0 &- (x &>> 8))) & 0x00FF
    }

    @inline(__always)
    func mix(_ d: SIMD16<UInt16>, _ kk: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let sumRB = divideBy255(rb &* kk) &+ (d & 0x00FF)
        let sumAG = divideBy255(ag &* kk) &+ (d &>> 8)
        return Self.saturate(sumRB) | Self.saturate(sumAG) &<< 8
    }

    @inline(__always)
    func blend4(_ pixels: UnsafeMutablePointer<UInt32>, _ kk: SIMD8<UInt16>) {
        let raw = UnsafeMutableRawPointer(pixels)
        let d = raw.loadUnaligned(as: SIMD8<UInt16>.self)
        let sumRB = divideBy255(rb.lowHalf &* kk) &+ (d & 0x00FF)
        let sumAG = divideBy255(ag.lowHalf &* kk) &+ (d &>> 8)
        raw.storeBytes(of: Self.saturate(sumRB) | Self.saturate(sumAG) &<< 8, as: SIMD8<UInt16>.self)
    }

    func blendEach(_ pixels: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt32>, count: Int) {
        Blitter.blendAdd(pixels, coverage: coverage, count: count, color: color)
    }
}

extension SpanBlend {
    /// Blends eight pixels from `pixels` with coverage pairs `kk`.
    @inline(__always)
    func blend8(_ pixels: UnsafeMutablePointer<UInt32>, _ kk: SIMD16<UInt16>) {
        let raw = UnsafeMutableRawPointer(pixels)
        raw.storeBytes(of: mix(raw.loadUnaligned(as: SIMD16<UInt16>.self), kk), as: SIMD16<UInt16>.self)
    }

    /// Blends four pixels from `upper` and four from `lower` (two rows of short runs) with
    /// coverage `k` (0...255), upper's in the low four lanes: the work of eight pixels in one pass.
    @inline(__always)
    func blend4x2(_ upper: UnsafeMutablePointer<UInt32>, _ lower: UnsafeMutablePointer<UInt32>,
                  _ k: SIMD8<UInt16>) {
        let kk = SIMD16(k[0], k[0], k[1], k[1], k[2], k[2], k[3], k[3],
                        k[4], k[4], k[5], k[5], k[6], k[6], k[7], k[7])
        let a = UnsafeMutableRawPointer(upper), b = UnsafeMutableRawPointer(lower)
        let d = SIMD16(lowHalf: a.loadUnaligned(as: SIMD8<UInt16>.self), highHalf: b.loadUnaligned(as: SIMD8<UInt16>.self))
        let out = mix(d, kk)
        a.storeBytes(of: out.lowHalf, as: SIMD8<UInt16>.self)
        b.storeBytes(of: out.highHalf, as: SIMD8<UInt16>.self)
    }

    /// Blends coverage `k` (0...255 per lane) into the pixels from `pixels`, of which `count`
    /// (at least 1) are wanted and `room` lie before the canvas's right edge: four or eight at
    /// once where the row has room (lanes past `count` carry zero or near-zero coverage and stay
    /// within the row), one by one at the edge.
    @inline(__always)
    func blend(_ k: SIMD8<UInt16>, into pixels: UnsafeMutablePointer<UInt32>, count: Int, room: Int) {
        if count <= 4 && room >= 4 {
            blend4(pixels, SIMD8(k[0], k[0], k[1], k[1], k[2], k[2], k[3], k[3]))
        } else if room >= 8 {
            blend8(pixels, SIMD16(k[0], k[0], k[1], k[1], k[2], k[2], k[3], k[3],
                                  k[4], k[4], k[5], k[5], k[6], k[6], k[7], k[7]))
        } else {
            blendAtEdge(k, into: pixels, count: min(count, room))
        }
    }

    @inline(never)
    private func blendAtEdge(_ k: SIMD8<UInt16>, into pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        var lanes = SIMD8<UInt32>(truncatingIfNeeded: k)
        withUnsafePointer(to: &lanes) { lanes in
            lanes.withMemoryRebound(to: UInt32.self, capacity: 8) { coverage in
                blendEach(pixels, coverage: coverage, count: min(count, 8))
            }
        }
    }
}
