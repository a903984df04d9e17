/// The CRC-32 used by PNG, zip and gzip (ISO 3309, reflected polynomial 0xEDB88320).
///
/// Feed bytes with `update(_:)` in as many pieces as convenient; `value` is the checksum of
/// everything fed so far. The CRC of "123456789" is 0xCBF43926.
///
/// - Complexity: O(n) in the bytes fed; eight bytes a step through eight 256-entry tables
///   ("slicing by 8").
package struct CRC32: Equatable, Sendable {
    /// The checksum of all bytes fed so far.
    package var value: UInt32 { ~state }

    private var state: UInt32 = 0xFFFF_FFFF

    /// A checksum of no bytes (value 0).
    package init() {}

    /// The CRC-32 of `bytes` in one call.
    package static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }

    /// Adds `bytes` to the checksum.
    package mutating func update(_ bytes: some Collection<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(buffer: $0) }
        if done == nil {
            let copy = Array(bytes)
            copy.withUnsafeBufferPointer { update(buffer: $0) }
        }
    }

    private mutating func update(buffer: UnsafeBufferPointer<UInt8>) {
        let table = crc32SlicingTables
        var crc = state
        var i = 0
        let n = buffer.count
        table.withUnsafeBufferPointer { t in
            while i + 8 <= n {
                let lo =
                    crc
                    ^ (UInt32(buffer[i]) | UInt32(buffer[i + 1]) << 8
                        | UInt32(buffer[i + 2]) << 16 | UInt32(buffer[i + 3]) << 24)
                crc =
                    t[7 * 256 + Int(lo & 0xFF)] ^ t[6 * 256 + Int((lo >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((lo >> 16) & 0xFF)] ^ t[4 * 256 + Int(lo >> 24)]
                    ^ t[3 * 256 + Int(buffer[i + 4])] ^ t[2 * 256 + Int(buffer[i + 5])]
                    ^ t[1 * 256 + Int(buffer[i + 6])] ^ t[Int(buffer[i + 7])]
                i += 8
            }
            while i < n {
                crc = t[Int((crc ^ UInt32(buffer[i])) & 0xFF)] ^ (crc >> 8)
                i += 1
            }
        }
        state = crc
    }
}

/// Eight 256-entry tables: table k gives the CRC of a byte followed by k zero bytes.
private let crc32SlicingTables: [UInt32] = {
    var t = [UInt32](repeating: 0, count: 8 * 256)
    for n in 0..<256 {
        var c = UInt32(n)
        for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        t[n] = c
    }
    for k in 1..<8 {
        for n in 0..<256 {
            let previous = t[(k - 1) * 256 + n]
            t[k * 256 + n] = t[Int(previous & 0xFF)] ^ (previous >> 8)
        }
    }
    return t
}()
