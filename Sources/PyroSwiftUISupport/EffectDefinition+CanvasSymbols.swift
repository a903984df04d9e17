import PyroCore

extension EffectDefinition {
    /// The definition with its text and emoji drawn as `CanvasSymbol`s, which SwiftUI draws with
    /// its own fonts: what an effect file or the `emoji` preset needs on Apple platforms, where
    /// there is no FreeType.
    public var drawingCanvasSymbols: EffectDefinition {
        drawingText { CanvasSymbol.text($0).shape }
    }
}

extension PresetConfiguration {
    /// The configuration with a catalog definition's text drawn as `CanvasSymbol`s; the seeds'
    /// configurations have no text and are returned as they are.
    public var drawingCanvasSymbols: PresetConfiguration {
        guard case .defined(let definition) = self, definition.hasUndrawnText else { return self }
        return .defined(definition.drawingCanvasSymbols)
    }
}
