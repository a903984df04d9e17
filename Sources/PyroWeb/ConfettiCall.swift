import PyroCore

/// One `confetti(options)` call as pyro.js sends it: an object (a `PageValue`) of canvas-confetti's options
/// under the `canvas-confetti` preset's parameter names (`particle-count`, `start-velocity`, ...),
/// each already given its default by the page where the call left it out.
///
/// Values are read as canvas-confetti reads its options, so that no call is refused where
/// canvas-confetti's would go through: a number is clamped into its parameter's declared range
/// (a whole number rounded down first, as canvas-confetti's `particleCount` is), and a value that
/// is not a number (`null`, which is what NaN becomes) keeps the preset's value; a colour is a
/// name or hex digits with or without `#`, and one that is neither is skipped; a shape name that
/// is not canvas-confetti's is drawn as a square, as canvas-confetti draws it; `flat` is read
/// for its truth, as JavaScript's `!!` reads it. Only where canvas-confetti throws (colours or
/// shapes that are not a list) is the call refused, with a message naming the option.
///
/// A shape may also be an object: `shapeFromPath`'s `{type: 'path', path, matrix}` (SVG path
/// data and the map from its coordinates to a piece's, whose longer side is the piece's size at
/// `scalar` 1), or `{type: 'bitmap', sprite, width, height, matrix}` for a picture registered
/// with `pyro_sprite` (`shapeFromText`'s), drawn `width × matrix[0]` by `height × matrix[3]`
/// points at `scalar` 1.
struct ConfettiCall {
    /// What the call throws.
    private(set) var options: CanvasConfetti.Options

    /// Reads the call's object over `configuration` (the preset's options).
    init(_ call: PageValue?, over configuration: CanvasConfetti.Options) throws(ConfettiCallError) {
        guard let call, case .object = call else {
            throw ConfettiCallError("confetti(): the options are not an object")
        }
        options = configuration
        for parameter in CanvasConfetti.Options.parameters {
            guard let member = call[parameter.name], let value = try Self.value(of: member, for: parameter) else {
                continue
            }
            try? options.set(parameter.name, to: value)
        }
        if case .array(let items)? = call["shapes"] {
            let custom = items.compactMap(Self.customShape)
            if !custom.isEmpty {
                options.customShapes = custom
                if !items.contains(where: { if case .string = $0 { true } else { false } }) { options.shapes = [] }
            }
        }
    }

    /// The parameter's value from the call's `value` for it, within what it allows; nil to keep the preset's.
    private static func value(of value: PageValue, for parameter: PresetParameter) throws(ConfettiCallError)
        -> PresetValue?
    {
        switch parameter.kind {
        case .integer(let allowed):
            let range = Double(allowed.lowerBound)...Double(allowed.upperBound)
            return number(value).map { .integer(Int(clamped($0.rounded(.down), range))) }
        case .number(let allowed):
            return number(value).map { .number(clamped($0, allowed)) }
        case .range(let allowed):
            return number(value).map {
                let v = clamped($0, allowed)
                return .range(v, v)
            }
        case .unitPoint:
            guard case .object = value else { return nil }
            func coordinate(_ key: String, _ fallback: Float) -> Float {
                value[key].flatMap(number).map { Float(clamped($0, 0...1)) } ?? fallback
            }
            return .unitPoint(Vector2(coordinate("x", 0.5), coordinate("y", 0.5)))
        case .color:
            guard case .string(let text) = value else { return nil }
            return color(text).map(PresetValue.color)
        case .colors:
            guard let list = strings(value) else {
                throw refused(parameter, "a list of colours, such as ['#ff0000', 'navy']")
            }
            let colors = list.compactMap(color).prefix(PresetParameter.maximumColors)
            return colors.isEmpty ? nil : .colors(Array(colors))
        case .choices(let names):
            guard case .array(let items) = value else {
                throw refused(parameter, "a list of " + names.joined(separator: ", "))
            }
            let picked = items.prefix(PresetParameter.maximumChoices).compactMap { item -> String? in
                guard case .string(let name) = item else { return nil }
                return names.containsExactly(name) ? name : names[0]
            }
            return picked.isEmpty ? nil : .choices(Array(picked))
        case .flag:
            return .flag(isTruthy(value))
        }
    }

    /// A `shapeFromPath` or `shapeFromText` object, or nil for anything else.
    private static func customShape(_ value: PageValue) -> CanvasConfetti.CustomShape? {
        guard case .object = value else { return nil }
        let matrix: [Double] =
            if case .array(let items)? = value["matrix"] {
                items.compactMap(number)
            } else {
                []
            }
        let map = matrix.count == 6 ? matrix.map { Float($0) } : [1, 0, 0, 1, 0, 0]
        guard case .string(let type)? = value["type"] else { return nil }
        if type.hasSameBytes(as: "path"), case .string(let data)? = value["path"] {
            return pathShape(data, map)
        }
        if type.hasSameBytes(as: "bitmap"), let id = value["sprite"].flatMap(number),
            let sprite = registeredSprite(Int(id))
        {
            let size = Size(width: Float(sprite.width) * abs(map[0]), height: Float(sprite.height) * abs(map[3]))
            guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
            return CanvasConfetti.CustomShape(.sprite(sprite, tinted: false), size: size)
        }
        return nil
    }

