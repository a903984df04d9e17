import PyroCore

// The C ABI behind `Pyro.confetti`: one call's canvas-confetti options in, a burst out.

/// Room for the colours of one call, as 0xRRGGBBAA, written by the page before `pyro_confetti_fire`.
nonisolated(unsafe) let confettiColors = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: maximumConfettiColors)
let maximumConfettiColors = 64

/// Where the page writes colours for the next `pyro_confetti_fire`.
@_cdecl("pyro_confetti_colors")
func pyroConfettiColors() -> UnsafeMutablePointer<UInt32>? { confettiColors.baseAddress }

/// Fires one `confetti(options)` call at `time` seconds. `shapes` is a bit set (1 square,
/// 2 circle, 4 star; 0 for the default); `colorCount` colours come from `pyro_confetti_colors`
/// (0 for the default). Returns the seconds until its last piece is gone, or -1 when this stage
/// is not canvas-confetti's.
@_cdecl("pyro_confetti_fire")
func pyroConfettiFire(_ time: Double, _ particleCount: Int32, _ angle: Float, _ spread: Float,
                      _ startVelocity: Float, _ decay: Float, _ gravity: Float, _ drift: Float, _ ticks: Float,
                      _ originX: Float, _ originY: Float, _ scalar: Float, _ shapes: Int32,
                      _ colorCount: Int32) -> Double {
    var o = CanvasConfetti.Options()
    o.particleCount = Int(particleCount)
    o.angle = angle
    o.spread = spread
    o.startVelocity = startVelocity
    o.decay = decay
    o.gravity = gravity
    o.drift = drift
    o.ticks = ticks
    o.origin = Vector2(originX, originY)
    o.scalar = scalar
    let picked = CanvasConfetti.Shape.allCases.enumerated().filter { shapes & (1 << $0.offset) != 0 }.map { $0.element }
    if !picked.isEmpty { o.shapes = picked }
    let n = min(max(Int(colorCount), 0), maximumConfettiColors)
    if n > 0 { o.colors = (0..<n).map { RGBAColor(rgba32: confettiColors[$0]) } }
    let fired: Void? = stage?.effect.withCanvasConfetti { $0.fire(o, at: time) }
    return fired == nil ? -1 : CanvasConfetti.lifetime(o)
}

/// Removes every piece (canvas-confetti's `reset`).
@_cdecl("pyro_confetti_reset")
func pyroConfettiReset() {
    stage?.effect.withCanvasConfetti { $0.reset() }
}
