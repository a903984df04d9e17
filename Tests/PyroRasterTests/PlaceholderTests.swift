import Testing
@testable import PyroRaster

@Suite struct PlaceholderTests {
    @Test func moduleLoads() { #expect(Bool(true)) }
}
