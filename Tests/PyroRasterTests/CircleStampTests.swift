import PyroCore
import Testing

@testable import PyroRaster

/// Small circles are drawn from cached stamps (`CircleStamps`): their pixels stay within 16/255
/// of the exact circle's at every edge of the stamps' cells, within 1/255 over a frame on
/// average, and depend on nothing but the circle.
@Suite struct CircleStampTests {
    static let side = 24
    static let white: UInt32 = 0xFFFF_FFFF

    /// The coverage (0...255) of every pixel of a `side` × `side` canvas under a circle of
    /// `radius` pixels centred at `x`, `y`: exactly, through `CircleCoverage`.
    static func exact(x: Float, y: Float, radius: Float) -> [Int] {
        coverage { target in drawExactly(x: x, y: y, radius: radius, color: white, on: target) }
    }

    /// Draws the circle of `radius` pixels centred at `x`, `y` with opaque `color` (premultiplied)
    /// on all of `target`, through `CircleCoverage`, as the renderer's exact path does.
    static func drawExactly(x: Float, y: Float, radius: Float, color: UInt32, on target: RenderTarget) {
        LaneTable.with(rows: CircleCoverage.Lanes.tableRows) { table in
            CircleCoverage.Lanes(
                centerX: SIMD8(repeating: x), centerY: SIMD8(repeating: y), radiusX: SIMD8(repeating: radius),
                radiusY: SIMD8(repeating: radius), width: target.width, height: target.height
            )
            .write(to: table, at: 0)
            CircleCoverage(table, at: 0, lane: 0)?.draw(
                rows: 0..<target.height, target: target, blend: OpaqueOverBlend(color: color))
        }
    }

    /// The same from the circle's stamp, looked up (and made) as the first pass does.
    static func stamped(x: Float, y: Float, radius: Float, stamps: inout CircleStamps) -> [Int] {
        let keys = CircleStamps.Keys(
            centerX: SIMD8(repeating: x), centerY: SIMD8(repeating: y), radius: SIMD8(repeating: radius))
        let placement = stamps.placement(keys, lane: 0)
        #expect(placement != nil, "radius \(radius), centre (\(x), \(y)) must be stamped")
        let made = stamps
        return coverage { target in
            guard let placement else { return }
            made.withCoverage { values in
                CircleStamps.draw(
                    placement, from: values, rows: 0..<side, target: target, color: white, mode: .normal)
            }
        }
    }

    /// White drawn by `draw` on transparent black: each pixel's red is its coverage.
    static func coverage(_ draw: (RenderTarget) -> Void) -> [Int] {
        var canvas = PixelCanvas(width: side, height: side)
        canvas.withRenderTarget(draw)
        return canvas.pixels.map { Int($0 & 0xFF) }
    }

