import PyroCore

/// What the confetti modifiers let an app change, as a value: how many pieces, their colours,
/// shapes and size, and how many times each trigger fires.
///
/// Options left nil keep the seed's: seed 004's 120 circles and 8 x 13 point rectangles in its
/// six colours, seed 003's 50 squares of 20 points in its five. Shapes can be any
/// `ParticleShape`, including the SwiftUI adapter's emoji, SF Symbols and tagged views
/// (`CanvasSymbol`); given shapes are picked at random.
public struct ConfettiOptions: Equatable, Sendable {
    /// Pieces per burst (at least 0).
    public var count: Int?
    /// The palette; an empty list keeps the seed's.
    public var colors: [RGBAColor]?
    /// The pieces' shapes; an empty list keeps the seed's.
    public var shapes: [ParticleShape]?
    /// Each piece's size, in points: its width and height, except that rectangles among the
    /// burst's shapes are 13/8 as tall as they are wide, as the seed's are.
    public var size: Float?
    /// Bursts per trigger (at least 1).
    public var repetitions: Int
    /// Seconds between those bursts.
    public var repetitionInterval: Double

    /// The options; by default the seed's pieces, one burst per trigger.
    public init(
        count: Int? = nil, colors: [RGBAColor]? = nil, shapes: [ParticleShape]? = nil, size: Float? = nil,
        repetitions: Int = 1, repetitionInterval: Double = 0.5
    ) {
        self.count = count
        self.colors = colors
        self.shapes = shapes
        self.size = size
        self.repetitions = repetitions
        self.repetitionInterval = repetitionInterval
    }

    /// Seed 004's burst emitter (`ConfettiBurst.emitter`) with these options over `configuration`.
    public func burstEmitter(_ configuration: ConfettiBurst.Configuration) -> EmitterConfiguration {
        var c = configuration
        if let count { c.count = max(count, 0) }
        if let colors, !colors.isEmpty { c.colors = colors }
        if let size = validSize {
            c.pieceWidth = size
            c.pieceHeight = size * 13 / 8
        }
        var emitter = ConfettiBurst.emitter(c)
        if let shapes, !shapes.isEmpty {
            emitter.shapes = shapes.map { shape in
                shape == .rectangle
                    ? ShapeChoice(shape, width: c.pieceWidth, height: c.pieceHeight)
                    : ShapeChoice(shape, size: c.pieceWidth)
            }
            emitter.shapePick = .random
        }
        return emitter
    }

    /// Seed 003's emitter (`Confetti.emitter`) with these options over `configuration`.
    public func displayEmitter(_ configuration: Confetti.Configuration) -> EmitterConfiguration {
        var c = configuration
        if let count { c.count = max(count, 0) }
        if let colors, !colors.isEmpty { c.colors = colors }
        if let size = validSize { c.pieceSize = size }
        var emitter = Confetti.emitter(c)
        if let shapes, !shapes.isEmpty {
            emitter.shapes = shapes.map { ShapeChoice($0, size: c.pieceSize) }
            emitter.shapePick = .random
        }
        return emitter
    }

    private var validSize: Float? {
        guard let size, size.isFinite, size > 0 else { return nil }
        return min(size, 500)
    }
}
