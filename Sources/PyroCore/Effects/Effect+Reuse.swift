extension Effect {
    /// Empties `list` (keeping its item storage) and renders into it: right for any effect, but
    /// each batch gets new columns. Effects made of a `ParticleSystem` overwrite the columns in
    /// place instead (`ParticleSystem.render(reusing:)`).
    public func render(reduceMotion: Bool, reusing list: inout DisplayList) {
        list.items.removeAll(keepingCapacity: true)
        list.canvasSize = canvasSize
        render(reduceMotion: reduceMotion, into: &list)
    }
}

extension ParticleSystemEffect {
    /// The system's batches, written over those `list` holds. A conforming type that draws more
    /// than its system in `render(reduceMotion:into:)` must draw it here too.
    public func render(reduceMotion: Bool, reusing list: inout DisplayList) {
        system.render(reduceMotion: reduceMotion, reusing: &list)
    }
}
