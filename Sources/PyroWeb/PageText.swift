// Text between the page and the engine. The page writes UTF-8 into `pyro_input` before a call that
// reads text (an effect's name, an effect file), and reads `pyro_output` after a call that writes
// text (an error, the engine's facts).

/// The page's text for the next call (grown by `pyro_input`).
nonisolated(unsafe) var input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)
/// The last text the engine wrote for the page, as UTF-8.
nonisolated(unsafe) var output = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)

/// The most text the page may hand over at once, in bytes (an effect file of 16 MiB).
let maximumInputBytes: Int32 = 16 << 20

/// Room for `length` bytes of UTF-8 from the page (at most 16 MiB); nil when too large.
@_cdecl("pyro_input")
func pyroInput(_ length: Int32) -> UnsafeMutablePointer<UInt8>? {
    guard length >= 0, length <= maximumInputBytes else { return nil }
    if input.count < Int(length) {
        input.deallocate()
        input = .allocate(capacity: Int(length))
    }
    return input.baseAddress
}

/// The first `length` bytes of `pyro_input`, or nil when the page wrote fewer.
package func inputBytes(_ length: Int32) -> [UInt8]? {
    guard length >= 0, Int(length) <= input.count else { return nil }
    return Array(input[0..<Int(length)])
}

/// The first `length` bytes of `pyro_input` as text, or nil when the page wrote fewer.
func inputText(_ length: Int32) -> String? {
    inputBytes(length).map { String(decoding: $0, as: UTF8.self) }
}

/// Where the last text for the page starts; its length is `pyro_output_length`.
@_cdecl("pyro_output")
func pyroOutput() -> UnsafeMutablePointer<UInt8>? { output.baseAddress }

/// Bytes in `pyro_output`.
@_cdecl("pyro_output_length")
package func pyroOutputLength() -> Int32 { Int32(output.count) }

/// Replaces `pyro_output` with `text`.
package func write(_ text: String) {
    write(bytes: Array(text.utf8))
}

/// Replaces `pyro_output` with `bytes` (an encoded file, for the studio).
package func write(bytes: [UInt8]) {
    output.deallocate()
    output = .allocate(capacity: bytes.count)
    _ = output.initialize(from: bytes)
}

/// Writes `message` for the page and returns `status`, for a call that failed.
package func fail(_ status: Int32, _ message: String) -> Int32 {
    write(message)
    return status
}
