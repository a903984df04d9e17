/// Lanes moved between integer widths one lane at a time.
///
/// The standard library's `init(truncatingIfNeeded:)` between vectors is a generic loop that
/// the optimiser inlines or leaves as a call depending on everything else in the function: in
/// a draw loop a call costs more than the conversion. Lane initialisers and subscripts are always
/// inlined, and the compiler turns these into the same vector instructions (zero extension and
/// narrowing shuffles, and with a multiply and a shift between them, one `pmulhuw` on x86).
extension SIMD8 where Scalar == UInt16 {
    /// Each lane zero-extended to 32 bits.
    @inline(__always)
    var widened: SIMD8<UInt32> {
        SIMD8<UInt32>(
            UInt32(self[0]), UInt32(self[1]), UInt32(self[2]), UInt32(self[3]),
            UInt32(self[4]), UInt32(self[5]), UInt32(self[6]), UInt32(self[7]))
    }
}

extension SIMD8 where Scalar == UInt32 {
    /// Each lane's low 16 bits.
    @inline(__always)
    var lowHalves: SIMD8<UInt16> {
        SIMD8<UInt16>(
            UInt16(truncatingIfNeeded: self[0]), UInt16(truncatingIfNeeded: self[1]),
            UInt16(truncatingIfNeeded: self[2]), UInt16(truncatingIfNeeded: self[3]),
            UInt16(truncatingIfNeeded: self[4]), UInt16(truncatingIfNeeded: self[5]),
            UInt16(truncatingIfNeeded: self[6]), UInt16(truncatingIfNeeded: self[7]))
    }

    /// Each lane's low 16 bits, as signed values.
    @inline(__always)
    var signedLowHalves: SIMD8<Int16> {
        unsafeBitCast(lowHalves, to: SIMD8<Int16>.self)
    }
}
