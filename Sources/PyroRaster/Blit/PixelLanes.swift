/// Premultiplied RGBA8 pixels seen as 16-bit lanes, two a pixel, so that one vector multiply
/// scales a channel of every pixel at once.
///
/// A pixel is a `UInt32` with red in the lowest byte (see `PremultipliedPixel`). Lane `2i` holds
/// pixel i's red and green (red low), lane `2i + 1` its blue and alpha: masking with `0x00FF`
/// gives red and blue, shifting right by 8 gives green and alpha, each 0...255 in a lane wide
/// enough for a product of two channel values. The blend arithmetic (`SpanBlend`) is written once
/// against this protocol and runs on one, four or eight pixels a step.
protocol PixelLanes: SIMD where Scalar == UInt16 {
    /// The first lanes of `lanes`, as many as this vector holds.
    init(leadingLanesOf lanes: SIMD16<UInt16>)
    /// One coverage value (0...255) a pixel, from `coverage`, in both lanes of its pixel.
    init(coverage: UnsafePointer<UInt32>)
    /// Each pixel's second lane (alpha, in a green-and-alpha vector) copied into both its lanes.
    var secondLaneOfEachPixel: Self { get }
    /// Each lane (at most 255 · 255) divided by 255, rounded to nearest: `dividedBy255()`,
    /// computed in whichever way is cheapest for this many lanes (see `SIMD.dividedBy255()`).
    func productsDividedBy255() -> Self
    /// Byte by byte (every channel of every pixel), the sum with `other`'s, at most 255.
    func addingBytesSaturated(_ other: Self) -> Self
}

/// One pixel.
extension SIMD2: PixelLanes where Scalar == UInt16 {
    @inline(__always)
    init(leadingLanesOf lanes: SIMD16<UInt16>) { self = lanes.lowHalf.lowHalf.lowHalf }

    @inline(__always)
    init(coverage: UnsafePointer<UInt32>) { self.init(repeating: UInt16(truncatingIfNeeded: coverage[0])) }

    @inline(__always)
    var secondLaneOfEachPixel: Self { Self(repeating: self[1]) }

    @inline(__always)
    func productsDividedBy255() -> Self { dividedBy255() }

    @inline(__always)
    func addingBytesSaturated(_ other: Self) -> Self {
        unsafeBitCast(
            unsafeBitCast(self, to: SIMD4<UInt8>.self).addingSaturated(unsafeBitCast(other, to: SIMD4<UInt8>.self)),
            to: Self.self)
    }
}

/// Four pixels.
extension SIMD8: PixelLanes where Scalar == UInt16 {
    /// `dividedBy255()` as one multiply keeping the high half of each 32-bit product (see
    /// `SIMD.dividedBy255()` for why that is the same).
    @inline(__always)
    func productsDividedBy255() -> Self {
        (((self &+ 128).widened &* 257) &>> 16).lowHalves
    }

    @inline(__always)
    init(leadingLanesOf lanes: SIMD16<UInt16>) { self = lanes.lowHalf }

    @inline(__always)
    func addingBytesSaturated(_ other: Self) -> Self {
        unsafeBitCast(
            unsafeBitCast(self, to: SIMD16<UInt8>.self).addingSaturated(unsafeBitCast(other, to: SIMD16<UInt8>.self)),
            to: Self.self)
    }

    @inline(__always)
    init(coverage: UnsafePointer<UInt32>) {
        let k = UnsafeRawPointer(coverage).loadUnaligned(as: SIMD4<UInt32>.self)
        self = unsafeBitCast(k | k &<< 16, to: Self.self)
    }

    @inline(__always)
    var secondLaneOfEachPixel: Self {
        let high = unsafeBitCast(self, to: SIMD4<UInt32>.self) & 0xFFFF_0000
        return unsafeBitCast(high | high &>> 16, to: Self.self)
    }
}

/// Eight pixels.
extension SIMD16: PixelLanes where Scalar == UInt16 {
    /// `dividedBy255()` as one multiply keeping the high half of each 32-bit product (see
    /// `SIMD.dividedBy255()` for why that is the same).
    @inline(__always)
    func productsDividedBy255() -> Self {
        // Half by half: the standard library converts eight lanes in vectors, sixteen by a call.
        Self(lowHalf: lowHalf.productsDividedBy255(), highHalf: highHalf.productsDividedBy255())
    }

