import PyroCore
import PyroFormat

/// One `confetti(options)` call as pyro.js sends it: a JSON object of canvas-confetti's options
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

    /// Reads the call's JSON text over `configuration` (the preset's options).
    init(json bytes: [UInt8], over configuration: CanvasConfetti.Options) throws(ConfettiCallError) {
        guard let root = try? JSONReader.read(bytes), case .object(let members) = root.kind else {
            throw ConfettiCallError("confetti(): the options are not an object")
        }
        options = configuration
        for parameter in CanvasConfetti.Options.parameters {
            guard let member = members.first(where: { $0.key.hasSameBytes(as: parameter.name) }),
                let value = try Self.value(of: member.value, for: parameter)
            else { continue }
            try? options.set(parameter.name, to: value)
        }
        let shapes = members.first { $0.key.hasSameBytes(as: "shapes") }
        if case .array(let items)? = shapes?.value.kind {
            let custom = items.compactMap(Self.customShape)
            if !custom.isEmpty {
                options.customShapes = custom
                if !items.contains(where: { if case .string = $0.kind { true } else { false } }) { options.shapes = [] }
            }
        }
    }

    /// The parameter's value from `json`, within what it allows; nil to keep the preset's.
    private static func value(of json: JSONValue, for parameter: PresetParameter) throws(ConfettiCallError)
        -> PresetValue?
    {
        switch parameter.kind {
        case .integer(let allowed):
            let range = Double(allowed.lowerBound)...Double(allowed.upperBound)
            return number(json).map { .integer(Int(clamped($0.rounded(.down), range))) }
        case .number(let allowed):
            return number(json).map { .number(clamped($0, allowed)) }
        case .range(let allowed):
            return number(json).map {
                let v = clamped($0, allowed)
                return .range(v, v)
            }
        case .unitPoint:
            guard case .object(let members) = json.kind else { return nil }
            func coordinate(_ key: String, _ fallback: Float) -> Float {
                members.first { $0.key.hasSameBytes(as: key) }.flatMap { number($0.value) }
                    .map { Float(clamped($0, 0...1)) } ?? fallback
            }
            return .unitPoint(Vector2(coordinate("x", 0.5), coordinate("y", 0.5)))
        case .color:
            guard case .string(let text) = json.kind else { return nil }
            return color(text).map(PresetValue.color)
        case .colors:
            guard let list = strings(json) else {
                throw refused(parameter, "a list of colours, such as ['#ff0000', 'navy']")
            }
            let colors = list.compactMap(color).prefix(PresetParameter.maximumColors)
            return colors.isEmpty ? nil : .colors(Array(colors))
        case .choices(let names):
            guard case .array(let items) = json.kind else {
                throw refused(parameter, "a list of " + names.joined(separator: ", "))
            }
            let picked = items.prefix(PresetParameter.maximumChoices).compactMap { item -> String? in
                guard case .string(let name) = item.kind else { return nil }
                return names.containsExactly(name) ? name : names[0]
            }
            return picked.isEmpty ? nil : .choices(Array(picked))
        case .flag:
            return .flag(isTruthy(json))
        }
    }

    /// A `shapeFromPath` or `shapeFromText` object, or nil for anything else.
    private static func customShape(_ json: JSONValue) -> CanvasConfetti.CustomShape? {
        guard case .object(let members) = json.kind else { return nil }
        func member(_ key: String) -> JSONValue? { members.first { $0.key.hasSameBytes(as: key) }?.value }
        let matrix: [Double] =
            if case .array(let items)? = member("matrix")?.kind {
                items.compactMap(number)
            } else {
                []
            }
        let map = matrix.count == 6 ? matrix.map { Float($0) } : [1, 0, 0, 1, 0, 0]
        guard case .string(let type)? = member("type")?.kind else { return nil }
        if type.hasSameBytes(as: "path"), case .string(let data)? = member("path")?.kind {
            return pathShape(data, map)
        }
        if type.hasSameBytes(as: "bitmap"), let id = member("sprite").flatMap(number),
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

    /// A finite number, or nil (JSON has no NaN; pyro.js sends infinities as ±1e308).
    private static func number(_ json: JSONValue) -> Double? {
        guard case .number(let n) = json.kind, n.double.isFinite else { return nil }
        return n.double
    }

    private static func clamped(_ v: Double, _ range: ClosedRange<Double>) -> Double {
        min(max(v, range.lowerBound), range.upperBound)
    }

    /// The items of an array, each as text (a number as its digits); nil when `json` is no array.
    private static func strings(_ json: JSONValue) -> [String]? {
        guard case .array(let items) = json.kind else { return nil }
        return items.map { item in
            switch item.kind {
            case .string(let s): s
            case .number(let n): n.text
            default: ""
            }
        }
    }

    /// A colour name, or hex digits with or without `#` (`#f00`, `ff0000`, `#ff000080`).
    private static func color(_ text: String) -> RGBAColor? {
        RGBAColor(named: text) ?? RGBAColor(hex: text)
    }

    /// What JavaScript's `!!` makes of a value.
    private static func isTruthy(_ json: JSONValue) -> Bool {
        switch json.kind {
        case .null: false
        case .bool(let b): b
        case .number(let n): n.double != 0 && !n.double.isNaN
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
