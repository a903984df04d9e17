import Testing

@testable import PyroCore

@Suite struct PolylineTests {
    let line = Polyline([Vector2(0, 0), Vector2(30, 0), Vector2(30, 40)])

    @Test func measuresArcLength() {
        #expect(line.length == 70)
        #expect(line.cumulative == [0, 30, 70])
    }

    @Test func findsPointsByDistanceAlongTheSegments() {
        #expect(line.point(atDistance: 15) == Vector2(15, 0))
        #expect(line.point(atDistance: 50) == Vector2(30, 20))
        #expect(line.point(atDistance: -5) == Vector2(0, 0))
        #expect(line.point(atDistance: 500) == Vector2(30, 40))
        #expect(line.point(atFraction: 0.5) == Vector2(30, 5))
    }

    @Test func dropsRepeatedAndNonFinitePointsSoNoSegmentHasZeroLength() {
        let messy = Polyline([Vector2(1, 1), Vector2(1, 1), Vector2(.nan, 2), Vector2(4, 5), Vector2(4, 5)])
        #expect(messy.points == [Vector2(1, 1), Vector2(4, 5)])
        #expect(messy.length == 5)
        #expect(messy.point(atDistance: 2.5) == Vector2(2.5, 3))
    }

    @Test func appendingPointByPointGivesThePolylineBuiltAtOnce() {
        let drawn = [
            Vector2(0, 0), Vector2(0, 0), Vector2(3, 4), Vector2(.infinity, 1), Vector2(3, 4.5), Vector2(-2, 7),
        ]
        var line = Polyline([])
        for p in drawn { line.append(p) }
        #expect(line == Polyline(drawn))
        #expect(line.points == [Vector2(0, 0), Vector2(3, 4), Vector2(3, 4.5), Vector2(-2, 7)])
        #expect(line.cumulative[...2] == [0, 5, 5.5])
    }

    @Test func degeneratePathsMapEveryDistanceToAFinitePoint() {
        let single = Polyline([Vector2(3, 4), Vector2(3, 4)])
        #expect(single.length == 0)
        #expect(single.point(atDistance: 10) == Vector2(3, 4))
        #expect(single.point(atFraction: .nan) == Vector2(3, 4))
        #expect(Polyline([]).point(atDistance: 1) == .zero)
    }

    @Test func trimmingCutsExactlyAtBothEnds() {
        #expect(line.trimmed(from: 15, to: 50) == [Vector2(15, 0), Vector2(30, 0), Vector2(30, 20)])
        #expect(line.trimmed(from: 60, to: 10) == [Vector2(30, 30), Vector2(30, 30)])
    }
}
