/// Reads SVG path data (the `d` attribute of `<path>`) into path elements, in the data's own
/// coordinates, with `Double` precision so that long runs of relative commands cannot overflow.
///
/// Commands: `M L H V C S Q T A Z`, upper case absolute and lower case relative, with SVG's rules:
/// numbers after a command repeat it (after a move they are lines), `S` and `T` reflect the
/// previous curve's last control point, and a relative move as the first command is absolute.
/// Numbers take every SVG form: `12`, `-3.5`, `.5`, `1e-3`, `.5.5` (two numbers) and `-1-2`
/// (two numbers). Separators are white space and at most one comma between numbers. An arc's
/// two flags are single `0` or `1` characters that need no separator (`a5 5 0 0110 10`). Arcs
/// become cubic curves (`SVGArc`). The parser reads each character once.
struct SVGPathParser {
    /// One step of a parsed outline, in the data's coordinates.
    enum Element {
        case move(Point)
        case line(Point)
        case quad(Point, control: Point)
        case cubic(Point, control1: Point, control2: Point)
        case close
    }

    /// A point in the data's coordinates.
    struct Point {
        var x: Double, y: Double
        static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
        static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
        /// This point mirrored through `centre`.
        func reflected(through centre: Point) -> Point { Point(x: 2 * centre.x - x, y: 2 * centre.y - y) }
    }

    private let bytes: [UInt8]
    private var index = 0
    /// Whether the current segment has read a number (so a comma may come next).
    private var segmentStarted = false

    /// A parser over the UTF-8 bytes of `data`.
    init(_ data: String) {
        bytes = Array(data.utf8)
    }

    /// Every element of the data, or the first problem found.
    mutating func parse() throws(SVGPathError) -> [Element] {
        var elements: [Element] = []
        var current = Point(x: 0, y: 0)
        var start = current
        // The last curve's second control point, for S (cubic) and T (quadratic).
        var lastCubicControl: Point?
        var lastQuadControl: Point?
        var sawCommand = false
        skipWhiteSpace()
        while index < bytes.count {
            let letter = bytes[index]
            guard Self.isCommand(letter) else {
                if !sawCommand && Self.startsNumber(letter) { throw SVGPathError(.expectedMoveTo, at: index) }
                throw SVGPathError(.unexpectedCharacter(letter), at: index)
            }
            if !sawCommand && letter | 0x20 != UInt8(ascii: "m") { throw SVGPathError(.expectedMoveTo, at: index) }
            sawCommand = true
            index += 1
            let relative = letter >= UInt8(ascii: "a")
            var command = letter & ~0x20  // upper case
            if command == UInt8(ascii: "Z") {
                elements.append(.close)
                current = start
                lastCubicControl = nil
                lastQuadControl = nil
                skipWhiteSpace()
                continue
            }
            // One segment is required; more follow while numbers do.
            repeat {
                let origin = relative ? current : Point(x: 0, y: 0)
                segmentStarted = false
                var cubicControl: Point?
                var quadControl: Point?
                switch command {
                case UInt8(ascii: "M"):
                    let p = origin + (try point(letter, needed: 2))
                    elements.append(.move(p))
                    current = p
                    start = p
                    // Further pairs are lines.
                    command = UInt8(ascii: "L")
                case UInt8(ascii: "L"):
                    current = origin + (try point(letter, needed: 2))
                    elements.append(.line(current))
                case UInt8(ascii: "H"):
                    current = Point(x: origin.x + (try number(letter, needed: 1)), y: current.y)
                    elements.append(.line(current))
                case UInt8(ascii: "V"):
                    current = Point(x: current.x, y: (relative ? current.y : 0) + (try number(letter, needed: 1)))
                    elements.append(.line(current))
                case UInt8(ascii: "C"):
                    let c1 = origin + (try point(letter, needed: 6))
                    let c2 = origin + (try point(letter, needed: 6))
                    current = origin + (try point(letter, needed: 6))
                    elements.append(.cubic(current, control1: c1, control2: c2))
                    cubicControl = c2
                case UInt8(ascii: "S"):
                    let c1 = lastCubicControl?.reflected(through: current) ?? current
                    let c2 = origin + (try point(letter, needed: 4))
                    current = origin + (try point(letter, needed: 4))
                    elements.append(.cubic(current, control1: c1, control2: c2))
                    cubicControl = c2
                case UInt8(ascii: "A"):
                    let rx = try number(letter, needed: 7)
                    let ry = try number(letter, needed: 7)
                    let rotation = try number(letter, needed: 7)
                    let largeArc = try flag(letter)
                    let sweep = try flag(letter)
                    let end = origin + (try point(letter, needed: 7))
                    for cubic in SVGArc.cubics(
                        from: current, to: end, rx: rx, ry: ry, rotation: rotation,
                        largeArc: largeArc, sweep: sweep)
                    {
                        elements.append(.cubic(cubic.end, control1: cubic.control1, control2: cubic.control2))
                    }
                    current = end
                case UInt8(ascii: "Q"):
                    let c = origin + (try point(letter, needed: 4))
                    current = origin + (try point(letter, needed: 4))
                    elements.append(.quad(current, control: c))
                    quadControl = c
                default:  // "T"
                    let c = lastQuadControl?.reflected(through: current) ?? current
                    current = origin + (try point(letter, needed: 2))
                    elements.append(.quad(current, control: c))
                    quadControl = c
                }
                lastCubicControl = cubicControl
                lastQuadControl = quadControl
            } while try separatorThenNumber(letter)
        }
        guard sawCommand else { throw SVGPathError(.empty, at: 0) }
        return elements
    }

