import PyroCore

/// One colour blended into pixels by coverage: the blend arithmetic of PyroRaster, written once
/// for any number of pixels a step (`PixelLanes`: one, four or eight).
///
/// Coverage `k` (0...255) weights the premultiplied source colour; every product is divided by
/// 255 with exact rounding (`dividedBy255`), so results are integers that are the same on every
/// machine and for every width. A mode is chosen once per particle or row (`Blitter.draw`), so
/// the pixel loops are compiled once per mode and carry no mode test.
protocol SpanBlend {
    /// - Parameter color: premultiplied, opacity included.
    init(color: UInt32)
    /// Destination pixels `d` blended with coverage `kk` (each pixel's coverage in both its lanes).
    func mix<V: PixelLanes>(_ d: V, coverage kk: V) -> V
}

/// Src-over of an opaque colour: a plain mix, `(source · k + destination · (255 − k)) / 255`,
/// with one rounding. (The general src-over below gives the same within one level but rounds
/// twice; this form is cheaper and is what every opaque colour gets.)
struct OpaqueOverBlend: SpanBlend {
    /// The colour's red and blue, and green and alpha, in the lanes of eight pixels (made once
    /// per particle, so that no pixel step has to spread them).
    let redBlue: SIMD16<UInt16>, greenAlpha: SIMD16<UInt16>

    init(color: UInt32) {
        redBlue = SIMD16(repeatingWord: color & 0x00FF_00FF)
        greenAlpha = SIMD16(repeatingWord: (color >> 8) & 0x00FF_00FF)
    }

    @inline(__always)
    func mix<V: PixelLanes>(_ d: V, coverage kk: V) -> V {
        let inverse = kk ^ 0x00FF  // 255 − k, for k in 0...255
        let outRB = (V(leadingLanesOf: redBlue) &* kk &+ (d & 0x00FF) &* inverse).productsDividedBy255()
        let outGA = (V(leadingLanesOf: greenAlpha) &* kk &+ (d &>> 8) &* inverse).dividedBy255InHighByte()
        return outRB | outGA
    }
}

/// Src-over of a translucent colour: `s + d · (255 − alpha(s)) / 255` with `s = source · k / 255`.
struct OverBlend: SpanBlend {
    let redBlue: SIMD16<UInt16>, greenAlpha: SIMD16<UInt16>

    init(color: UInt32) {
        redBlue = SIMD16(repeatingWord: color & 0x00FF_00FF)
        greenAlpha = SIMD16(repeatingWord: (color >> 8) & 0x00FF_00FF)
    }

    @inline(__always)
    func mix<V: PixelLanes>(_ d: V, coverage kk: V) -> V {
        let sourceRB = (V(leadingLanesOf: redBlue) &* kk).productsDividedBy255()
        let sourceGA = (V(leadingLanesOf: greenAlpha) &* kk).productsDividedBy255()
        let inverse = sourceGA.secondLaneOfEachPixel ^ 0x00FF
        let outRB = sourceRB &+ ((d & 0x00FF) &* inverse).productsDividedBy255()
        let outGA = sourceGA &+ ((d &>> 8) &* inverse).productsDividedBy255()
        return outRB | outGA &<< 8
    }
}

/// Additive: `min(255, source · k / 255 + destination)` per channel.
struct AddBlend: SpanBlend {
    let redBlue: SIMD16<UInt16>, greenAlpha: SIMD16<UInt16>

    init(color: UInt32) {
        redBlue = SIMD16(repeatingWord: color & 0x00FF_00FF)
        greenAlpha = SIMD16(repeatingWord: (color >> 8) & 0x00FF_00FF)
    }

    /// The scaled source (each channel at most 255) goes back into pixel form, and one
    /// saturating add per byte gives every channel's clamped sum.
    @inline(__always)
    func mix<V: PixelLanes>(_ d: V, coverage kk: V) -> V {
        let sourceRB = (V(leadingLanesOf: redBlue) &* kk).productsDividedBy255()
        let sourceGA = (V(leadingLanesOf: greenAlpha) &* kk).productsDividedBy255()
        return (sourceRB | sourceGA &<< 8).addingBytesSaturated(d)
    }
}

