import PyroCore

/// A value for one of a preset's settings, written as a literal: a whole number, a number, a
/// list of colours, or `.range(_:_:)`, `.point(x:y:)`, `.color(_:)`.
public struct PresetSetting: Equatable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByArrayLiteral
{
    /// The value; nil when read from a name the preset does not have.
    public var value: PresetValue?

    /// `value` as it is.
    public init(_ value: PresetValue?) {
        self.value = value
    }

    /// A whole number (`count = 300`); it also sets a number or a range of one number.
    public init(integerLiteral value: Int) {
        self.value = .integer(value)
    }

    /// A number (`gravity = 600.5`); it also sets a range of one number.
    public init(floatLiteral value: Double) {
        self.value = .number(value)
    }

    /// Colours in order (`colors = [.red, .gold]`); one colour also sets a `color`.
    public init(arrayLiteral colors: RGBAColor...) {
        value = .colors(colors)
    }

    /// A whole number held in a variable (`count = .integer(pieces)`).
    public static func integer(_ value: Int) -> PresetSetting {
        PresetSetting(.integer(value))
    }

    /// A number held in a variable (`gravity = .number(slider)`).
    public static func number(_ value: Double) -> PresetSetting {
        PresetSetting(.number(value))
    }

    /// From `lower` to `upper`, in the parameter's units.
    public static func range(_ lower: Double, _ upper: Double) -> PresetSetting {
        PresetSetting(.range(lower, upper))
    }

    /// A place as fractions of the canvas: `x` across, `y` down, each in 0...1.
    public static func point(x: Double, y: Double) -> PresetSetting {
        PresetSetting(.unitPoint(Vector2(Float(x), Float(y))))
    }

    /// One colour.
    public static func color(_ color: RGBAColor) -> PresetSetting {
        PresetSetting(.color(color))
    }

    /// The value as a parameter of `kind` takes it, or nil when it cannot be one.
    func value(as kind: PresetParameter.Kind) -> PresetValue? {
        switch (kind, value) {
        case (.integer, .integer), (.number, .number), (.range, .range), (.color, .color), (.colors, .colors),
            (.unitPoint, .unitPoint):
            return value
        case (.integer, .number(let v)):
            return v.isFinite && v.rounded() == v && abs(v) < 1e15 ? .integer(Int(v)) : nil
        case (.number, .integer(let v)):
            return .number(Double(v))
        case (.range, .integer(let v)):
            return .range(Double(v), Double(v))
        case (.range, .number(let v)):
            return .range(v, v)
        case (.color, .colors(let list)) where list.count == 1:
            return .color(list[0])
        case (.colors, .color(let c)):
            return .colors([c])
        default:
            return nil
        }
    }
}
