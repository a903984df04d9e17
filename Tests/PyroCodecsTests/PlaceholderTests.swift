import Testing
@testable import PyroCodecs

@Suite struct PlaceholderTests {
    @Test func moduleLoads() { #expect(Bool(true)) }
}