    /// SVG path data moved by `map` (a, b, c, d, e, f: x' = a x + c y + e, y' = b x + d y + f),
    /// then fitted into the unit box; its size is the longer side of what `map` made of it.
    private static func pathShape(_ data: String, _ map: [Float]) -> CanvasConfetti.CustomShape? {
        guard let path = try? ShapePath(svgPathData: data, fitToUnitBox: false) else { return nil }
        func moved(_ p: Vector2) -> Vector2 {
            Vector2(map[0] * p.x + map[2] * p.y + map[4], map[1] * p.x + map[3] * p.y + map[5])
        }
        let elements = path.elements.map { element -> PathElement in
            switch element {
            case .move(let p): .move(to: moved(p))
            case .line(let p): .line(to: moved(p))
            case .quadCurve(let p, let c): .quadCurve(to: moved(p), control: moved(c))
            case .curve(let p, let c1, let c2): .curve(to: moved(p), control1: moved(c1), control2: moved(c2))
            case .close: .close
            }
        }
        let placed = ShapePath(elements)
        let points = placed.flattened(tolerance: 0.01).flatMap { $0 }
        guard let fitted = placed.fittedToUnitBox(), let first = points.first else { return nil }
        let (low, high) = points.reduce((first, first)) { box, p in
            (Vector2(min(box.0.x, p.x), min(box.0.y, p.y)), Vector2(max(box.1.x, p.x), max(box.1.y, p.y)))
        }
        let side = max(high.x - low.x, high.y - low.y)
        return CanvasConfetti.CustomShape(.path(fitted), size: Size(width: side, height: side))
    }

    private static func refused(_ parameter: PresetParameter, _ wanted: String) -> ConfettiCallError {
        ConfettiCallError("confetti(): " + optionName(parameter.name) + " must be " + wanted)
    }

    /// A number, or nil for NaN and what is not a number; infinities are read as ±1e308, which
    /// every range clamps and no shape's matrix can draw.
    private static func number(_ value: PageValue) -> Double? {
        guard case .number(let n) = value, !n.isNaN else { return nil }
        return min(max(n, -1e308), 1e308)
    }

    private static func clamped(_ v: Double, _ range: ClosedRange<Double>) -> Double {
        min(max(v, range.lowerBound), range.upperBound)
    }

    /// The items of an array, each as text (a whole number from 0 as its decimal digits, which
    /// is all of JavaScript's `String(n)` that can read as hex digits); nil when `value` is no array.
    private static func strings(_ value: PageValue) -> [String]? {
        guard case .array(let items) = value else { return nil }
        return items.map { item in
            switch item {
            case .string(let s): s
            case .number(let n) where n >= 0 && n < 1e21 && n == n.rounded(.down): digits(n)
            default: ""
            }
        }
    }

    /// The decimal digits of a whole number in 0 ..< 1e21.
    private static func digits(_ n: Double) -> String {
        var out: [UInt8] = []
        var rest = n
        repeat {
            let digit = rest - 10 * (rest / 10).rounded(.down)
            out.append(UInt8(ascii: "0") + UInt8(digit))
            rest = (rest / 10).rounded(.down)
        } while rest > 0
        return String(decoding: out.reversed(), as: UTF8.self)
    }

    /// A colour name, or hex digits with or without `#` (`#f00`, `ff0000`, `#ff000080`).
    private static func color(_ text: String) -> RGBAColor? {
        RGBAColor(named: text) ?? RGBAColor(hex: text)
    }

    /// What JavaScript's `!!` makes of a value.
    private static func isTruthy(_ value: PageValue) -> Bool {
        switch value {
        case .null: false
        case .bool(let b): b
        case .number(let n): n != 0 && !n.isNaN
        case .float(let x): x != 0 && !x.isNaN
        case .string(let s): !s.isEmpty
        case .array, .object: true
        }
    }
}

/// Why a `confetti(options)` call was refused: a sentence naming the option.
struct ConfettiCallError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// The name a page uses for a parameter: canvas-confetti's camel case (`start-velocity` is
/// `startVelocity`).
func optionName(_ parameterName: String) -> String {
    var out: [UInt8] = []
    var upper = false
    for byte in parameterName.utf8 {
        if byte == UInt8(ascii: "-") {
            upper = true
        } else {
            out.append(upper && byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 32 : byte)
            upper = false
        }
    }
    return String(decoding: out, as: UTF8.self)
}
