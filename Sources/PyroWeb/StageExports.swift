import PyroCore
import PyroRaster

// The C ABI that pyro.js calls. Every argument is checked here or by the engine (which clamps
// what it is given), so no value from the page can trap the instance. A call that fails returns
// a negative status and leaves a sentence for people in `pyro_output`.

/// The one stage of this instance (nil until `pyro_create`).
package nonisolated(unsafe) var stage: Stage?

/// The largest canvas side accepted, in pixels (as `pyro render --size` allows).
let maximumPixelSide: Int32 = 16384

/// Makes the stage for the preset named by the first `nameLength` bytes of `pyro_input`
/// (`pyro list`'s names) on a canvas of `width` × `height` points drawn at `scale` pixels per
/// point. Returns 0; -1 for a size out of range; -2, with the reason in `pyro_output`, for a name
/// this build does not draw (`stageRefusal(forName:)`: no preset, a preset whose pictures are
/// text, or in confetti.wasm any but canvas-confetti). The stage is unchanged when it fails.
@_cdecl("pyro_create")
func pyroCreate(
    _ nameLength: Int32, _ seedHigh: UInt32, _ seedLow: UInt32, _ width: Float, _ height: Float,
    _ scale: Float
) -> Int32 {
    let name = inputText(nameLength) ?? ""
    if let refusal = stageRefusal(forName: name) { return fail(-2, refusal) }
    guard let (w, h) = pixelSize(width, height, scale) else { return -1 }
    let seed = UInt64(seedHigh) << 32 | UInt64(seedLow)
    // A new stage is a new page effect (an instance is handed from canvas to canvas): its pictures go.
    sprites.removeAll()
    stage = Stage(
        effect: makeStageEffect(named: name, seed: seed, canvasSize: Size(width: width, height: height)),
        pixelWidth: w, pixelHeight: h, scale: scale)
    return 0
}

/// The canvas in pixels for a size in points at a scale, or nil when out of range.
package func pixelSize(_ width: Float, _ height: Float, _ scale: Float) -> (Int, Int)? {
    guard width.isFinite, height.isFinite, scale.isFinite, width >= 0, height >= 0, scale > 0, scale <= 8 else {
        return nil
    }
    let w = (width * scale).rounded()
    let h = (height * scale).rounded()
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

/// The background named by the first `length` bytes of `pyro_input`, read as
/// `pyro render --background` reads it (`Background(text:)`: `transparent`, a colour of any of
/// Pyro's and CSS's names or hex, `TOP-BOTTOM`). Returns 0, or -2 with the reason in
/// `pyro_output`; the background is unchanged then.
@_cdecl("pyro_set_background")
func pyroSetBackground(_ length: Int32) -> Int32 {
    let text = inputText(length) ?? ""
    guard let background = Background(text: text) else {
        return fail(
            -2,
            "background '" + text + "' is not transparent, a colour (a name such as black or navy, "
                + "or #RRGGBB[AA]) or TOP-BOTTOM (two colours for a vertical gradient)")
    }
    stage?.background = background
    return 0
}

/// Fires the effect's on-demand action at `time` seconds; at (x, y) points when `hasOrigin`.
@_cdecl("pyro_trigger")
func pyroTrigger(_ time: Double, _ hasOrigin: Int32, _ x: Float, _ y: Float) {
    stage?.effect.trigger(at: time, origin: hasOrigin != 0 ? Vector2(x, y) : nil)
}

/// Draws the frame at `time` seconds into the byte buffer; returns its address.
@_cdecl("pyro_draw")
func pyroDraw(_ time: Double, _ reduceMotion: Int32) -> UnsafeMutablePointer<UInt8>? {
    guard stage != nil else { return nil }
    stage!.draw(at: time, reduceMotion: reduceMotion != 0)
    return stage!.bytes.buffer.baseAddress
}

/// Width of the byte buffer, in pixels.
@_cdecl("pyro_pixel_width")
package func pyroPixelWidth() -> Int32 { Int32(stage?.canvas.width ?? 0) }

/// Height of the byte buffer, in pixels.
@_cdecl("pyro_pixel_height")
package func pyroPixelHeight() -> Int32 { Int32(stage?.canvas.height ?? 0) }

/// Live particles after the last draw or update.
@_cdecl("pyro_live_count")
func pyroLiveCount() -> Int32 { Int32(clamping: stage?.effect.liveCount ?? 0) }
