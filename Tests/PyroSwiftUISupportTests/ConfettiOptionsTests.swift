import PyroCore
import PyroSwiftUISupport
import Testing

@Suite struct ConfettiOptionsTests {
    @Test func noOptionsAreTheSeedsEmitters() {
        #expect(
            ConfettiOptions().burstEmitter(ConfettiBurst.Configuration())
                == ConfettiBurst.emitter(ConfettiBurst.Configuration()))
        #expect(
            ConfettiOptions().displayEmitter(Confetti.Configuration()) == Confetti.emitter(Confetti.Configuration()))
    }

    @Test func countColoursAndSizeChangeTheBurst() {
        let options = ConfettiOptions(count: 40, colors: [.red, .blue], size: 16)
        let emitter = options.burstEmitter(ConfettiBurst.Configuration())
        guard case .burst(count: 40) = emitter.emission else {
            Issue.record("\(emitter.emission)")
            return
        }
        #expect(emitter.colors == [.red, .blue])
        // The seed's circle and 8:13 rectangle, at 16 points wide.
        #expect(emitter.shapes.map(\.size) == [Size(width: 16, height: 16), Size(width: 16, height: 26)])
    }

    @Test func givenShapesArePickedAtRandomAndRectanglesKeepTheSeedsProportion() {
        let heart = ParticleShape.heart
        let symbol = CanvasSymbol.systemImage("star.fill").shape
        let emitter = ConfettiOptions(shapes: [.rectangle, heart, symbol], size: 8)
            .burstEmitter(ConfettiBurst.Configuration())
        #expect(emitter.shapes.map(\.shape) == [.rectangle, heart, symbol])
        #expect(
            emitter.shapes.map(\.size) == [
                Size(width: 8, height: 13), Size(width: 8, height: 8),
                Size(width: 8, height: 8),
            ])
        #expect(emitter.shapePick == .random)
        let display = ConfettiOptions(shapes: [symbol], size: 30).displayEmitter(Confetti.Configuration())
        #expect(display.shapes == [ShapeChoice(symbol, size: 30)])
    }

    @Test func emptyListsAndBadSizesKeepTheSeeds() {
        let seed = ConfettiBurst.emitter(ConfettiBurst.Configuration())
        for size: Float in [0, -3, .nan, .infinity] {
            #expect(
                ConfettiOptions(colors: [], shapes: [], size: size).burstEmitter(ConfettiBurst.Configuration()) == seed)
        }
    }
}
