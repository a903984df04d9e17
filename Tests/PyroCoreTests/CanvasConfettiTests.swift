import Foundation
import Testing

@testable import PyroCore

@Suite struct CanvasConfettiTests {
    @Test func defaultsAreCanvasConfettis() {
        let o = CanvasConfetti.Options()
        #expect(o.particleCount == 50 && o.angle == 90 && o.spread == 45 && o.startVelocity == 45)
        #expect(o.decay == 0.9 && o.gravity == 1 && o.drift == 0 && o.ticks == 200 && o.scalar == 1)
        #expect(o.origin == Vector2(0.5, 0.5))
        #expect(o.shapes == [.square, .circle])
        #expect(
            o.colors.map(\.hexString) == [
                "#26CCFFFF", "#A25AFDFF", "#FF5E7EFF", "#88FF5AFF", "#FCFF42FF", "#FFA62DFF", "#FF36FFFF",
            ])
    }

    /// canvas-confetti's per-tick loop for one piece launched straight up at `speed` points
    /// per tick: the position after `ticks` ticks.
    func tickedPosition(from start: Vector2, speed: Double, ticks: Int, options o: CanvasConfetti.Options) -> Vector2 {
        var x = Double(start.x)
        var y = Double(start.y)
        var v = speed
        for _ in 0..<ticks {
            x += Double(o.drift)
            y += -v + 3 * Double(o.gravity)
            v *= Double(o.decay)
        }
        return Vector2(Float(x), Float(y))
    }

    @Test(arguments: [(Float(0.9), Float(1), Float(0)), (0.94, 0.5, 1.5), (1, 2, -1)])
    func atEveryWholeTickAPieceIsWhereCanvasConfettisLoopPutsIt(decay: Float, gravity: Float, drift: Float) throws {
        var o = CanvasConfetti.Options()
        o.particleCount = 1
        o.spread = 0
        o.decay = decay
        o.gravity = gravity
        o.drift = drift
        var confetti = CanvasConfetti(seed: 3, canvasSize: canvas800x600)
        confetti.fire(o, at: 0)
        let start = Vector2(400, 300)
        // The piece's own speed, from its first tick: y(1) = y0 - v + 3g.
        let first = try #require(confetti.batch("canvas-confetti", at: 1.0 / 60))
        let speed = Double(start.y - first.y[0]) + 3 * Double(gravity)
        #expect(speed >= 0.5 * 45 - 0.01 && speed <= 1.5 * 45 + 0.01)
        for ticks in [10, 30, 90, 150] {
            let piece = try #require(confetti.batch("canvas-confetti", at: Double(ticks) / 60))
            let expected = tickedPosition(from: start, speed: speed, ticks: ticks, options: o)
            #expect(abs(piece.x[0] - expected.x) < 0.01, "x after \(ticks) ticks")
            #expect(abs(piece.y[0] - expected.y) < 0.02, "y after \(ticks) ticks")
        }
    }

    @Test func piecesFadeLinearlyOverTicksAndAreGoneAfter() throws {
        var confetti = CanvasConfetti(seed: 1, canvasSize: canvas800x600)
        confetti.fire(CanvasConfetti.Options(), at: 1)
        let half = try #require(confetti.batch("canvas-confetti", at: 1 + 100.0 / 60))
        #expect(half.count == 50)
        #expect(half.opacity.allSatisfy { abs($0 - 0.5) < 1e-4 })
        confetti.update(to: 1 + 199.0 / 60)
        #expect(confetti.liveCount == 50 && !confetti.isFinished(at: 1 + 199.0 / 60))
        confetti.update(to: 1 + 200.0 / 60)
        #expect(confetti.liveCount == 0 && confetti.isFinished(at: 1 + 200.0 / 60))
    }

    @Test func eachCallHasItsOwnOptionsAndDifferentPieces() throws {
        var confetti = CanvasConfetti(seed: 5, canvasSize: canvas800x600)
        var left = CanvasConfetti.Options()
        left.origin = Vector2(0.1, 0.9)
        left.particleCount = 30
        var right = left
        right.origin = Vector2(0.9, 0.9)
        confetti.fire(left, at: 0)
        confetti.fire(right, at: 0)
        let list = confetti.frame(at: 0.2)
        #expect(list.particleCount == 60)
        let batches = list.batches
        #expect(batches.count == 2)
        #expect(batches[0].x.reduce(0, +) / 30 < 400 && batches[1].x.reduce(0, +) / 30 > 400)
    }

    @Test func goingBackInTimeRebuildsEndedBurstsExactly() {
        var confetti = CanvasConfetti(seed: 9, canvasSize: canvas800x600)
        confetti.fire(CanvasConfetti.Options(), at: 0.5)
        let before = confetti.frame(at: 1.2)
        #expect(confetti.frame(at: 10).particleCount == 0)
        #expect(confetti.frame(at: 1.2) == before)
        #expect(confetti.frame(at: 0.2).particleCount == 0)
    }

    @Test func absurdOptionsGiveFiniteFrames() {
        var o = CanvasConfetti.Options()
        o.particleCount = 10_000_000
        o.decay = .nan
        o.gravity = .infinity
        o.startVelocity = -.infinity
        o.ticks = -5
        o.scalar = .nan
        o.colors = []
        o.shapes = []
        var confetti = CanvasConfetti(seed: 2, canvasSize: canvas800x600)
        confetti.fire(o, at: 0)
        confetti.fire(o, at: .nan)
        let list = confetti.frame(at: 0.01)
        #expect(list.particleCount == CanvasConfetti.Options.maximumParticleCount)
        #expect(list.batches.allSatisfy { b in b.x.allSatisfy(\.isFinite) && b.y.allSatisfy(\.isFinite) })
    }

    @Test func triggerFiresTheDefaultsFromAPointInPoints() throws {
        var confetti = CanvasConfetti(seed: 4, canvasSize: canvas800x600)
        confetti.trigger(at: 0, origin: Vector2(200, 480))
        let b = try #require(confetti.batch("canvas-confetti", at: 0))
        #expect(b.count == 50)
        #expect(b.x.allSatisfy { abs($0 - 200) < 1e-3 } && b.y.allSatisfy { abs($0 - 480) < 1e-3 })
    }

    @Test func naturalLogarithmAgreesWithTheCLibrary() {
        for x in [0.01, 0.1, 0.5, 0.9, 0.94, 0.99, 0.999, 1, 1.5, 7, 1e6] {
            #expect(
                abs(CanvasConfetti.naturalLogarithm(x) - Foundation.log(x)) <= 4e-16 * max(1, abs(Foundation.log(x))))
        }
    }

    @Test func aResizeKeepsPiecesFlyingAndMovesLaterOrigins() throws {
        var confetti = CanvasConfetti(seed: 6, canvasSize: canvas800x600)
        confetti.fire(CanvasConfetti.Options(), at: 0)
        let before = try #require(confetti.batch("canvas-confetti", at: 0.5))
        confetti.resize(to: Size(width: 400, height: 300))
        #expect(confetti.canvasSize == Size(width: 400, height: 300))
        let after = try #require(confetti.batch("canvas-confetti", at: 0.5))
        #expect(after.count == before.count)
        confetti.fire(CanvasConfetti.Options(), at: 1)
        let later = try #require(confetti.frame(at: 1).batches.last)
        #expect(later.x.allSatisfy { abs($0 - 200) < 1e-3 } && later.y.allSatisfy { abs($0 - 150) < 1e-3 })
    }
}

