import Testing
@testable import PyroCLI

@Suite struct PlaceholderTests {
    @Test func moduleLoads() { #expect(Bool(true)) }
}