    @inline(__always)
    init(leadingLanesOf lanes: SIMD16<UInt16>) { self = lanes }

    @inline(__always)
    func addingBytesSaturated(_ other: Self) -> Self {
        Self(
            lowHalf: lowHalf.addingBytesSaturated(other.lowHalf),
            highHalf: highHalf.addingBytesSaturated(other.highHalf))
    }

    /// `word` in every pixel's place: a pixel, or a pair of channel values in 16-bit halves.
    @inline(__always)
    init(repeatingWord word: UInt32) { self = unsafeBitCast(SIMD8<UInt32>(repeating: word), to: Self.self) }

    @inline(__always)
    init(coverage: UnsafePointer<UInt32>) {
        let k = UnsafeRawPointer(coverage).loadUnaligned(as: SIMD8<UInt32>.self)
        self = unsafeBitCast(k | k &<< 16, to: Self.self)
    }

    @inline(__always)
    var secondLaneOfEachPixel: Self {
        let high = unsafeBitCast(self, to: SIMD8<UInt32>.self) & 0xFFFF_0000
        return unsafeBitCast(high | high &>> 16, to: Self.self)
    }
}

extension PixelLanes {
    /// The pixels at `pixels`.
    @inline(__always)
    init(loading pixels: UnsafeMutablePointer<UInt32>) {
        self = UnsafeRawPointer(pixels).loadUnaligned(as: Self.self)
    }

    /// Writes these pixels to `pixels`.
    @inline(__always)
    func store(to pixels: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(pixels).storeBytes(of: self, as: Self.self)
    }
}

extension SIMD where Scalar == UInt16 {
    /// Each lane (at most 255 · 255) divided by 255, rounded to nearest: the one division of
    /// every blend, premultiplication and coverage product in PyroRaster.
    ///
    /// `(t + t / 256) / 256` with `t = x + 128` is exact for 0...65 025 (ties cannot occur: 255
    /// is odd), and never leaves 16 bits. It is also `t · 257 / 65 536` rounded down (with
    /// `n = t + t / 256`, `t + t / 256` exactly is `n` plus less than one, which cannot carry `n`
    /// past a multiple of 256), which is how the four- and eight-pixel vectors compute it: one
    /// multiply keeping the high half of each product (`pmulhuw` on x86) instead of two shifts
    /// and two adds: `PixelLanes.productsDividedBy255()`. Coverage products are divided in this
    /// form, not that one: before they are spread over the pixels' lanes (`FixedRectangle`'s
    /// short runs and edges), or after (`SpanBlend.blend(products:awayFromEdgeInto:count:)`).
    @inline(__always)
    func dividedBy255() -> Self {
        let t = self &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// `dividedBy255()` moved to the lane's high byte, one instruction shorter than dividing
    /// and shifting: `(t + t / 256)` masked to its high byte is the quotient times 256.
    @inline(__always)
    func dividedBy255InHighByte() -> Self {
        let t = self &+ 128
        return (t &+ (t &>> 8)) & 0xFF00
    }
}

/// Saturating byte sums, written for each width the blends use (sixteen bytes: four pixels;
/// four bytes: one): on a generic vector the comparison below goes lane by lane.
extension SIMD16 where Scalar == UInt8 {
    /// Lane by lane, the sum with `other`'s, at most 255: the wrapped sum with all ones where it
    /// wrapped, which the compiler turns into one saturating add (`paddusb` on x86).
    @inline(__always)
    func addingSaturated(_ other: Self) -> Self {
        let sum = self &+ other
        return sum | unsafeBitCast(sum .< self, to: Self.self)
    }
}

extension SIMD4 where Scalar == UInt8 {
    /// As `SIMD16.addingSaturated(_:)`, for one pixel.
    @inline(__always)
    func addingSaturated(_ other: Self) -> Self {
        let sum = self &+ other
        return sum | unsafeBitCast(sum .< self, to: Self.self)
    }
}