    @Test func everyPixelIsWithin16Of255OfTheExactCircleAtEveryEdgeOfItsCell() {
        var stamps = CircleStamps()
        var worst = 0
        var worstCase = ""
        let radiusStep = 1 / Float(CircleStamps.radiusSteps)
        let offsetStep = 1 / Float(CircleStamps.offsetSteps)
        let radiusCount = Int((CircleStamps.radiusLimit - CircleStamps.smallestRadius) / radiusStep)
        for index in 0..<radiusCount {
            let lowest = CircleStamps.smallestRadius + Float(index) * radiusStep
            // A cell's lowest radius and the last float below the next; a centre at a cell's
            // corners, on each axis its first position and the last float before the next cell.
            let cell = index % CircleStamps.offsetSteps
            for radius in [lowest, (lowest + radiusStep).nextDown] {
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let x = 12 + Float(cell) * offsetStep + (dx == 0 ? 0 : offsetStep.nextDown)
                    let y = 11 + Float(15 - cell) * offsetStep + (dy == 0 ? 0 : offsetStep.nextDown)
                    let exact = Self.exact(x: x, y: y, radius: radius)
                    let stamped = Self.stamped(x: x, y: y, radius: radius, stamps: &stamps)
                    let difference = zip(exact, stamped).map { abs($0 - $1) }.max() ?? 0
                    if difference > worst {
                        worst = difference
                        worstCase = "radius \(radius), centre (\(x), \(y))"
                    }
                }
            }
        }
        #expect(worst <= 16, "\(worst)/255 at \(worstCase)")
        #expect(worst > 0, "stamps are quantised, so some pixel must differ")
    }

    @Test func aFrameOfStampedCirclesIsWithinOneLevelOfTheExactOnAverage() {
        let (width, height) = (160, 120)
        var batch = ParticleBatch(name: "dots", blend: .normal, shapes: [.circle])
        var exact = PixelCanvas(width: width, height: height, background: .solid(.black))
        var seed: UInt32 = 2026
        func next() -> Float {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return Float(seed >> 8) / Float(1 << 24)
        }
        let colors: [RGBAColor] = [.red, .yellow, .cyan, .white, .mint]
        exact.withRenderTarget { target in
            for i in 0..<400 {
                let (x, y, diameter) = (next() * Float(width), next() * Float(height), 1 + next() * 7)
                let color = colors[i % colors.count]
                batch.append(id: UInt32(i), x: x, y: y, rotation: 0, width: diameter, height: diameter, color: color)
                Self.drawExactly(
                    x: x, y: y, radius: diameter / 2, color: PremultipliedPixel.premultiplied(color), on: target)
            }
        }
        let list = DisplayList(canvasSize: Size(width: Float(width), height: Float(height)), items: [.particles(batch)])
        let stamped = Fixture.render(list, width: width, height: height, background: .solid(.black))
        var total = 0
        for (a, b) in zip(exact.pixels, stamped.pixels) {
            for shift in stride(from: 0, to: 32, by: 8) {
                total += abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
            }
        }
        let mean = Double(total) / Double(4 * width * height)
        #expect(mean <= 1, "mean difference \(mean)/255")
        #expect(exact.pixels != stamped.pixels, "the frame must be drawn from stamps")
    }

    @Test func aStampDependsOnlyOnItsCircle() {
        var fresh = CircleStamps()
        let alone = Self.stamped(x: 9.3, y: 10.71, radius: 2.2, stamps: &fresh)
        var used = CircleStamps()
        for i in 0..<200 {
            _ = Self.stamped(
                x: 4 + Float(i) * 0.07, y: 15 - Float(i) * 0.05, radius: CircleStamps.smallestRadius + Float(i) * 0.016,
                stamps: &used)
        }
        #expect(Self.stamped(x: 9.3, y: 10.71, radius: 2.2, stamps: &used) == alone)
    }

    @Test(arguments: [
        (Float(12.2), Float(11.6), Float(0.3)), (12.2, 11.6, 4.5), (1.1, 11.6, 2.5), (0.2, 5.3, 1),
    ])
    func circlesOutsideTheStampsAreDrawnExactly(x: Float, y: Float, radius: Float) {
        let list = Fixture.particle(
            .circle, x: x, y: y, width: 2 * radius, height: 2 * radius,
            canvas: Size(width: Float(Self.side), height: Float(Self.side)))
        let drawn = Fixture.render(list, width: Self.side, height: Self.side).pixels.map { Int($0 & 0xFF) }
        #expect(drawn == Self.exact(x: x, y: y, radius: radius))
    }

    @Test func keysStampOnlyRadiiInRangeWithCentresWithin2To18PixelsOfTheOrigin() {
        let keys = CircleStamps.Keys(
            centerX: [5.5, 5.5, 5.5, 5.5, .nan, 262_143, 262_145, -262_145],
            centerY: [5.5, 5.5, 5.5, 5.5, 5.5, 5.5, 5.5, 5.5],
            radius: [0.75, 3.99, 0.74, 4, 2, 2, 2, 2])
        #expect(keys.stamped == [-1, -1, 0, 0, 0, -1, 0, 0])
    }

    @Test func aKeyIsTheRadiusStepThenTheCentresRowAndColumnStepsWithinItsPixel() {
        // Radius step 10, centre 3/16 right of column 12 and 5/16 below row 11; then a centre
        // half a pixel left of the origin, in column -1 at step 8.
        let keys = CircleStamps.Keys(
            centerX: SIMD8(12 + 3.0 / 16, -0.5, 0, 0, 0, 0, 0, 0),
            centerY: SIMD8(11 + 5.0 / 16, 2, 0, 0, 0, 0, 0, 0),
            radius: SIMD8(0.75 + 10.0 / 32, 0.75, 1, 1, 1, 1, 1, 1))
        #expect(keys.key[0] == (10 * 16 + 5) * 16 + 3)
        #expect((keys.column[0], keys.row[0]) == (12, 11))
        #expect(keys.key[1] == (0 * 16 + 0) * 16 + 8)
        #expect((keys.column[1], keys.row[1]) == (-1, 2))
    }

    @Test func aStampThatWouldStartLeftOfTheCanvasHasNoPlacement() {
        var stamps = CircleStamps()
        let keys = CircleStamps.Keys(
            centerX: SIMD8(0.5, 9.5, 0, 0, 0, 0, 0, 0), centerY: SIMD8(repeating: 9.5), radius: SIMD8(repeating: 2))
        #expect(keys.stamped[0] != 0)
        #expect(stamps.placement(keys, lane: 0) == nil)
        // Radius 2 about (9.5, 9.5) reaches 7.5...11.5: columns and rows 7...11.
        let placement = stamps.placement(keys, lane: 1)
        #expect(placement.map { [$0.left, $0.top, Int32($0.width), Int32($0.height)] } == [7, 7, 5, 5])
    }

    @Test func theLargestRadiusBelowTheLimitHasAStamp() {
        var stamps = CircleStamps()
        let radius = CircleStamps.radiusLimit.nextDown
        let stamped = Self.stamped(x: 12.3, y: 11.8, radius: radius, stamps: &stamps)
        let exact = Self.exact(x: 12.3, y: 11.8, radius: radius)
        #expect((zip(exact, stamped).map { abs($0 - $1) }.max() ?? 99) <= 16)
    }
}
