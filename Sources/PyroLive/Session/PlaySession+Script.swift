extension PlaySession {
    /// Carries out one action of an input script at `time` (seconds of session time), as the
    /// pointer and keys would.
    ///
    /// - Throws: `LiveError` of kind `.invalidInput` when the action presses a button the
    ///   scene does not show at that time.
    mutating func apply(_ action: InputScript.Action, at time: Double) throws(LiveError) {
        switch action {
        case .input(let event):
            handle(event, at: time)
        case .pressButton(let id):
            let shown = buttons(at: time)
            guard let button = shown.first(where: { $0.id == id }) else {
                let names = shown.map(\.id).joined(separator: ", ")
                throw LiveError(
                    .invalidInput,
                    "the \(sceneID.rawValue) scene shows no button '\(id)' at "
                        + "\(time) s (buttons now: \(names.isEmpty ? "none" : names))")
            }
            handle(.pointerMoved(button.frame.center), at: time)
            handle(.pointerDown(button.frame.center), at: time)
        case .releaseInPlace:
            if let p = pointer.position { handle(.pointerUp(p), at: time) }
        }
    }
}
