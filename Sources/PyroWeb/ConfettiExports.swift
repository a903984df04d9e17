import PyroCore

// The C ABI behind `confetti(options)`: one call's options in, as a `PageValue`, a burst out.

/// Fires one `confetti(options)` call at `time` seconds on a `canvas-confetti` stage; the
/// options are the first `length` bytes of `pyro_input`, an object (`PageValue`'s bytes)
/// read by `ConfettiCall`.
/// Returns the seconds until its last piece is gone; -1 when this stage is not
/// canvas-confetti's; -2 for options canvas-confetti would throw at, with the reason in
/// `pyro_output`.
@_cdecl("pyro_confetti_fire")
func pyroConfettiFire(_ time: Double, _ length: Int32) -> Double {
    guard let configuration = stage?.effect.withCanvasConfetti({ $0.configuration }) else { return -1 }
    let call: ConfettiCall
    do {
        call = try ConfettiCall(PageValue(bytes: inputBytes(length) ?? []), over: configuration)
    } catch {
        return Double(fail(-2, error.message))
    }
    stage?.effect.withCanvasConfetti { $0.fire(call.options, at: time) }
    return CanvasConfetti.lifetime(call.options)
}

/// Removes every piece (canvas-confetti's `reset`).
@_cdecl("pyro_confetti_reset")
func pyroConfettiReset() {
    stage?.effect.withCanvasConfetti { $0.reset() }
}
