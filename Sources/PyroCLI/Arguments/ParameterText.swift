import PyroCore

/// `--set NAME=VALUE` and `pyro list --params`: preset parameters read from and written as text.
///
/// How each kind is written: a whole number (`500`), a number (`600`, `0.25`), a span `A..B`
/// or one number for both ends (`500..2400`), a colour (see `colorHelp`), colours separated by
/// commas (`red,gold,#00ffcc`), a point as fractions of the canvas (`0.5,0.7`), names separated
/// by commas (`square,star`), on or off (`true`, `false`).
enum ParameterText {
    /// Applies `settings` (each `NAME=VALUE`) to `start` (`preset`'s default configuration when
    /// nil), in order.
    static func configuration(
        _ preset: Preset, settings: [String],
        startingFrom start: PresetConfiguration? = nil
    ) throws(UsageError) -> PresetConfiguration {
        var configuration = start ?? preset.defaultConfiguration
        for setting in settings {
            guard let eq = setting.firstIndex(of: "="), eq != setting.startIndex else {
                throw UsageError(
                    "--set: '\(setting)' is not NAME=VALUE; \(preset.rawValue)'s parameters: "
                        + names(preset) + " (pyro list --params \(preset.rawValue))")
            }
            let name = String(setting[..<eq]).trimmingWhitespace.lowercased()
            let text = String(setting[setting.index(after: eq)...])
            guard let parameter = preset.parameters.first(where: { $0.name == name }) else {
                let known =
                    Suggestion.didYouMean(name, among: preset.parameters.map(\.name))
                    ?? "parameters: " + names(preset)
                throw UsageError(
                    "--set: \(preset.rawValue) has no parameter '\(name)'; \(known) "
                        + "(pyro list --params \(preset.rawValue))")
            }
            try checkColorNames(text, of: parameter.kind, context: "--set \(name)='\(text)'")
            guard let value = parse(text, as: parameter.kind), parameter.allows(value) else {
                throw UsageError(
                    "--set \(name)='\(text)': \(name) takes \(describe(parameter.kind)) "
                        + "(\(parameter.summary))")
            }
            do {
                try configuration.set(name, to: value)
            } catch {
                throw UsageError("--set \(name)='\(text)': \(name) takes \(describe(parameter.kind))")
            }
        }
        return configuration
    }

    static func names(_ preset: Preset) -> String { preset.parameters.map(\.name).joined(separator: ", ") }

