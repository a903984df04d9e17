import Testing

@testable import PyroCore

/// The column storage behind the particle store, the batches and the stepped state: a value
/// (copies never see each other's changes), rows walked in the ring's contiguous runs, and rows
/// kept or dropped in order.
@Suite struct ColumnTableTests {
    private static func batch(_ xs: [Float]) -> ParticleBatch {
        var batch = ParticleBatch(name: "b", shapes: [.circle])
        for (i, x) in xs.enumerated() { batch.append(id: UInt32(i), x: x, y: -x, width: 1, height: 1, color: .white) }
        return batch
    }

    @Test func aCopyAndAReadColumnKeepTheirValuesWhenTheOriginalChanges() {
        var batch = Self.batch([1, 2, 3])
        let copy = batch
        let column = batch.x
        batch.mutableColumns(count: 3).x[0] = 9
        for i in 0..<40 { batch.append(id: 3, x: Float(10 + i), y: 0, width: 1, height: 1, color: .red) }
        #expect(Array(copy.x) == [1, 2, 3] && Array(copy.y) == [-1, -2, -3])
        #expect(Array(column) == [1, 2, 3])
        #expect(Array(batch.x.prefix(4)) == [9, 2, 3, 10] && batch.count == 43)
        #expect(copy == Self.batch([1, 2, 3]) && copy != batch)
    }

    @Test func aCopiedSystemAdvancesWithoutMovingTheOriginal() {
        var system = ParticleSystem(emitters: [ScatteredStream.emitter], seed: 3, canvasSize: canvas800x600)
        system.start(emitter: 0, at: 0)
        system.update(to: 1)
        var original = DisplayList(canvasSize: canvas800x600)
        system.render(into: &original)
        var copy = system
        copy.update(to: 1.7)
        var after = DisplayList(canvasSize: canvas800x600)
        system.render(into: &after)
        #expect(after == original && system.time == 1)
        #expect(copy.emitters[0].store.rowBits != system.emitters[0].store.rowBits)
    }

    @Test func ringRowsComeInAtMostTwoRunsOfSlots() {
        func runs(_ segments: RingSegments) -> [[Int]] {
            var runs: [[Int]] = []
            segments.forEachRun { slot, row, count in runs.append([slot, row, count]) }
            return runs
        }
        // A ring of 10 slots whose row 0 is at slot 7.
        #expect(runs(RingSegments(rows: 0..<3, head: 7, capacity: 10)) == [[7, 0, 3]])
        #expect(runs(RingSegments(rows: 1..<6, head: 7, capacity: 10)) == [[8, 0, 2], [0, 2, 3]])
        #expect(runs(RingSegments(rows: 4..<9, head: 7, capacity: 10)) == [[1, 0, 5]])
        #expect(runs(RingSegments(rows: 0..<10, head: 7, capacity: 10)) == [[7, 0, 3], [0, 3, 7]])
        #expect(runs(RingSegments(rows: 2..<2, head: 7, capacity: 10)).isEmpty)
        #expect(runs(RingSegments(firstRows: 4)) == [[0, 0, 4]])
    }

    @Test func keptRowsSlideToTheFrontInOrder() {
        var stepped = SteppedColumns()
        stepped.appendNewborns(8) { rows in
            for i in 0..<8 { (rows.x[i], rows.y[i], rows.velocityX[i], rows.velocityY[i]) = (Float(i), 0, 0, 0) }
        }
        // Of the first five rows, 1 and 3 are dead; rows 5 to 7 are past the flags, all kept.
        let flags: [UInt8] = [1, 0, 1, 0, 1]
        flags.withUnsafeBufferPointer { stepped.compact(alive: $0.baseAddress!, flagged: 5, rows: 8) }
        #expect(stepped.count == 6)
        #expect((0..<6).map { stepped.columns.x[$0] } == [0, 2, 4, 5, 6, 7])
        #expect((0..<6).map { stepped.columns.steps[$0] } == [0, 0, 0, 0, 0, 0])
    }
}

/// A small stream with scattered lives, births and deaths every frame.
private enum ScatteredStream {
    static let emitter = EmitterConfiguration(
        name: "stream", emission: .continuous(rate: 500, duration: nil), origin: .unit(Vector2(0.5, 0.9)),
        lifetime: ValueRange(0.4, 1.2), launch: LaunchConfiguration(angle: 0, spread: 0.6, speed: ValueRange(100, 300)),
        motion: MotionConfiguration(gravity: Vector2(0, 200), drag: 0.5), shapes: [ShapeChoice(.circle, size: 3)],
        colors: [.orange])
}