extension SpanBlend {
    /// Blends the pixels at `pixels` (as many as `V` holds) with coverage pairs `kk`.
    @inline(__always)
    func blend<V: PixelLanes>(_ pixels: UnsafeMutablePointer<UInt32>, coverage kk: V) {
        mix(V(loading: pixels), coverage: kk).store(to: pixels)
    }

    /// Blends a row of `count` pixels, one coverage value (0...255) each: eight at a time, then
    /// one by one (skipping uncovered pixels, which blending would leave as they are).
    @inline(__always)
    func blend(_ pixels: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt32>, count: Int) {
        var i = 0
        while i &+ 8 <= count {
            blend(pixels + i, coverage: SIMD16<UInt16>(coverage: coverage + i))
            i &+= 8
        }
        while i < count {
            if coverage[i] != 0 { blend(pixels + i, coverage: SIMD2<UInt16>(coverage: coverage + i)) }
            i &+= 1
        }
    }

    /// Blends four pixels from `upper` and four from `lower` (two rows of short runs) with
    /// coverage `k` (0...255), upper's in the low four lanes: the work of eight pixels in one pass.
    @inline(__always)
    func blend4x2(_ upper: UnsafeMutablePointer<UInt32>, _ lower: UnsafeMutablePointer<UInt32>, _ k: SIMD8<UInt16>) {
        let d = SIMD16(lowHalf: SIMD8<UInt16>(loading: upper), highHalf: SIMD8<UInt16>(loading: lower))
        let out = mix(d, coverage: Self.pairs(k))
        out.lowHalf.store(to: upper)
        out.highHalf.store(to: lower)
    }

    /// Blends coverage `k` (0...255 per lane) into the pixels from `pixels`, of which `count`
    /// (at least 1) are wanted and `room` lie before the canvas's right edge: four or eight at
    /// once where the row has room (lanes past `count` carry zero or near-zero coverage and stay
    /// within the row), one by one at the edge.
    @inline(__always)
    func blend(_ k: SIMD8<UInt16>, into pixels: UnsafeMutablePointer<UInt32>, count: Int, room: Int) {
        if count <= 4 && room >= 4 {
            blend(pixels, coverage: Self.pairs(k.lowHalf))
        } else if room >= 8 {
            blend(pixels, coverage: Self.pairs(k))
        } else {
            blendAtEdge(k, into: pixels, count: min(count, room))
        }
    }

    /// `blend(_:into:count:room:)` where at least eight pixels lie before the canvas's right
    /// edge: the same four or eight pixels at once, with no call to the edge's one-by-one path
    /// (whose call would make the compiler save vector registers around every step of a loop).
    @inline(__always)
    func blend(_ k: SIMD8<UInt16>, awayFromEdgeInto pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        if count <= 4 {
            blend(pixels, coverage: Self.pairs(k.lowHalf))
        } else {
            blend(pixels, coverage: Self.pairs(k))
        }
    }

    @inline(never)
    private func blendAtEdge(_ k: SIMD8<UInt16>, into pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        for i in 0..<min(count, 8) where k[i] != 0 {
            blend(pixels + i, coverage: SIMD2<UInt16>(repeating: k[i]))
        }
    }

    /// `blend(_:awayFromEdgeInto:count:)` with coverage `products.dividedBy255()` (each
    /// product at most 255 · 255), divided after it is spread over the pixels' lanes (the same
    /// values, as division is lane by lane): spreading the quotients made the compiler divide
    /// the high four lanes a second time.
    @inline(__always)
    func blend(products: SIMD8<UInt16>, awayFromEdgeInto pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        if count <= 4 {
            blend(pixels, coverage: Self.pairs(products.lowHalf).dividedBy255())
        } else {
            blend(pixels, coverage: Self.pairs(products).dividedBy255())
        }
    }

    /// Eight coverage values, each in both lanes of its pixel.
    @inline(__always)
    static func pairs(_ k: SIMD8<UInt16>) -> SIMD16<UInt16> {
        SIMD16(k[0], k[0], k[1], k[1], k[2], k[2], k[3], k[3], k[4], k[4], k[5], k[5], k[6], k[6], k[7], k[7])
    }

    /// Four coverage values, each in both lanes of its pixel.
    @inline(__always)
    static func pairs(_ k: SIMD4<UInt16>) -> SIMD8<UInt16> {
        SIMD8(k[0], k[0], k[1], k[1], k[2], k[2], k[3], k[3])
    }
}