    /// Refuses the first item of a colour value (`red,blu`) that is not a colour, or of a choice
    /// value (`square,sqare`) that is close to an allowed name, naming it and the closest one;
    /// other kinds pass.
    static func checkColorNames(_ text: String, of kind: PresetParameter.Kind, context: String) throws(UsageError) {
        switch kind {
        case .color:
            _ = try Suggestion.color(text.trimmingWhitespace, context: context)
        case .colors:
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                _ = try Suggestion.color(part.trimmingWhitespace, context: context)
            }
        case .choices(let names):
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                let name = part.trimmingWhitespace
                // A name close to none is left to the parameter's own message, which lists them.
                guard !names.contains(name), let hint = Suggestion.didYouMean(name, among: names) else { continue }
                throw UsageError("\(context): '\(name)' is not one of \(names.joined(separator: ", ")); \(hint)")
            }
        case .integer, .number, .range, .unitPoint, .flag:
            break
        }
    }

    /// The value `text` spells for `kind`, or nil; whether it is allowed is the parameter's call.
    static func parse(_ text: String, as kind: PresetParameter.Kind) -> PresetValue? {
        let trimmed = text.trimmingWhitespace
        switch kind {
        case .integer:
            return Int(trimmed).map(PresetValue.integer)
        case .number:
            return number(trimmed).map(PresetValue.number)
        case .range:
            let ends = trimmed.split(separator: "..", omittingEmptySubsequences: false).map(String.init)
            if ends.count == 1, let v = number(trimmed) { return .range(v, v) }
            guard ends.count == 2, let lower = number(ends[0]), let upper = number(ends[1]) else { return nil }
            return .range(lower, upper)
        case .color:
            return RGBAColor(nameOrHex: trimmed).map(PresetValue.color)
        case .colors:
            var colors: [RGBAColor] = []
            for part in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
                guard let color = RGBAColor(nameOrHex: part.trimmingWhitespace) else { return nil }
                colors.append(color)
            }
            return .colors(colors)
        case .unitPoint:
            let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let x = number(parts[0].trimmingWhitespace),
                let y = number(parts[1].trimmingWhitespace)
            else { return nil }
            return .unitPoint(Vector2(Float(x), Float(y)))
        case .choices:
            let names = trimmed.split(separator: ",", omittingEmptySubsequences: false)
            return .choices(names.map { $0.trimmingWhitespace })
        case .flag:
            switch trimmed.lowercased() {
            case "true", "on", "yes", "1": return .flag(true)
            case "false", "off", "no", "0": return .flag(false)
            default: return nil
            }
        }
    }

    private static func number(_ text: String) -> Double? {
        Double(text.trimmingWhitespace).flatMap { $0.isFinite ? $0 : nil }
    }

    /// The values allowed, as `list --params` shows them (`0...100000`, `A..B in 0...20000`).
    static func allowed(_ kind: PresetParameter.Kind) -> String {
        switch kind {
        case .integer(let r): "\(r.lowerBound)...\(r.upperBound)"
        case .number(let r): "\(format(r.lowerBound))...\(format(r.upperBound))"
        case .range(let r): "A..B in \(format(r.lowerBound))...\(format(r.upperBound))"
        case .color: "a colour name, #RGB or #RRGGBB[AA]"
        case .colors: "1...\(PresetParameter.maximumColors) colours, comma-separated"
        case .unitPoint: "X,Y, each 0...1"
        case .choices(let names):
            "1...\(PresetParameter.maximumChoices) of \(names.joined(separator: ",")), comma-separated"
        case .flag: "true or false"
        }
    }

    /// What a kind takes, in words, for error messages.
    static func describe(_ kind: PresetParameter.Kind) -> String {
        switch kind {
        case .integer(let r): "a whole number in \(r.lowerBound)...\(r.upperBound)"
        case .number(let r): "a number in \(format(r.lowerBound))...\(format(r.upperBound))"
        case .range(let r):
            "A..B (or one number) with A <= B, each in \(format(r.lowerBound))...\(format(r.upperBound))"
        case .color: "a colour: a name (pyro help colors), #RGB or #RRGGBB[AA]"
        case .colors:
            "1...\(PresetParameter.maximumColors) colours separated by commas, each a name (pyro help colors), #RGB or "
                + "#RRGGBB[AA]"
        case .unitPoint: "X,Y as fractions of the canvas, each 0...1"
        case .choices(let names):
            "1...\(PresetParameter.maximumChoices) names separated by commas, each one of "
                + names.joined(separator: ", ")
        case .flag: "true or false (on, off)"
        }
    }

    /// A value as `--set` would take it back.
    static func format(_ value: PresetValue) -> String {
        switch value {
        case .integer(let n): "\(n)"
        case .number(let v): format(v)
        case .range(let lower, let upper): lower == upper ? format(lower) : "\(format(lower))..\(format(upper))"
        case .color(let c): colorName(c)
        case .colors(let list): list.map(colorName).joined(separator: ",")
        case .unitPoint(let p): "\(format(Double(p.x))),\(format(Double(p.y)))"
        case .choices(let names): names.joined(separator: ",")
        case .flag(let on): on ? "true" : "false"
        }
    }

    /// A number in its shortest form: whole numbers without a point, others as the `Float` the
    /// presets store (so 0.9 is not 0.8999999761581421).
    static func format(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
        return Double(Float(v)) == v ? "\(Float(v))" : "\(v)"
    }

    /// Pyro's name for a colour when it has one, else `#RRGGBB` (or `#RRGGBBAA` when translucent).
    static func colorName(_ color: RGBAColor) -> String {
        if let named = RGBAColor.pyroNames.first(where: { $0.color == color }) { return named.name }
        let hex = color.hexString.lowercased()
        return color.alpha == 255 ? String(hex.prefix(7)) : hex
    }

    /// `pyro help colors`: every colour name.
    static var colorHelp: String {
        """
        Colours are a name or #RGB, #RRGGBB, #RRGGBBAA. Names, in any case:

        Pyro's (SwiftUI's system colours, as the articles show them; they win where CSS has
        the same word): \(RGBAColor.pyroNames.map(\.name).joined(separator: ", ")).

        CSS named colours:
        """ + "\n" + wrap(RGBAColor.cssNames.map(\.name), width: 92)
    }

    /// Words joined by ", " in lines at most `width` characters long.
    static func wrap(_ words: [String], width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in words {
            let piece = line.isEmpty ? word : line + ", " + word
            if piece.count > width && !line.isEmpty {
                lines.append(line + ",")
                line = word
            } else {
                line = piece
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { "  " + $0 }.joined(separator: "\n")
    }
}
