import PyroCore
import PyroFormat

@testable import PyroWeb

extension PageValue {
    /// The value JSON `text` writes, as pyro.js would send it (numbers as `Double`s); the tests
    /// write calls as JSON because it reads well. Traps on text that is not JSON.
    init(json text: String) {
        self.init(try! JSONReader.read(text))
    }

    private init(_ json: JSONValue) {
        switch json.kind {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n.double)
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map(PageValue.init))
        case .object(let members): self = .object(members.map { PageMember(key: $0.key, value: PageValue($0.value)) })
        }
    }
}

extension ConfettiCall {
    /// The options of a call, written as JSON, over canvas-confetti's defaults.
    static func read(_ json: String) throws(ConfettiCallError) -> CanvasConfetti.Options {
        try read(PageValue(json: json))
    }

    /// The options of a call over canvas-confetti's defaults.
    static func read(_ call: PageValue) throws(ConfettiCallError) -> CanvasConfetti.Options {
        try ConfettiCall(call, over: CanvasConfetti.Options()).options
    }
}
