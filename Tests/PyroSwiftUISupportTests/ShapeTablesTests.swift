import PyroCore
import PyroSwiftUISupport
import Testing

@Suite struct ShapeTablesTests {
    @Test func aFrameOfSeveralBatchesBuildsEachBatchsTableOnce() {
        var tables = ShapeTables<Int>()
        let sparks: [ParticleShape] = [.circle]
        let smoke: [ParticleShape] = [.circle, .fivePointStar]
        for _ in 0..<100 {
            // Every frame: the sparks' batch, then the smoke's.
            #expect(tables.table(at: 0, for: sparks) { $0.count } == 1)
            #expect(tables.table(at: 1, for: smoke) { $0.count } == 2)
        }
        #expect(tables.builds == 2)
    }

    @Test func aBatchWhoseShapesChangeIsBuiltAgain() {
        var tables = ShapeTables<[ParticleShape]>()
        _ = tables.table(at: 0, for: [.circle]) { $0 }
        #expect(tables.table(at: 0, for: [.heart]) { $0 } == [.heart])
        #expect(tables.table(at: 0, for: [.heart]) { _ in [] } == [.heart])
        #expect(tables.builds == 2)
    }
}
