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
            self.init(
                a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c),
                d: CGFloat(transform.d), tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension RGBAColor {
        /// `color` as it shows in `environment` (light or dark, contrast), in sRGB.
        init(_ color: Color, in environment: EnvironmentValues) {
            let resolved = color.resolve(in: environment)
            self.init(
                unitRed: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                alpha: Double(resolved.opacity))
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension ConfettiOptions {
        /// These options with `colors` in place of their own, as they show in `environment`;
        /// nil keeps the options' colours.
        func recolored(_ colors: [Color]?, in environment: EnvironmentValues) -> ConfettiOptions {
            guard let colors else { return self }
            var options = self
            options.colors = colors.map { RGBAColor($0, in: environment) }
            return options
        }
    }

    extension UnitPoint {
        /// The same fractions, as Pyro's canvas fractions.
        var vector: Vector2 { Vector2(Float(x), Float(y)) }
    }

    /// Seconds since the reference date: the wall clock that `TimelineView` dates and event
    /// handlers share.
    func wallTime(_ date: Date = .now) -> Double {
        date.timeIntervalSinceReferenceDate
    }
#endif
