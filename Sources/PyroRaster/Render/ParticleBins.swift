/// One visible particle, reduced to what drawing it needs, in pixels.
struct PreparedParticle {
    /// Centre, in pixels.
    var centerX: Float, centerY: Float
    /// Half the stretched width and height, in pixels; negative when mirrored.
    var halfX: Float, halfY: Float
    /// Rotation, clockwise on screen.
    var cos: Float, sin: Float
    /// Premultiplied, opacity included.
    var color: UInt32
    /// Index into the batch's shapes.
    var shape: UInt32
}

/// Visible particles sorted into horizontal strips of rows, each strip's list in painting order.
///
/// A 1080p canvas is 8 MB, far more than the processor's nearby caches, and particles land
/// anywhere on it; drawing one strip of rows at a time keeps the strip's pixels in cache while
/// every particle over it is blended. Binning changes no pixel: each pixel still receives the
/// same particles in the same order.
struct ParticleBins {
    /// Rows per strip: about 1 MB of pixels, what this machine's second-level cache holds
    /// (128 rows of a 1080p canvas). Measured on 100k confetti: 64-row strips were 5% slower
    /// (more particles straddle two strips) and 256-row strips 5% slower (cache misses).
    static func stripHeight(forWidth width: Int) -> Int {
        min(max((1 << 18) / max(width, 1), 8), 128)
    }

    var particles: [PreparedParticle] = []
    /// Per particle, its first and last strip.
    var strips: [(first: Int32, last: Int32)] = []
    /// `members[starts[s] ..< starts[s + 1]]` lists strip s's particles.
    var starts: [Int] = []
    var members: [UInt32] = []

    /// Forgets the previous batch.
    mutating func removeAll() {
        particles.removeAll(keepingCapacity: true)
        strips.removeAll(keepingCapacity: true)
    }

    /// Adds a particle whose rows of interest run from `firstStrip` to `lastStrip` (strip indices).
    @inline(__always)
    mutating func append(_ particle: PreparedParticle, firstStrip: Int, lastStrip: Int) {
        particles.append(particle)
        strips.append((Int32(truncatingIfNeeded: firstStrip), Int32(truncatingIfNeeded: lastStrip)))
    }

    /// Builds the strip lists for `stripCount` strips (a counting sort, so order is kept).
    mutating func sort(stripCount: Int) {
        starts.removeAll(keepingCapacity: true)
        starts.append(contentsOf: repeatElement(0, count: stripCount + 1))
        var total = 0
        starts.withUnsafeMutableBufferPointer { starts in
            strips.withUnsafeBufferPointer { strips in
                for range in strips {
                    for s in Int(range.first)...Int(range.last) { starts[s + 1] += 1 }
                }
                for s in 0..<stripCount { starts[s + 1] += starts[s] }
                total = starts[stripCount]
            }
        }
        members.removeAll(keepingCapacity: true)
        members.append(contentsOf: repeatElement(0, count: total))
        var next = Array(starts.dropLast())
        members.withUnsafeMutableBufferPointer { members in
            strips.withUnsafeBufferPointer { strips in
                for (index, range) in strips.enumerated() {
                    for s in Int(range.first)...Int(range.last) {
                        members[next[s]] = UInt32(truncatingIfNeeded: index)
                        next[s] += 1
                    }
                }
            }
        }
    }
}
