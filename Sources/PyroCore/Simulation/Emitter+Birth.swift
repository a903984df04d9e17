extension Emitter {
    /// Which newborns go into the store.
    enum Keeping {
        /// Every one: a burst's (those dead by the time reached go with the dead), or newborns
        /// that are certainly alive then.
        case all
        /// Those alive at this time, in seconds; the others still give their sub-emitter
        /// children.
        case alive(at: Double)
    }

    /// Rows of the nursery, where newborns that may be dead already are written before the
    /// living among them go into the store.
    static let nurseryRows = 1024

    /// Gives birth to ordinals `first ..< first + count` of the group `births` is aimed at, in
    /// order: stores them (as `keeping` says, as many as `room` leaves space for) and registers
    /// each one it reaches as a sub-emitter parent, dead or alive. Returns how many it reached:
    /// `count`, or fewer when the room ran out (the rest are dropped, and give no children).
    ///
    /// Every kind of birth comes through here into the store's one way in, `appendRows`: written
    /// there directly when all are kept, else first into the nursery, from which the living are
    /// copied.
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    mutating func bear(_ births: inout Births, from first: Int, count: Int, room: Int, keeping: Keeping) -> Int {
        guard case .alive(let time) = keeping else {
            let n = min(count, max(room, 0))
            var outbox = takeOutbox()
            let links = family.links
            let keying = births.keying
            store.appendRows(n, shared: births.shared) { columns, k, m in
                births.write(columns, from: first + k, count: m)
                Self.register(columns, from: first + k, count: m, keying: keying, links: links, into: &outbox)
            }
            family.outbox = outbox
            return n
        }
        var reached = 0
        var room = room
        if nursery.capacity < Self.nurseryRows {
            nursery.reallocate(capacity: Self.nurseryRows, keeping: RingSegments(firstRows: 0))
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.nurseryRows) { flags in
            let flags = flags.baseAddress!
            while reached < count && room > 0 {
                let m = min(count - reached, Self.nurseryRows)
                let rows = nursery.mutableColumns()
                births.write(rows, from: first + reached, count: m)
                // The newborns reached before the room runs out, and which of them are alive.
                var processed = 0
                var alive = 0
                while processed < m && alive < room {
                    let lives = Float(time - rows.birth[processed]) < rows.lifetime[processed]
                    flags[processed] = lives ? 1 : 0
                    if lives { alive += 1 }
                    processed += 1
                }
                var outbox = takeOutbox()
                Self.register(
                    rows, from: first + reached, count: processed, keying: births.keying,
                    links: family.links, into: &outbox)
                family.outbox = outbox
                nursery.keepRows(flags: flags, flagged: processed, rows: processed)
                let living = nursery
                store.appendRows(alive) { columns, k, length in
                    living.copyRows(
                        RingSegments(rows: k..<k + length, head: 0, capacity: living.capacity),
                        into: columns)
                }
                reached += processed
                room -= alive
            }
        }
        return reached
    }

    /// The outbox, taken out of the family while births add to it.
    private mutating func takeOutbox() -> [EmitterFamily.Outgoing] {
        let outbox = family.outbox
        family.outbox = []
        return outbox
    }

    /// Adds to `outbox` the sub-emitter sources, one per link of `links`, of `count` newborns
    /// just written to `rows`, ordinals from `first` of a group seeded by `keying`.
    private static func register(
        _ rows: ParticleColumns, from first: Int, count: Int, keying: Births.Keying,
        links: [EmitterFamily.Link], into outbox: inout [EmitterFamily.Outgoing]
    ) {
        guard CompiledFeatures.subEmitters, !links.isEmpty else { return }
        for i in 0..<count {
            let origin = Vector2(rows.originX[i], rows.originY[i])
            let velocity = Vector2(rows.velocityX[i], rows.velocityY[i])
            EmitterFamily.register(
                links: links, key: keying.key(first + i), birth: rows.birth[i], lifetime: rows.lifetime[i],
                origin: origin, velocity: velocity, id: rows.id[i], into: &outbox)
        }
    }

    /// The part of the random seeds of burst `burst`'s particles (0: the stream's) that they
    /// share.
    func keyPrefix(burst: Int) -> UInt64 {
        SplitMix64.derivePrefix(seed, UInt64(self.index), UInt64(burst))
    }

    /// The list index that the particle at `index` takes under `rule`.
    static func pick(_ rule: EmitterConfiguration.Pick, index ordinal: Int, burst: Int, count: Int, u: Float) -> Int {
        guard count > 1 else { return 0 }
        switch rule {
        case .cycle:
            return ordinal % count
        case .pattern(let pattern):
            guard !pattern.isEmpty else { return ordinal % count }
            return min(max(pattern[ordinal % pattern.count], 0), count - 1)
        case .random:
            return min(Int(u * Float(count)), count - 1)
        case .perBurst:
            return max(burst - 1, 0) % count
        }
    }
}