    /// True for the letters of the commands this parser reads.
    private static func isCommand(_ byte: UInt8) -> Bool {
        switch byte | 0x20 {
        case UInt8(ascii: "a"), UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"),
            UInt8(ascii: "c"),
            UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "z"):
            return true
        default:
            return false
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    private static func startsNumber(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private mutating func skipWhiteSpace() {
        while index < bytes.count && Self.isWhiteSpace(bytes[index]) { index += 1 }
    }

    /// Skips the separators after a segment and tells whether another segment's numbers follow.
    /// A comma must be followed by a number.
    private mutating func separatorThenNumber(_ command: UInt8) throws(SVGPathError) -> Bool {
        skipWhiteSpace()
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhiteSpace()
            guard index < bytes.count, Self.startsNumber(bytes[index]) else {
                throw SVGPathError(
                    .expectedNumber(command: command, needed: Self.numbersPerSegment(command)), at: index)
            }
            return true
        }
        return Self.startsNumber(bytes[index])
    }

    private static func numbersPerSegment(_ command: UInt8) -> Int {
        switch command | 0x20 {
        case UInt8(ascii: "h"), UInt8(ascii: "v"): return 1
        case UInt8(ascii: "c"): return 6
        case UInt8(ascii: "a"): return 7
        case UInt8(ascii: "s"), UInt8(ascii: "q"): return 4
        default: return 2
        }
    }

    /// Two numbers, with a separator allowed between them.
    private mutating func point(_ command: UInt8, needed: Int) throws(SVGPathError) -> Point {
        let x = try number(command, needed: needed)
        let y = try number(command, needed: needed)
        return Point(x: x, y: y)
    }

    /// The next number, after white space, and after one comma when it is not the segment's
    /// first number (the separators between segments are left to `separatorThenNumber`, and SVG
    /// allows no comma right after a command letter).
    private mutating func number(_ command: UInt8, needed: Int) throws(SVGPathError) -> Double {
        skipWhiteSpace()
        if segmentStarted && index < bytes.count && bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhiteSpace()
        }
        guard index < bytes.count, Self.startsNumber(bytes[index]) else {
            throw SVGPathError(.expectedNumber(command: command, needed: needed), at: index)
        }
        segmentStarted = true
        return try readNumber()
    }

    /// An arc's flag: one `0` or `1` character, after separators as for `number`.
    private mutating func flag(_ command: UInt8) throws(SVGPathError) -> Bool {
        skipWhiteSpace()
        if segmentStarted && index < bytes.count && bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhiteSpace()
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw SVGPathError(.expectedFlag(command: command), at: index)
        }
        index += 1
        segmentStarted = true
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    /// Reads `[sign] digits [. digits] [e [sign] digits]` with at least one mantissa digit.
    ///
    /// The value is computed with IEEE arithmetic only (no C library), from up to 19 significant
    /// digits: the same on every platform.
    private mutating func readNumber() throws(SVGPathError) -> Double {
        let begin = index
        var negative = false
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var significant = 0
        var exponent = 0
        while index < bytes.count && Self.isDigit(bytes[index]) {
            if significant < 19 {
                accumulate(bytes[index], into: &mantissa, significant: &significant)
            } else {
                exponent += 1
            }
            digits += 1
            index += 1
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count && Self.isDigit(bytes[index]) {
                if significant < 19 {
                    accumulate(bytes[index], into: &mantissa, significant: &significant)
                    exponent -= 1
                }
                digits += 1
                index += 1
            }
        }
        guard digits > 0 else { throw SVGPathError(.malformedNumber, at: begin) }
        if index < bytes.count && bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var negativeExponent = false
            if index < bytes.count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) {
                negativeExponent = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < bytes.count && Self.isDigit(bytes[index]) else {
                throw SVGPathError(.malformedNumber, at: begin)
            }
            var e = 0
            while index < bytes.count && Self.isDigit(bytes[index]) {
                // Beyond 10^8 every value is zero or out of range anyway (and Int is 32 bits on
                // wasm32, so 10^9 × 10 would trap).
                if e < 100_000_000 { e = e * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            exponent += negativeExponent ? -e : e
        }
        let value = Self.scale(Double(mantissa), byPowerOfTen: exponent)
        guard value <= Double(Float.greatestFiniteMagnitude) else { throw SVGPathError(.numberOutOfRange, at: begin) }
        return negative ? -value : value
    }

    /// Appends a digit to the mantissa; leading zeros are not counted as significant.
    private func accumulate(_ digit: UInt8, into mantissa: inout UInt64, significant: inout Int) {
        let d = UInt64(digit - UInt8(ascii: "0"))
        if significant == 0 && d == 0 { return }
        significant += 1
        // At most 19 digits: below 2^64, so wrapping operators never wrap (and wasm32 has no
        // 128-bit multiply for an overflow check).
        mantissa = mantissa &* 10 &+ d
    }

    /// Exact powers of ten that a `Double` holds exactly.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
        1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// `value · 10^exponent` by exact powers of ten, multiplied or divided in steps of 10^22.
    private static func scale(_ value: Double, byPowerOfTen exponent: Int) -> Double {
        guard value != 0 else { return 0 }
        var v = value
        var e = exponent
        while e > 22 && v.isFinite {
            v *= 1e22
            e -= 22
        }
        while e < -22 && v != 0 {
            v /= 1e22
            e += 22
        }
        // Overflow or underflow ended the loops early: the value is already infinite or zero.
        guard e >= -22 && e <= 22 else { return v }
        return e >= 0 ? v * powersOfTen[e] : v / powersOfTen[-e]
    }
}
