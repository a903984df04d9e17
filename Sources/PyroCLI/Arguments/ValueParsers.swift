import PyroCore

/// Parsers for the values `pyro` flags take. Each returns the value or throws a `UsageError`
/// that names the flag, the bad value and what is allowed.
enum ValueParsers {
    /// A finite number in `range`.
    static func number(_ text: String, flag: String, in range: ClosedRange<Double>) throws(UsageError) -> Double {
        guard let v = Double(text.trimmingWhitespace), v.isFinite, range.contains(v) else {
            throw UsageError(
                "--\(flag): '\(text)' is not a number in \(format(range.lowerBound))...\(format(range.upperBound))")
        }
        return v
    }

    /// A whole number in `range`.
    static func integer(_ text: String, flag: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let v = Int(text.trimmingWhitespace), range.contains(v) else {
            throw UsageError("--\(flag): '\(text)' is not a whole number in \(range.lowerBound)...\(range.upperBound)")
        }
        return v
    }

    /// A 64-bit seed: a non-negative whole number.
    static func seed(_ text: String) throws(UsageError) -> UInt64 {
        guard let v = UInt64(text.trimmingWhitespace) else {
            throw UsageError("--seed: '\(text)' is not a whole number in 0...\(UInt64.max)")
        }
        return v
    }

    /// `WxH` in points, each side in 1...16384.
    static func size(_ text: String, flag: String = "size") throws(UsageError) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
            (1...16384).contains(w), (1...16384).contains(h)
        else {
            throw UsageError("--\(flag): '\(text)' is not WIDTHxHEIGHT with each side a whole number in 1...16384")
        }
        return Size(width: Float(w), height: Float(h))
    }

    /// Comma-separated times in seconds, each finite and in 0...86400.
    static func times(_ text: String, flag: String) throws(UsageError) -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard !parts.isEmpty else { throw UsageError("--\(flag): needs at least one time in seconds") }
        var result: [Double] = []
        for part in parts {
            guard let v = Double(part.trimmingWhitespace), v.isFinite, v >= 0, v <= 86_400 else {
                throw UsageError(
                    "--\(flag): '\(part)' is not a time in seconds in 0...86400 (use commas between times)")
            }
            result.append(v)
        }
        return result
    }

    /// `X,Y` in points, each finite and within ±1e6.
    static func point(_ text: String, flag: String) throws(UsageError) -> Vector2 {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0].trimmingWhitespace),
            let y = Double(parts[1].trimmingWhitespace),
            x.isFinite, y.isFinite, abs(x) <= 1e6, abs(y) <= 1e6
        else {
            throw UsageError("--\(flag): '\(text)' is not X,Y in points (finite numbers within ±1000000)")
        }
        return Vector2(Float(x), Float(y))
    }

    /// `X,Y;X,Y;...` in points.
    static func path(_ text: String, flag: String = "path") throws(UsageError) -> [Vector2] {
        var points: [Vector2] = []
        for (i, part) in text.split(separator: ";").enumerated() where !part.trimmingWhitespace.isEmpty {
            do {
                points.append(try point(String(part), flag: flag))
            } catch {
                throw UsageError(
                    "--\(flag): point \(i + 1) '\(part)' is not X,Y in points (finite numbers within ±1000000); write \"X,Y;X,Y;...\""
                )
            }
        }
        guard !points.isEmpty else {
            throw UsageError("--\(flag): '\(text)' has no points; write \"X,Y;X,Y;...\"")
        }
        return points
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }
}

extension StringProtocol {
    var trimmingWhitespace: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
