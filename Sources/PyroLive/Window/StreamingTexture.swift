import PyroRaster

/// The canvas a window frame is drawn into and the SDL streaming texture it is shown through,
/// both kept at the renderer's output size in pixels.
struct StreamingTexture {
    private let sdl: SDLLibrary
    private let screen: SDLLibrary.Handle
    private var texture: SDLLibrary.Handle?
    /// The pixels of the next frame to show.
    var canvas = PixelCanvas(width: 0, height: 0)

    /// - Parameter screen: the SDL renderer that shows the texture.
    init(sdl: SDLLibrary, screen: SDLLibrary.Handle) {
        self.sdl = sdl
        self.screen = screen
    }

    /// Remakes the texture and canvas when the output size changes (a resize, a move to a
    /// screen with another scale).
    mutating func fit(width: Int, height: Int) throws(LiveError) {
        guard texture == nil || canvas.width != width || canvas.height != height else { return }
        release()
        texture = sdl.createTexture(
            screen, SDLConstant.pixelFormatRGBA32, SDLConstant.textureAccessStreaming,
            Int32(width), Int32(height))
        guard texture != nil else {
            throw LiveError(.windowFailed, "SDL could not make a \(width)x\(height) texture: \(sdl.lastError)")
        }
        canvas = PixelCanvas(width: width, height: height)
    }

    /// Uploads the canvas (bytes R, G, B, A, premultiplied over an opaque background) and
    /// presents it.
    func show() {
        guard let texture else { return }
        _ = canvas.pixels.withUnsafeBytes { sdl.upload($0, to: texture, pitch: canvas.width * 4) }
        _ = sdl.renderClear(screen)
        _ = sdl.copyToTarget(texture, renderer: screen)
        sdl.renderPresent(screen)
    }

    mutating func release() {
        if let texture { sdl.destroyTexture(texture) }
        texture = nil
    }
}
