import Testing
@testable import PyroLive

@Suite struct PlaceholderTests {
    @Test func moduleLoads() { #expect(Bool(true)) }
}
