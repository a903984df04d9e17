/// One frame of an effect as data: primitives in painting order, which any renderer can draw
/// without knowing the effect (software raster, SDL window, SwiftUI `Canvas`, browser canvas).
public struct DisplayList: Equatable, Sendable {
    /// One primitive group.
    public enum Item: Equatable, Sendable {
        /// One emitter's particles.
        case particles(ParticleBatch)
        /// A stroked polyline, such as a fuse.
        case stroke(StrokeItem)
    }

    /// The canvas the frame was made for, in points.
    public var canvasSize: Size
    /// Primitives, painted first to last.
    public var items: [Item]

    /// A frame for a canvas of `canvasSize` points, with its primitives in painting order.
    public init(canvasSize: Size, items: [Item] = []) {
        self.canvasSize = canvasSize
        self.items = items
    }

    /// Every particle batch, in painting order.
    public var batches: [ParticleBatch] {
        items.compactMap { if case .particles(let b) = $0 { return b } else { return nil } }
    }

    /// Every stroke, in painting order.
    public var strokes: [StrokeItem] {
        items.compactMap { if case .stroke(let s) = $0 { return s } else { return nil } }
    }

    /// Total number of particles across batches.
    public var particleCount: Int {
        items.reduce(0) { total, item in
            if case .particles(let b) = item { return total + b.count }
            return total
        }
    }
}
