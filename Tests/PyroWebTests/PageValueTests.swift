import Testing

@testable import PyroWeb

/// The bytes `web/src/page-value.js` and the engine hand each other, pinned byte for byte (the
/// page's side is pinned to the same bytes in `web/tests/confetti_engine_test.mjs`).
@Suite struct PageValueTests {
    /// `{"n": [1.5, true, null], "s": "é"}`, `0.9` as a `Float`, in the encoding's tags.
    @Test func aValueIsWrittenAsTaggedLittleEndianBytes() {
        let value = PageValue.object([
            PageMember(key: "n", value: .array([.number(1.5), .bool(true), .null])),
            PageMember(key: "s", value: .string("é")),
        ])
        #expect(
            value.bytes == [
                7, 2, 0, 0, 0,
                1, 0, 0, 0, 0x6E, 6, 3, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0xF8, 0x3F, 2, 0,
                1, 0, 0, 0, 0x73, 5, 2, 0, 0, 0, 0xC3, 0xA9,
            ])
        #expect(PageValue.float(0.9).bytes == [4, 0x66, 0x66, 0x66, 0x3F])
        #expect(PageValue.bool(false).bytes == [1])
    }

    @Test func whatIsWrittenReadsBackTheSameWithFloatsAsNumbers() {
        let value = PageValue.object([
            PageMember(key: "", value: .array([.array([]), .object([]), .string(""), .number(-0.0)])),
            PageMember(key: "x", value: .number(.infinity)),
            PageMember(key: "x", value: .bool(false)),
        ])
        #expect(PageValue(bytes: value.bytes) == value)
        #expect(PageValue(bytes: PageValue.float(0.9).bytes) == .number(Double(Float(0.9))))
    }

    @Test func membersAreFoundByTheirFirstKey() {
        let value = PageValue.object([PageMember(key: "a", value: .null), PageMember(key: "a", value: .bool(true))])
        #expect(value["a"] == .null && value["b"] == nil && PageValue.array([])["a"] == nil)
    }

    @Test(
        arguments: [
            [], [3, 0, 0], [5, 3, 0, 0, 0, 0x61], [6, 0xFF, 0xFF, 0xFF, 0xFF, 0], [7, 1, 0, 0, 0, 0, 0, 0, 0],
            [8], [0, 0], [2, 1],
        ] as [[UInt8]])
    func bytesCutShortMiscountedUnknownOrLeftOverReadAsNothing(bytes: [UInt8]) {
        #expect(PageValue(bytes: bytes) == nil)
    }

    @Test func nestingDeeperThanTheLimitIsNotRead() {
        func nested(_ depth: Int) -> PageValue { depth == 0 ? .null : .array([nested(depth - 1)]) }
        #expect(PageValue(bytes: nested(PageValue.maximumDepth).bytes) == nested(PageValue.maximumDepth))
        #expect(PageValue(bytes: nested(PageValue.maximumDepth + 1).bytes) == nil)
        let deep = Array(repeatElement([6, 1, 0, 0, 0] as [UInt8], count: 100_000).joined()) + [0]
        #expect(PageValue(bytes: deep) == nil)
    }
}
