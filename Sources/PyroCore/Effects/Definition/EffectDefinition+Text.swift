extension EffectDefinition {
    /// The text sources of every shape in the effect, each once, in emitter and shape order.
    public var textSources: [TextSpriteSource] {
        var sources: [TextSpriteSource] = []
        for emitter in emitters {
            for choice in emitter.shapes {
                if let text = choice.text, !sources.contains(text) { sources.append(text) }
            }
        }
        return sources
    }

    /// True when some shape is text that no host has drawn yet (`ShapeChoice.isUndrawnText`):
    /// the effect shows placeholder rectangles there until `drawingText(_:)` draws it.
    public var hasUndrawnText: Bool {
        emitters.contains { $0.shapes.contains { $0.isUndrawnText } }
    }

    /// The effect with every text shape drawn by `draw` (the host's renderer, which returns the
    /// sprite for a source); shapes without text are left alone, and text already drawn is
    /// drawn again. `draw` is called once per distinct source.
    ///
    /// - Throws: whatever `draw` throws, for the first source it cannot draw.
    public func drawingText<Failure: Error>(
        _ draw: (TextSpriteSource) throws(Failure) -> ParticleShape
    ) throws(Failure) -> EffectDefinition {
        var drawn: [(TextSpriteSource, ParticleShape)] = []
        var result = self
        for e in result.emitters.indices {
            for s in result.emitters[e].shapes.indices {
                guard let text = result.emitters[e].shapes[s].text else { continue }
                let shape: ParticleShape
                if let known = drawn.first(where: { $0.0 == text }) {
                    shape = known.1
                } else {
                    shape = try draw(text)
                    drawn.append((text, shape))
                }
                result.emitters[e].shapes[s].shape = shape
            }
        }
        return result
    }
}
