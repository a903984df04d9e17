/// canvas-confetti's options by parameter name, the same as through
/// `PresetConfiguration.canvasConfetti` but without it: a build that holds canvas-confetti's call
/// alone (the web's confetti.wasm) then links no other preset's parameter tables, which a switch
/// over every configuration would keep.
extension CanvasConfetti.Options {
    /// The parameters, in the order people read them (the `canvas-confetti` preset's).
    package static var parameters: [PresetParameter] { bindings.map { $0.parameter } }

    /// The current value of the parameter called `name`, or nil when there is none.
    package func value(of name: String) -> PresetValue? {
        PresetConfiguration.value(of: name, in: self, Self.bindings)
    }

    /// Sets the parameter called `name` to `value`, as `PresetConfiguration.set(_:to:)` does.
    ///
    /// - Throws: `PresetParameterError.unknownName` or `.notAllowed`; nothing changes then.
    package mutating func set(_ name: String, to value: PresetValue) throws(PresetParameterError) {
        try PresetConfiguration.set(name, to: value, in: &self, Self.bindings)
    }
}
