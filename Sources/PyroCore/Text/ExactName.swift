extension String {
    /// True when `self` and `other` hold the same UTF-8 bytes. Names, keys and choices in Pyro are
    /// compared this way, exactly and byte for byte, never by Unicode canonical equivalence (String `==`
    /// would treat a precomposed "é" and "e" + combining accent as equal, and it needs Unicode
    /// normalisation tables that the Embedded Swift web build does not link).
    package func hasSameBytes(as other: String) -> Bool {
        utf8.elementsEqual(other.utf8)
    }
}

extension Array where Element == String {
    /// True when some element holds exactly the UTF-8 bytes of `name` (see `String.hasSameBytes(as:)`).
    package func containsExactly(_ name: String) -> Bool {
        contains { $0.hasSameBytes(as: name) }
    }
}

/// A name to `switch` on: `switch ExactName(kind) { case "line": ... }` matches byte for byte (UTF-8),
/// like `String.hasSameBytes(as:)`, so that matching needs no Unicode normalisation.
package struct ExactName: Equatable, ExpressibleByStringLiteral {
    /// The name's text.
    package let text: String

    /// Wraps `text` for exact matching.
    package init(_ text: String) { self.text = text }

    /// A name written as a literal, such as a `case` label.
    package init(stringLiteral text: String) { self.text = text }

    /// Same UTF-8 bytes.
    package static func == (a: ExactName, b: ExactName) -> Bool { a.text.hasSameBytes(as: b.text) }
}