/// canvas-confetti as a preset: `pyro render canvas-confetti`, `--set` with its option names.
@Suite struct CanvasConfettiPresetTests {
    @Test func itsParametersAreCanvasConfettisOptionsByName() {
        #expect(
            Preset.canvasConfetti.parameters.map(\.name) == [
                "particle-count", "angle", "spread", "start-velocity", "decay", "gravity", "drift", "ticks", "origin",
                "colors", "shapes", "scalar", "flat",
            ])
        #expect(Preset.canvasConfetti.defaultConfiguration == .canvasConfetti(CanvasConfetti.Options()))
    }

    @Test func triggerThrowsTheConfiguredOptions() throws {
        var configuration = Preset.canvasConfetti.defaultConfiguration
        try configuration.set("particle-count", to: .integer(7))
        try configuration.set("colors", to: .colors([.red, .blue]))
        try configuration.set("shapes", to: .choices(["star"]))
        var effect = configuration.makeEffect(seed: 3, canvasSize: canvas800x600)
        effect.trigger(at: 0, origin: Vector2(100, 500))
        let b = try #require(effect.displayList(at: 0).batches.first)
        #expect(b.count == 7)
        #expect(Array(b.color) == [RGBAColor.red, .blue, .red, .blue, .red, .blue, .red].map(\.rgba32))
        #expect(b.shapes == [.star(points: 5, innerRadius: 0.5)])
        #expect(b.x.allSatisfy { abs($0 - 100) < 1e-3 } && b.y.allSatisfy { abs($0 - 500) < 1e-3 })
    }

    @Test func shapesTakeOnlyCanvasConfettisNames() {
        let shapes = Preset.canvasConfetti.parameters.first { $0.name == "shapes" }!
        #expect(shapes.kind == .choices(["square", "circle", "star"]))
        #expect(shapes.allows(.choices(["circle", "circle", "star"])))
        #expect(!shapes.allows(.choices(["heart"])) && !shapes.allows(.choices([])))
    }

    /// As wide as canvas-confetti draws them at their widest: squares 10 × scalar, circles
    /// 12 × scalar (its ellipse's radius is 0.6 of its 10-point wobble), stars 16 × scalar.
    @Test func piecesAreAsWideAsCanvasConfettis() throws {
        var o = CanvasConfetti.Options()
        o.scalar = 2
        o.shapes = [.square, .circle, .star]
        let emitter = CanvasConfetti.emitter(o)
        #expect(
            emitter.shapes.map(\.size) == [
                Size(width: 20, height: 20), Size(width: 24, height: 24),
                Size(width: 32, height: 32),
            ])
    }

    @Test func flatPiecesNeitherTurnNorFlip() throws {
        var o = CanvasConfetti.Options()
        o.flat = true
        var confetti = CanvasConfetti(seed: 8, canvasSize: canvas800x600)
        confetti.fire(o, at: 0)
        for t in [0.1, 0.7, 2.0] {
            let b = try #require(confetti.batch("canvas-confetti", at: t))
            #expect(b.rotation.allSatisfy { $0 == 0 })
            #expect(b.scaleX.allSatisfy { $0 == 1 } && b.scaleY.allSatisfy { $0 == 1 })
        }
        o.flat = false
        confetti.fire(o, at: 0)
        let turning = try #require(confetti.frame(at: 0.7).batches.last)
        #expect(turning.rotation.contains { $0 != 0 })
    }
}
