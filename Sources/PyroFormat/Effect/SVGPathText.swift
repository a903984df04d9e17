import PyroCore

/// `ShapePath` outlines as SVG path data: `M x y`, `L x y`, `Q cx cy x y`, `C x1 y1 x2 y2 x y`
/// and `Z` (absolute), plus their relative lower-case forms and `H`/`V`/`h`/`v` when reading.
/// Coordinates are in the shape's unit box (-0.5...0.5, y down).
enum SVGPathText {
    /// Absolute commands, numbers in their shortest exact form.
    static func text(_ path: ShapePath) -> String {
        var parts: [String] = []
        func n(_ v: Float) -> String { (JSONNumber(v) ?? JSONNumber(0)).text }
        func p(_ v: Vector2) -> String { n(v.x) + " " + n(v.y) }
        for element in path.elements {
            switch element {
            case .move(let to): parts.append("M " + p(to))
            case .line(let to): parts.append("L " + p(to))
            case .quadCurve(let to, let c): parts.append("Q " + p(c) + " " + p(to))
            case .curve(let to, let c1, let c2): parts.append("C " + p(c1) + " " + p(c2) + " " + p(to))
            case .close: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    /// The outline `text` describes, or a message saying what is wrong at which character.
    static func parse(_ text: String) -> Result<ShapePath, PathError> {
        let bytes = Array(text.utf8)
        var i = 0
        var path = ShapePath()
        var pen = Vector2.zero
        var start = Vector2.zero
        var command: UInt8 = 0
        func skip() {
            while i < bytes.count,
                bytes[i] == 0x20 || bytes[i] == 0x2C || bytes[i] == 0x0A || bytes[i] == 0x09 || bytes[i] == 0x0D
            { i += 1 }
        }
        func number() -> Float? {
            skip()
            let begin = i
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            var digits: [UInt8] = []
            var exponent = 0
            var seenDot = false
            var any = false
            while i < bytes.count {
                let b = bytes[i]
                if b >= 0x30 && b <= 0x39 {
                    if !(digits.isEmpty && b == 0x30) { digits.append(b - 0x30) }
                    if seenDot { exponent -= 1 }
                    any = true
                } else if b == UInt8(ascii: "."), !seenDot {
                    seenDot = true
                } else {
                    break
                }
                i += 1
            }
            guard any else {
                i = begin
                return nil
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                var j = i + 1
                var negative = false
                var e = 0
                var seen = false
                if j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") {
                    negative = bytes[j] == UInt8(ascii: "-")
                    j += 1
                }
                while j < bytes.count, bytes[j] >= 0x30 && bytes[j] <= 0x39 {
                    e = min(e * 10 + Int(bytes[j] - 0x30), 100_000)
                    j += 1
                    seen = true
                }
                if seen {
                    i = j
                    exponent += negative ? -e : e
                }
            }
            let negative = bytes[begin] == UInt8(ascii: "-")
            let v = JSONNumber(isNegative: negative, digits: digits, exponent: exponent).float
            return v.isFinite && v.magnitude <= 1e6 ? v : nil
        }
        func fail(_ message: String) -> Result<ShapePath, PathError> {
            .failure(PathError(message: message, offset: i))
        }
        while true {
            skip()
            guard i < bytes.count else { break }
            let b = bytes[i]
            let isLetter = (b >= 65 && b <= 90) || (b >= 97 && b <= 122)
            if isLetter {
                command = b
                i += 1
            } else if command == 0 {
                return fail("path data must start with a command (M)")
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                return fail("a number after Z")
            }
            let relative = command >= 97
            let base = relative ? pen : .zero
            func point() -> Vector2? {
                guard let x = number(), let y = number() else { return nil }
                return Vector2(base.x + x, base.y + y)
            }
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                guard let p = point() else { return fail("M needs x y") }
                path.move(to: p)
                pen = p
                start = p
            case UInt8(ascii: "l"):
                guard let p = point() else { return fail("L needs x y") }
                path.line(to: p)
                pen = p
            case UInt8(ascii: "h"):
                guard let x = number() else { return fail("H needs x") }
                pen = Vector2(relative ? pen.x + x : x, pen.y)
                path.line(to: pen)
            case UInt8(ascii: "v"):
                guard let y = number() else { return fail("V needs y") }
                pen = Vector2(pen.x, relative ? pen.y + y : y)
                path.line(to: pen)
            case UInt8(ascii: "q"):
                guard let c = point(), let p = point() else { return fail("Q needs x1 y1 x y") }
                path.quadCurve(to: p, control: c)
                pen = p
            case UInt8(ascii: "c"):
                guard let c1 = point(), let c2 = point(), let p = point() else {
                    return fail("C needs x1 y1 x2 y2 x y")
                }
                path.curve(to: p, control1: c1, control2: c2)
                pen = p
            case UInt8(ascii: "z"):
                path.close()
                pen = start
            default:
                i -= 1
                return fail("unknown command '\(String(decoding: [b], as: UTF8.self))'; path data takes M L H V Q C Z")
            }
            if path.elements.count > 10_000 { return fail("more than 10000 path elements") }
        }
        return .success(path)
    }

    /// What is wrong with path data, and at which character (from 0).
    struct PathError: Error {
        let message: String
        let offset: Int
    }
}
