/// One setting of a preset that a person can change by name, as `pyro render --set gravity=600`
/// does: its name, the kind of value it takes and the values allowed, and what it changes.
///
/// The declarations are data, so the command line's parser, its `list --params` table and its
/// help all come from the same list, and a web page can build its controls from it.
public struct PresetParameter: Equatable, Sendable {
    /// The kind of value a parameter takes, with the values allowed.
    public enum Kind: Equatable, Sendable {
        /// A whole number in the range.
        case integer(ClosedRange<Int>)
        /// A number in the range.
        case number(ClosedRange<Double>)
        /// A span of numbers, lower end first, both ends in the range; one number means both.
        case range(ClosedRange<Double>)
        /// One colour.
        case color
        /// One or more colours, at most `PresetParameter.maximumColors`.
        case colors
        /// A point as fractions of the canvas: x across, y down, each in 0...1.
        case unitPoint
        /// One or more of these names, in any order, repeats allowed (at most
        /// `PresetParameter.maximumChoices` of them).
        case choices([String])
        /// On or off.
        case flag
    }

    /// The most colours a list may hold.
    public static let maximumColors = 64
    /// The most names a list of choices may hold.
    public static let maximumChoices = 64

    /// The name people type, in lower-case words joined by hyphens (`piece-width`).
    public let name: String
    /// What values the parameter takes, and in what range.
    public let kind: Kind
    /// What the parameter changes, with its unit (points, seconds, radians).
    public let summary: String

    /// A parameter called `name` that takes values of `kind`, described by `summary` (with units).
    public init(name: String, kind: Kind, summary: String) {
        self.name = name
        self.kind = kind
        self.summary = summary
    }

    /// True when `value` is of this parameter's kind and within its allowed values.
    public func allows(_ value: PresetValue) -> Bool {
        switch (kind, value) {
        case (.integer(let allowed), .integer(let v)):
            return allowed.contains(v)
        case (.number(let allowed), .number(let v)):
            return v.isFinite && allowed.contains(v)
        case (.range(let allowed), .range(let lower, let upper)):
            return lower.isFinite && upper.isFinite && allowed.contains(lower) && allowed.contains(upper)
                && lower <= upper
        case (.color, .color):
            return true
        case (.colors, .colors(let list)):
            return !list.isEmpty && list.count <= Self.maximumColors
        case (.unitPoint, .unitPoint(let p)):
            return p.isFinite && (0...1).contains(p.x) && (0...1).contains(p.y)
        case (.choices(let names), .choices(let list)):
            return !list.isEmpty && list.count <= Self.maximumChoices && list.allSatisfy { names.containsExactly($0) }
        case (.flag, .flag):
            return true
        default:
            return false
        }
    }
}

/// A value for a `PresetParameter`, of one of its kinds.
public enum PresetValue: Equatable, Sendable {
    /// A whole number.
    case integer(Int)
    /// A number, in the parameter's units.
    case number(Double)
    /// Lower and upper ends.
    case range(Double, Double)
    /// One colour.
    case color(RGBAColor)
    /// A list of colours, in order.
    case colors([RGBAColor])
    /// Fractions of the canvas.
    case unitPoint(Vector2)
    /// Names from the parameter's choices, in order.
    case choices([String])
    /// On (true) or off.
    case flag(Bool)
}

/// Why a preset refused a parameter.
public enum PresetParameterError: Error, Equatable, Sendable {
    /// The preset has no parameter of this name; `allowed` lists those it has.
    case unknownName(String, allowed: [String])
    /// The value is of another kind or outside the values `parameter` allows.
    case notAllowed(PresetParameter)
}

extension PresetParameter.Kind {
    /// The kind's one-word name, as `pyro list --params` and the web page's facts give it.
    package var typeName: String {
        switch self {
        case .integer: "integer"
        case .number: "number"
        case .range: "range"
        case .color: "color"
        case .colors: "colors"
        case .unitPoint: "point"
        case .choices: "names"
        case .flag: "flag"
        }
    }
}
