import Testing

@testable import PyroCodecs

/// Every standard PNG format through `RGBAImage(pngData:)`: files written by an independent
/// encoder (a short Python script with zlib), each with the straight RGBA8 pixels it must read as.
@Suite struct PNGFormatTests {
    static let cases: [(name: String, width: Int, height: Int, file: String, rgba: String)] = [
        (
            "palette2", 5, 3,
            "89504e470d0a1a0a0000000d494844520000000500000003020300000026582d6b0000000c504c5445ff000000ff000000fffac80aa01b04ba0000000374524e53ff80007f6d68780000001149444154789c63906660c87160d8d8000005df01f9a109b1790000000049454e44ae426082",
            "ff0000ff00ff00800000ff00fac80affff0000ff00ff00800000ff00fac80affff0000ff00ff00800000ff00fac80affff0000ff00ff00800000ff00"
        ),
        (
            "gray1", 10, 2,
            "89504e470d0a1a0a0000000d494844520000000a000000020100000000491a707d0000000e49444154789c6308756058d50000048301c0e09301af0000000049454e44ae426082",
            "000000ffffffffff000000ffffffffff000000ffffffffff000000ffffffffff000000ffffffffffffffffff000000ffffffffff000000ffffffffff000000ffffffffff000000ffffffffff000000ff"
        ),
        (
            "gray4trns", 3, 2,
            "89504e470d0a1a0a0000000d49484452000000030000000204000000007defd4c70000000274524e53000506f939b70000000e49444154789c63605dc020b60100037b016c457d4df00000000049454e44ae426082",
            "000000ff55555500aaaaaaff111111ff666666ffbbbbbbff"
        ),
        (
            "grayalpha16", 2, 2,
            "89504e470d0a1a0a0000000d4948445200000002000000021004000000882f19ec0000001b49444154789c636060f8ffbfd420793f03f38bffff2b2592f7030045f30862f13a8c350000000049454e44ae426082",
            "000000ff75757563030303ff79797963"
        ),
        (
            "rgb16trns", 2, 1,
            "89504e470d0a1a0a0000000d49484452000000020000000110020000002bd0349e0000000674524e5303e807d00bb8c68616dd0000001349444154789c63606060bfc0bd83f90588040014f704209be1a74f0000000049454e44ae426082",
            "00070bff03070b00"
        ),
        (
            "rgbaInterlaced", 9, 10,
            "89504e470d0a1a0a0000000d49484452000000090000000a0806000001110244280000013049444154789c158e4d6a5b4110842bb12ccb46d842b441212604ec456308249b904543b2ccb20fd1879843f421fa10ef5cb1f57e66de8fe464b2aba28afa0a00fe0650804089f8f5020516687cee50e5a2ba2ba1d530704ec004d6cd94f430806337a4f87a44cdceccab45b926bc2dc1bb014898386d8ba6c390d25317a936097813e064c0ecc008e2f727e1f56c7c333adf6690ae66d1ed684ad9f5a107a5f528699f2d7dea3d3db7a0d86489436fc1adc78f57d4d537a27767a6ba45178bd26a36ba9c12ad47a7ab12b4c980e04472b1b0ac6791eb49a532e4ae24d96797fb21e4d0038699ec7262bb19c5ee8a1a65b30f43b2cab6c72e8c5bc031925f15f6db2c7e3fa83ff4e68f5df2e7d6fddb31fcffa706999aeb819b7d2fcdc74e9ba7d69a2fc7d47c7ff5e6e74b34bffffc03210e98c2133a701b0000000049454e44ae426082",
            "000000ff140000fe280000fd3c0000fc500000fb640000fa780000f98c0000f8a00000f7001400fe141401fd281402fc3c1403fb501404fa641405f9781406f88c1407f7a01408f6002800fd142802fc282804fb3c2806fa502808f964280af878280cf78c280ef6a02810f5003c00fc143c03fb283c06fa3c3c09f9503c0cf8643c0ff7783c12f68c3c15f5a03c18f4005000fb145004fa285008f93c500cf8505010f7645014f6785018f58c501cf4a05020f3006400fa146405f928640af83c640ff7506414f6646419f578641ef48c6423f3a06428f2007800f9147806f828780cf73c7812f6507818f564781ef4787824f38c782af2a07830f1008c00f8148c07f7288c0ef63c8c15f5508c1cf4648c23f3788c2af28c8c31f1a08c38f000a000f714a008f628a010f53ca018f450a020f364a028f278a030f18ca038f0a0a040ef00b400f614b409f528b412f43cb41bf350b424f264b42df178b436f08cb43fefa0b448ee"
        ),
        (
            "paletteInterlaced1", 3, 3,
            "89504e470d0a1a0a0000000d49484452000000030000000301030000011be1176a00000006504c54450908070605045158d7910000000f49444154789c6360008306205c000004ac01a1278500c90000000049454e44ae426082",
            "090807ff060504ff090807ff060504ff090807ff060504ff090807ff060504ff090807ff"
        ),
    ]

    static func bytes(_ hex: String) -> [UInt8] {
        let digits = Array(hex.utf8)
        return stride(from: 0, to: digits.count, by: 2).map {
            UInt8(String(decoding: digits[$0..<($0 + 2)], as: UTF8.self), radix: 16)!
        }
    }

    @Test func readsGreyPaletteSixteenBitInterlacedAndTransparentFiles() throws {
        for c in Self.cases {
            let image = try RGBAImage(pngData: Self.bytes(c.file))
            #expect(image.width == c.width && image.height == c.height, "\(c.name)")
            #expect(image.pixels == Self.bytes(c.rgba), "\(c.name)")
        }
    }

    @Test func damagedFilesOfEveryFormatThrowNeverTrap() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for c in Self.cases {
            let file = Self.bytes(c.file)
            for _ in 0..<300 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                var damaged = file
                let at = Int(seed >> 33) % damaged.count
                damaged[at] ^= UInt8(truncatingIfNeeded: seed >> 8) | 1
                if seed & 1 == 0 { damaged.removeLast(Int(seed >> 40) % 8) }
                _ = try? RGBAImage(pngData: damaged)
            }
        }
    }

    @Test func aPaletteWithoutPLTEOrAnIndexBeyondItIsRefused() throws {
        // palette2 with its PLTE chunk cut out (bytes 33..<57: length, type, 12 bytes, CRC).
        var file = Self.bytes(Self.cases[0].file)
        file.removeSubrange(33..<57)
        #expect(throws: PNGReadError("PNG palette is missing, malformed, or shorter than a pixel's index")) {
            try RGBAImage(pngData: file)
        }
    }
}
