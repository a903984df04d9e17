/// The sub-emitter links of a set of emitters, resolved once when a `ParticleSystem` is built:
/// which links are followed, the order emitters advance in, and how long each emitter's
/// descendants can outlive a birth.
struct SubEmitterGraph {
    /// A followed link: parent emitter `parent`'s `subEmitters[slot]` names emitter `child`.
    struct Link: Equatable {
        var parent: Int
        var slot: Int
        var child: Int
    }

    /// The links that are followed, by parent then slot.
    var links: [Link] = []
    /// The links that are not, and why.
    var issues: [SubEmitterIssue] = []
    /// Emitter indices with every parent before its children; plain index order when no links
    /// are followed (so a system without sub-emitters shares room under its cap as before).
    var order: [Int] = []

    init(_ emitters: [EmitterConfiguration]) {
        let n = emitters.count
        guard CompiledFeatures.subEmitters else {
            order = Array(0..<n)
            return
        }
        // Depth-first from each emitter in index order, links in slot order: a link to an
        // emitter still on the path would close a cycle and is cut. The result depends only
        // on the configurations.
        var state = [UInt8](repeating: 0, count: n)  // 0 unseen, 1 on the path, 2 done
        var children = [[Link]](repeating: [], count: n)
        func visit(_ e: Int) {
            state[e] = 1
            for (slot, sub) in emitters[e].subEmitters.enumerated() {
                guard let child = emitters.firstIndex(where: { $0.name.utf8.elementsEqual(sub.child.utf8) }) else {
                    issues.append(SubEmitterIssue(emitter: e, subEmitter: slot, reason: .unknownChild))
                    continue
                }
                if state[child] == 1 {
                    issues.append(SubEmitterIssue(emitter: e, subEmitter: slot, reason: .cycle))
                    continue
                }
                children[e].append(Link(parent: e, slot: slot, child: child))
                if state[child] == 0 { visit(child) }
            }
            state[e] = 2
        }
        for e in 0..<n where state[e] == 0 { visit(e) }
        links = children.flatMap { $0 }
        issues.sort { ($0.emitter, $0.subEmitter) < ($1.emitter, $1.subEmitter) }

        // Kahn's algorithm, always taking the lowest ready index.
        var parents = [Int](repeating: 0, count: n)
        for link in links { parents[link.child] += 1 }
        var done = [Bool](repeating: false, count: n)
        order.reserveCapacity(n)
        while order.count < n {
            guard let next = (0..<n).first(where: { !done[$0] && parents[$0] == 0 }) else { break }
            done[next] = true
            order.append(next)
            for link in children[next] { parents[link.child] -= 1 }
        }
    }

    /// How long after a birth on emitter `e` anything it leads to can still be alive, in
    /// seconds: its longest life plus the longest such span among its children, widened by a
    /// relative 1e-9 against rounding when there are children. Exactly the longest life for an
    /// emitter without children.
    func horizons(_ emitters: [EmitterConfiguration]) -> [Double] {
        var horizon = emitters.map { Double($0.maximumLifetime) }
        for e in order.reversed() {
            var longest = 0.0
            for link in links where link.parent == e { longest = max(longest, horizon[link.child]) }
            if longest > 0 { horizon[e] = (horizon[e] + longest) * (1 + 1e-9) }
        }
        return horizon
    }
}

extension ParticleSystem {
    /// The sub-emitter links among `emitters` that a system built from them would not follow:
    /// links naming no emitter, and links that would close a cycle (found depth-first from the
    /// first emitter, links in order; the link that closes the cycle is the one cut).
    public static func subEmitterIssues(in emitters: [EmitterConfiguration]) -> [SubEmitterIssue] {
        SubEmitterGraph(emitters).issues
    }
}
