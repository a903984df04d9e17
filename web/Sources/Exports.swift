import PyroCore
import PyroRaster

// The C ABI that pyro.js calls. Every argument is checked here or by the engine (which clamps
// what it is given), so no value from the page can trap the instance.

/// The one stage of this instance (nil until `pyro_create`).
nonisolated(unsafe) var stage: Stage?

/// The largest canvas side accepted, in pixels (as `pyro render --size` allows).
let maximumPixelSide: Int32 = 16384

/// Makes the stage for preset number `preset` (the order of `Preset.allCases`; one past the
/// last is canvas-confetti's bursts, `CanvasConfetti`) on a canvas of
/// `width` × `height` points drawn at `scale` pixels per point. Returns 0, -1 for a preset
/// number or size out of range, or -3 for a preset whose pictures are text (emoji), which this
/// build cannot draw: it has no FreeType (the stage is then unchanged).
@_cdecl("pyro_create")
func pyroCreate(_ preset: Int32, _ seedHigh: UInt32, _ seedLow: UInt32, _ width: Float, _ height: Float,
                _ scale: Float) -> Int32 {
    guard preset >= 0, Int(preset) <= Preset.allCases.count, let (w, h) = pixelSize(width, height, scale) else {
        return -1
    }
    if Int(preset) < Preset.allCases.count, Preset.allCases[Int(preset)].catalogDefinition?.hasUndrawnText == true {
        return -3
    }
    let seed = UInt64(seedHigh) << 32 | UInt64(seedLow)
    let size = Size(width: width, height: height)
    let effect: StageEffect = Int(preset) == Preset.allCases.count
        ? .confetti(CanvasConfetti(seed: seed, canvasSize: size))
        : .preset(Preset.allCases[Int(preset)].makeEffect(seed: seed, canvasSize: size))
    stage = Stage(effect: effect, pixelWidth: w, pixelHeight: h, scale: scale)
    return 0
}

/// The canvas in pixels for a size in points at a scale, or nil when out of range.
func pixelSize(_ width: Float, _ height: Float, _ scale: Float) -> (Int, Int)? {
    guard width.isFinite, height.isFinite, scale.isFinite, width >= 0, height >= 0, scale > 0, scale <= 8 else {
        return nil
    }
    let w = (width * scale).rounded(), h = (height * scale).rounded()
    guard w <= Float(maximumPixelSide), h <= Float(maximumPixelSide) else { return nil }
    return (Int(w), Int(h))
}

/// New canvas size, in points, and scale. Returns 0, or -1 when out of range.
@_cdecl("pyro_resize")
func pyroResize(_ width: Float, _ height: Float, _ scale: Float) -> Int32 {
    guard stage != nil, let (w, h) = pixelSize(width, height, scale) else { return -1 }
    stage!.resize(to: Size(width: width, height: height), pixelWidth: w, pixelHeight: h, scale: scale)
    return 0
}

/// The background: kind 0 transparent, 1 solid `top`, 2 a vertical gradient from `top` to
/// `bottom`; colours as 0xRRGGBBAA.
@_cdecl("pyro_set_background")
func pyroSetBackground(_ kind: Int32, _ top: UInt32, _ bottom: UInt32) {
    switch kind {
    case 1: stage?.background = .solid(RGBAColor(rgba32: top))
    case 2: stage?.background = .verticalGradient(top: RGBAColor(rgba32: top), bottom: RGBAColor(rgba32: bottom))
    default: stage?.background = .transparent
    }
}

/// Fires the effect's on-demand action at `time` seconds; at (x, y) points when `hasOrigin`.
@_cdecl("pyro_trigger")
func pyroTrigger(_ time: Double, _ hasOrigin: Int32, _ x: Float, _ y: Float) {
    stage?.effect.trigger(at: time, origin: hasOrigin != 0 ? Vector2(x, y) : nil)
}

/// Adds a drawn point to the fuse (ignored by other effects and once lit).
@_cdecl("pyro_fuse_add_point")
func pyroFuseAddPoint(_ x: Float, _ y: Float) {
    stage?.effect.withFuseFirework { $0.addPoint(Vector2(x, y)) }
}

/// Lights the fuse at `time`. Returns 0, 1 when nothing is drawn, 2 when already lit,
/// 3 when the effect is not a fuse.
@_cdecl("pyro_fuse_light")
func pyroFuseLight(_ time: Double) -> Int32 {
    guard stage != nil else { return 3 }
    do {
        let lit: Void? = try stage!.effect.withFuseFirework { (fuse) throws(FuseError) in try fuse.light(at: time) }
        return lit == nil ? 3 : 0
    } catch {
        switch error {
        case .nothingDrawn: return 1
        case .alreadyLit: return 2
        }
    }
}

/// Replaces the drawing with `FuseFirework.samplePath` (what `pyro render` burns when no path
/// is given), for a fuse still being drawn.
@_cdecl("pyro_fuse_use_sample_path")
func pyroFuseUseSamplePath() {
    stage?.effect.withFuseFirework { fuse in
        guard fuse.state == .drawing else { return }
        fuse.reset()
        for point in FuseFirework.samplePath(canvasSize: fuse.canvasSize) { fuse.addPoint(point) }
    }
}

/// Distinct points of the fuse's path (1 or more can be lit), -1 when not a fuse.
@_cdecl("pyro_fuse_point_count")
func pyroFusePointCount() -> Int32 {
    guard let fuse = stage?.effect.fuseFirework else { return -1 }
    return Int32(clamping: fuse.path.points.count)
}

/// Back to an empty drawing.
@_cdecl("pyro_fuse_reset")
func pyroFuseReset() {
    stage?.effect.withFuseFirework { $0.reset() }
}

/// The fuse's state: 0 drawing, 1 burning, 2 exploding, 3 done, -1 not a fuse.
@_cdecl("pyro_fuse_state")
func pyroFuseState() -> Int32 {
    guard let fuse = stage?.effect.fuseFirework else { return -1 }
    switch fuse.state {
    case .drawing: return 0
    case .burning: return 1
    case .exploding: return 2
    case .done: return 3
    }
}

/// Draws the frame at `time` seconds into the byte buffer; returns its address.
@_cdecl("pyro_draw")
func pyroDraw(_ time: Double, _ reduceMotion: Int32) -> UnsafeMutablePointer<UInt8>? {
    guard stage != nil else { return nil }
    stage!.draw(at: time, reduceMotion: reduceMotion != 0)
    return stage!.bytes.baseAddress
}

/// Width and height of the byte buffer, in pixels.
@_cdecl("pyro_pixel_width")
func pyroPixelWidth() -> Int32 { Int32(stage?.canvas.width ?? 0) }

@_cdecl("pyro_pixel_height")
func pyroPixelHeight() -> Int32 { Int32(stage?.canvas.height ?? 0) }

/// Live particles after the last draw or update.
@_cdecl("pyro_live_count")
func pyroLiveCount() -> Int32 { Int32(clamping: stage?.effect.liveCount ?? 0) }
