extension Float {
    /// 1.5 · 2^23 (12 582 912): adding it to a float rounds that float to an integer, ties to
    /// even, and leaves the integer in the sum's low mantissa bits.
    ///
    /// Floats between 2^23 and 2^24 are spaced exactly 1 apart, so the addition itself does the
    /// rounding; the extra half of 2^23 keeps the sum in that range for negative inputs too (any
    /// |x| < 2^22), where the low bits then hold the integer in two's complement. So
    /// `(x + roundingBias).bitPattern − roundingBiasPattern` is `x` rounded: no library call, no
    /// trapping conversion, and plain vector instructions on every lane of a SIMD vector.
    static var roundingBias: Float {
        @inline(__always) get { 12_582_912 }
    }

    /// The bit pattern of `roundingBias`.
    static var roundingBiasPattern: UInt32 {
        @inline(__always) get { 0x4B40_0000 }
    }
}
