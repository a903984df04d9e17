#if canImport(SwiftUI)
import PyroCore
import PyroSwiftUISupport
import SwiftUI

extension Size {
    /// A SwiftUI size in points.
    init(_ size: CGSize) {
        self.init(width: Float(size.width), height: Float(size.height))
    }
}

extension Vector2 {
    /// A SwiftUI point in points.
    init(_ point: CGPoint) {
        self.init(Float(point.x), Float(point.y))
    }
}

extension CGPoint {
    /// A Pyro point in points.
    init(_ point: Vector2) {
        self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
}

extension CGAffineTransform {
    /// The same six numbers.
    init(_ transform: ShapeTransform) {
        self.init(a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c),
                  d: CGFloat(transform.d), tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
    }
}

/// Seconds since the reference date: the wall clock that `TimelineView` dates and event
/// handlers share.
func wallTime(_ date: Date = .now) -> Double {
    date.timeIntervalSinceReferenceDate
}
#endif
