/// The Adler-32 checksum that closes every zlib stream (RFC 1950, section 8.2).
///
/// Two running sums modulo 65521; the checksum of no bytes is 1 and of "Wikipedia" is
/// 0x11E60398.
///
/// - Complexity: O(n); the modulo is taken once per 5552 bytes, the longest run that cannot
///   overflow 32 bits.
package struct Adler32: Equatable, Sendable {
    /// The checksum of all bytes fed so far: `b << 16 | a`.
    package var value: UInt32 { b << 16 | a }

    private var a: UInt32 = 1
    private var b: UInt32 = 0

    /// A checksum of no bytes (value 1).
    package init() {}

    /// The Adler-32 of `bytes` in one call.
    package static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
        var adler = Adler32()
        adler.update(bytes)
        return adler.value
    }

    /// Adds `bytes` to the checksum.
    package mutating func update(_ bytes: some Collection<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(buffer: $0) }
        if done == nil {
            let copy = Array(bytes)
            copy.withUnsafeBufferPointer { update(buffer: $0) }
        }
    }

    private static let modulus: UInt32 = 65521
    /// The most bytes whose sums fit in 32 bits before reducing (zlib's NMAX).
    private static let maxRun = 5552

    private mutating func update(buffer: UnsafeBufferPointer<UInt8>) {
        var a = self.a
        var b = self.b
        var i = 0
        while i < buffer.count {
            let end = min(buffer.count, i + Self.maxRun)
            while i < end {
                a &+= UInt32(buffer[i])
                b &+= a
                i += 1
            }
            a %= Self.modulus
            b %= Self.modulus
        }
        self.a = a
        self.b = b
    }
}
