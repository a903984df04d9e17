import Testing

@testable import PyroCore

/// Stepped particles are integrated four at a time (`SteppedLanes`, `TurbulenceField`'s lane
/// functions): each lane must give exactly the bits of the one-particle code, whatever shares
/// its group, or frames would depend on grouping.
@Suite struct TurbulenceLaneTests {
    /// Places and times that stress the floor and the clamps: cell edges, -0, halves (ties of the
    /// rounding inside the floor), the lattice limit and beyond, and non-finite values.
    static let awkwardPlaces: [Float] = [
        0, -0.0, 0.5, -0.5, 1, -1, 1.5, -1.5, 2.5, -2.5, 0.999_999_94, -0.999_999_94, 1e-30, -1e-30,
        0x1p20, -0x1p20, 0x1p20 - 0.5, -0x1p20 + 0.5, 0x1p21, -0x1p21, 3e38, -3e38,
        .infinity, -.infinity, .nan, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
    ]
    static let awkwardTimes: [Double] = [
        0, -0.0, 0.5, -0.5, 1, -1, 0x1p30, -0x1p30, 0x1p30 + 0.5, 0x1p31, -0x1p31, 1e300, -1e300,
        .infinity, -.infinity, .nan, 1e-300,
    ]

    /// Lanes whose bits differ from the one-particle results: how many, and the first few
    /// (for the message). Counted, not each expected, because a debug build is slow.
    struct Mismatches {
        var count = 0
        var first: [String] = []

        /// Counts the lanes of `lanes` whose bits differ from `single`'s, found at `context`.
        mutating func compare(
            _ lanes: (SIMD4<Float>, SIMD4<Float>), _ single: [(Float, Float)],
            _ context: @autoclosure () -> String
        ) {
            for j in 0..<4
            where lanes.0[j].bitPattern != single[j].0.bitPattern || lanes.1[j].bitPattern != single[j].1.bitPattern {
                count += 1
                if first.count < 3 {
                    first.append("lane \(j): \(lanes.0[j]), \(lanes.1[j]) against \(single[j]); \(context())")
                }
            }
        }
    }

    @Test func eachLaneOfTheGradientIsTheOneParticleGradientBitForBit() {
        let field = TurbulenceField(Turbulence(strength: 300, scale: 80, speed: 0.5), seed: 5, emitter: 2)
        var random = SplitMix64(seed: 99)
        var mismatches = Mismatches()
        // Random places over several eddies and times over many layers, four to a group, each
        // group mixing cells, signs and layers.
        for _ in 0..<2_000 {
            var u = SIMD4<Float>()
            var v = SIMD4<Float>()
            var w = SIMD4<Double>()
            for j in 0..<4 {
                u[j] = random.nextFloat(in: -40, 40)
                v[j] = random.nextFloat(in: -40, 40)
                w[j] = Double(random.nextFloat(in: -20, 20))
            }
            let single = (0..<4).map { field.gradient(x: u[$0], y: v[$0], time: w[$0]) }
            mismatches.compare(field.gradient(x: u, y: v, time: w), single, "at \(u), \(v), \(w)")
        }
        // Every awkward place against every awkward time, in every lane position.
        for (a, x) in Self.awkwardPlaces.enumerated() {
            for (b, t) in Self.awkwardTimes.enumerated() {
                let y = Self.awkwardPlaces[(a + b) % Self.awkwardPlaces.count]
                let u = SIMD4<Float>(x, y, -x, 0.25)
                let v = SIMD4<Float>(y, x, 0.75, -y)
                let w = SIMD4<Double>(t, -t, 0.3, t)
                let single = (0..<4).map { field.gradient(x: u[$0], y: v[$0], time: w[$0]) }
                mismatches.compare(field.gradient(x: u, y: v, time: w), single, "at \(u), \(v), \(w)")
            }
        }
        #expect(mismatches.count == 0, "\(mismatches.count) lanes differ, first: \(mismatches.first)")
    }

