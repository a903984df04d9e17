extension ParticleSystem {
    /// The particles at the current time as display-list batches, one per emitter, written over
    /// the batches `list` already holds so that their storage is reused.
    ///
    /// For drawing frame after frame (live play, benchmarks): once the columns have grown to
    /// the largest particle count, producing a frame allocates nothing. `list` ends up holding
    /// exactly one `.particles` item per emitter, in order; other items are dropped.
    public func render(reduceMotion: Bool = false, reusing list: inout DisplayList) {
        list.canvasSize = canvasSize
        var k = 0
        for e in emitters {
            var batch = list.takeBatch(at: k) ?? ParticleBatch(name: e.configuration.name, shapes: [])
            e.render(at: time, canvas: canvasSize, reduceMotion: reduceMotion, into: &batch)
            if k < list.items.count {
                list.items[k] = .particles(batch)
            } else {
                list.items.append(.particles(batch))
            }
            k += 1
        }
        if list.items.count > k { list.items.removeLast(list.items.count - k) }
    }
}

extension DisplayList {
    /// Moves the batch at `index` out of the list, leaving an empty one, so that the caller
    /// holds the only reference to its columns and can overwrite them in place.
    mutating func takeBatch(at index: Int) -> ParticleBatch? {
        guard index < items.count, case .particles(let batch) = items[index] else { return nil }
        items[index] = .particles(ParticleBatch(name: "", shapes: []))
        return batch
    }
}
