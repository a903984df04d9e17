import Testing

@testable import PyroRaster

/// A rectangle's runs of columns in 16.16 fixed point (`FixedRuns`) and the layout of its rows'
/// side distances (`FixedRectangle.interleaved`).
@Suite struct FixedRunsTests {
    /// The runs as first written: bounds rounded outward, and the first column and the end
    /// worked out from them on every row.
    struct Reference {
        var lowU: Int64, lowV: Int64, highU: Int64, highV: Int64
        let stepU: Int64, stepV: Int64, first: Int64, end: Int64

        init(
            centerX: Float, centerY: Float, slopeU: Float, radiusU: Float, slopeV: Float, radiusV: Float,
            firstRow: Int, columns: Range<Int>
        ) {
            let one = 65536.0
            let dy = Double(firstRow) + 0.5 - Double(centerY)
            func side(_ slope: Float, _ radius: Float) -> (low: Int64, high: Int64, step: Int64) {
                let centre = (dy * Double(slope) + Double(centerX) - 0.5) * one
                let r = min(Double(radius), 1e12) * one
                return (Int64(centre - r) - 1, Int64(centre + r) + 1, Int64(Double(slope) * one))
            }
            (lowU, highU, stepU) = side(slopeU, radiusU)
            (lowV, highV, stepV) = side(slopeV, radiusV)
            first = Int64(columns.lowerBound)
            end = Int64(columns.upperBound)
        }

        mutating func next() -> (first: Int, end: Int) {
            let low = max(lowU, lowV)
            let high = min(highU, highV)
            lowU += stepU
            lowV += stepV
            highU += stepU
            highV += stepV
            return (Int(max((low >> 16) + 1, first)), Int(min((high + 0xFFFF) >> 16, end)))
        }
    }

    /// Runs from boxes at every angle (sides parallel to the rows included), sizes up to the
    /// fixed-point path's limit, anywhere on and off a canvas, after skipping rows or not, are
    /// the reference's.
    @Test func runsMatchTheReference() {
        var numbers = LaneExactnessTests.Numbers()
        let turns: [(cos: Float, sin: Float)] = [(1, 0), (0, 1), (-1, 0), (0, -1), (1, 1e-7), (1e-6, 1), (-2e-6, -1)]
        // Counted, not each expected (a debug build is slow); the first few are named.
        var wrong = 0
        var firstWrong: [String] = []
        for round in 0..<3000 {
            var turn = turns[round / 10 % turns.count]
            if round % 10 != 0 {
                let x = numbers.unit() - 0.5
                let y = numbers.unit() - 0.5
                let length = (x * x + y * y).squareRoot()
                turn = length > 0 ? (x / length, y / length) : (1, 0)
            }
            let box = RotatedBox(
                centerX: numbers.unit() * 240 - 20, centerY: numbers.unit() * 240 - 20,
                cos: turn.cos, sin: turn.sin,
                reachU: 0.5 + numbers.unit() * 18, reachV: 0.5 + numbers.unit() * 18)
            let firstRow = Int(numbers.next() % 240)
            let columns = 0..<(1 + Int(numbers.next() % 200))
            var runs = FixedRuns(box, firstRow: firstRow, columns: columns)
            var reference = Reference(
                centerX: box.centerX, centerY: box.centerY, slopeU: box.slopeU,
                radiusU: box.radiusU, slopeV: box.slopeV, radiusV: box.radiusV,
                firstRow: firstRow, columns: columns)
            let skipped = Int(numbers.next() % 3)
            runs.skip(skipped)
            for _ in 0..<skipped { _ = reference.next() }
            for row in 0..<40 {
                let run = runs.next()
                let expected = reference.next()
                if run != expected {
                    wrong += 1
                    if firstWrong.count < 3 { firstWrong.append("round \(round), row \(row): \(run) for \(expected)") }
                }
            }
        }
        #expect(wrong == 0, "\(wrong) rows differ, first: \(firstWrong)")
    }

    /// Row j's four side distances sit in lanes 4j ..< 4j + 4.
    @Test func sideDistancesLieRowByRow() {
        let p = SIMD8<Int16>(0, 1, 2, 3, 4, 5, 6, 7)
        let lanes = FixedRectangle.interleaved(p, p &+ 100, p &+ 200, p &- 300)
        for j in 0..<8 {
            #expect(lanes[4 * j] == Int16(j))
            #expect(lanes[4 * j + 1] == Int16(j) + 100)
            #expect(lanes[4 * j + 2] == Int16(j) + 200)
            #expect(lanes[4 * j + 3] == Int16(j) - 300)
        }
    }
}