    @Test func eachLaneOfTheAccelerationIsTheOneParticleAccelerationBitForBit() {
        let field = TurbulenceField(Turbulence(strength: 1e4, scale: 3, speed: 7), seed: 1, emitter: 0)
        var random = SplitMix64(seed: 3)
        var mismatches = Mismatches()
        for _ in 0..<1_000 {
            var x = SIMD4<Float>()
            var y = SIMD4<Float>()
            var t = SIMD4<Double>()
            for j in 0..<4 {
                x[j] = random.nextFloat(in: -2000, 2000)
                y[j] = random.nextFloat(in: -2000, 2000)
                t[j] = random.nextUnitDouble() * 100
            }
            let lanes = field.acceleration(x: x, y: y, time: t)
            let single = (0..<4).map { j -> (Float, Float) in
                let a = field.acceleration(x: x[j], y: y[j], time: t[j])
                return (a.x, a.y)
            }
            mismatches.compare((lanes.x, lanes.y), single, "at \(x), \(y), \(t)")
        }
        #expect(mismatches.count == 0, "\(mismatches.count) lanes differ, first: \(mismatches.first)")
    }

    /// Motions that take each branch of a step: drag toward a wind, no drag, turbulence with and
    /// without an attractor, an attractor alone.
    static let motions: [MotionConfiguration] = [
        MotionConfiguration(
            gravity: Vector2(0, 200), drag: 0.5, wind: Vector2(30, 0),
            turbulence: Turbulence(strength: 400, scale: 60, speed: 1),
            attractor: Attractor(center: .unit(Vector2(0.5, 0.5)), strength: 150)),
        MotionConfiguration(gravity: Vector2(0, 600), drag: 0.8, turbulence: Turbulence(strength: 300, scale: 80)),
        MotionConfiguration(gravity: Vector2(10, -40), turbulence: Turbulence(strength: 900, scale: 20, speed: 3)),
        MotionConfiguration(
            gravity: Vector2(0, 100), drag: 2,
            attractor: Attractor(center: .unit(Vector2(0.2, 0.7)), strength: 500, radius: 5)),
    ]

    @Test func steppingFourParticlesTogetherGivesEachItsOwnSteps() {
        let canvas = Size(width: 800, height: 600)
        var random = SplitMix64(seed: 17)
        for (m, motion) in Self.motions.enumerated() {
            let stepper = MotionStepper(motion, canvas: canvas, seed: 11, emitter: m)
            // Four particles of different ages and step counts, some with no steps to take.
            var states: [MotionStepper.State] = []
            var births: [Double] = []
            var froms: [UInt32] = []
            var tos: [UInt32] = []
            for j in 0..<4 {
                states.append(
                    MotionStepper.State(
                        x: random.nextFloat(in: 0, 800), y: random.nextFloat(in: 0, 600),
                        vx: random.nextFloat(in: -300, 300), vy: random.nextFloat(in: -300, 300)))
                births.append(random.nextUnitDouble() * 3)
                let from = UInt32(random.nextIndex(below: 50))
                froms.append(from)
                tos.append(j == 2 ? from : from + UInt32(1 + random.nextIndex(below: 40)))
            }
            // All four rows as one group, and the last three as a partial group.
            for first in [0, 1] {
                var stepped = SteppedColumns()
                stepped.appendNewborns(4) { rows in
                    for (j, state) in states.enumerated() {
                        (rows.x[j], rows.y[j]) = (state.x, state.y)
                        (rows.velocityX[j], rows.velocityY[j]) = (state.vx, state.vy)
                    }
                }
                let count = 4 - first
                let columns = stepped.mutableColumns()
                for j in 0..<4 { columns.steps[j] = froms[j] }
                var lanes = SteppedLanes(columns, row: first, count: count)
                for j in 0..<count where tos[first + j] > froms[first + j] {
                    lanes.step(lane: j, birth: births[first + j], to: tos[first + j])
                }
                stepper.advance(&lanes)
                lanes.store(to: columns, row: first, count: count)
                for j in first..<4 {
                    var expected = states[j]
                    stepper.advance(&expected, from: froms[j], to: tos[j], birth: births[j])
                    #expect(
                        columns.x[j].bitPattern == expected.x.bitPattern
                            && columns.y[j].bitPattern == expected.y.bitPattern
                            && columns.velocityX[j].bitPattern == expected.vx.bitPattern
                            && columns.velocityY[j].bitPattern == expected.vy.bitPattern,
                        "motion \(m), row \(j) of a group from row \(first)")
                    #expect(columns.steps[j] == tos[j])
                }
                // The row before a partial group is left as it was.
                if first == 1 {
                    #expect(columns.x[0] == states[0].x && columns.steps[0] == froms[0])
                }
            }
        }
    }
}
