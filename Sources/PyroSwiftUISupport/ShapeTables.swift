import PyroCore

/// What a renderer builds from each batch's shape table (paths, pictures, symbols), kept for
/// every batch of the frame between frames.
///
/// Batches are known by their place in the frame (an effect draws its emitters in the same
/// order every frame), and a table is built again only when that batch's shapes change. A frame
/// of several emitters therefore builds nothing once each has been seen.
public struct ShapeTables<Table> {
    private var entries: [(shapes: [ParticleShape], table: Table)] = []
    /// Tables built so far.
    public private(set) var builds = 0

    /// No tables yet.
    public init() {}

    /// The table of the batch at `ordinal` (0 for a frame's first batch, then 1, 2, ... in
    /// order): the one built before
    /// when the batch's `shapes` are the same, otherwise `build(shapes)`, kept for next time.
    public mutating func table(
        at ordinal: Int, for shapes: [ParticleShape],
        build: ([ParticleShape]) -> Table
    ) -> Table {
        if ordinal < entries.count, entries[ordinal].shapes == shapes { return entries[ordinal].table }
        let table = build(shapes)
        builds += 1
        if ordinal < entries.count {
            entries[ordinal] = (shapes, table)
        } else if ordinal == entries.count {
            // A frame with more batches than any before.
            entries.append((shapes, table))
        }
        return table
    }
}
