import PyroCore

/// A key's value on its way between a file and its root (`LaunchConfiguration`, ...), in the
/// form its `KeyKind` reads and writes, so that the reading, checking and writing are
/// `KeyKind`'s, once for every key of a kind.
enum KeyValue {
    /// A number or an angle, in the key's unit (radians for angles).
    case float(Float)
    /// A number kept as a `Double`, in the key's unit (seconds).
    case double(Double)
    case text(String)
    /// A range drawn per particle.
    case range(ValueRange)
    case vector(Vector2)
    /// The position of a `choice` key's name among its names.
    case choice(Int)

    var float: Float {
        guard case .float(let v) = self else { preconditionFailure("not a float") }
        return v
    }

    var double: Double {
        guard case .double(let v) = self else { preconditionFailure("not a double") }
        return v
    }

    var text: String {
        guard case .text(let v) = self else { preconditionFailure("not a text") }
        return v
    }

    var range: ValueRange {
        guard case .range(let v) = self else { preconditionFailure("not a range") }
        return v
    }

    var vector: Vector2 {
        guard case .vector(let v) = self else { preconditionFailure("not a vector") }
        return v
    }

    var choice: Int {
        guard case .choice(let v) = self else { preconditionFailure("not a choice") }
        return v
    }

    /// Whether the writer may leave a value out because the defaults have it: equal settings
    /// (`==` of their types, so -0 is 0).
    @inline(never)
    func isSame(as other: KeyValue) -> Bool {
        switch (self, other) {
        case (.float(let a), .float(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.text(let a), .text(let b)): a.hasSameBytes(as: b)
        case (.range(let a), .range(let b)): a == b
        case (.vector(let a), .vector(let b)): a == b
        case (.choice(let a), .choice(let b)): a == b
        default: false
        }
    }
}
