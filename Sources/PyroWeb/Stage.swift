import PyroCore
import PyroRaster

/// Everything one attached canvas needs, kept inside the wasm instance: the effect, the pixels
/// it is drawn into, and the straight-alpha bytes the page copies to its canvas.
///
/// A page instantiates the module once per canvas, so an instance holds exactly one stage.
package struct Stage {
    var effect: StageEffect
    /// The preset's own background, or the one the page set.
    package var background: Background = .transparent
    /// Pixels per point (the page's devicePixelRatio).
    var scale: Float = 1
    var canvas: PixelCanvas
    var renderer = Renderer()
    var list: DisplayList
    /// `canvas` as straight RGBA bytes, `width * height * 4` of them.
    package var bytes: StraightBytes

    package init(effect: StageEffect, pixelWidth: Int, pixelHeight: Int, scale: Float) {
        self.effect = effect
        self.scale = scale
        canvas = PixelCanvas(width: pixelWidth, height: pixelHeight)
        list = DisplayList(canvasSize: effect.canvasSize)
        bytes = StraightBytes(count: pixelWidth * pixelHeight * 4)
    }

    /// A new canvas: `points` for the effect (which keeps running), pixels for drawing.
    mutating func resize(to points: Size, pixelWidth: Int, pixelHeight: Int, scale: Float) {
        effect.resize(to: points)
        self.scale = scale
        canvas = PixelCanvas(width: pixelWidth, height: pixelHeight)
        bytes = StraightBytes(count: pixelWidth * pixelHeight * 4)
    }

    /// The frame laid out for the page's WebGL2 renderer (`InstanceFrame`), when it draws.
    var gpuFrame = InstanceFrame()

    /// Brings the effect to `time` seconds and draws it over the background into `bytes`.
    package mutating func draw(at time: Double, reduceMotion: Bool) {
        simulate(at: time, reduceMotion: reduceMotion)
        rasterize()
    }

    /// Brings the effect to `time` seconds and makes its display list, `list`.
    mutating func simulate(at time: Double, reduceMotion: Bool) {
        effect.update(to: time)
        list.items.removeAll(keepingCapacity: true)
        list.canvasSize = effect.canvasSize
        effect.render(reduceMotion: reduceMotion, into: &list)
    }

    /// Draws `list` over the background with PyroRaster into `bytes`.
    mutating func rasterize() {
        canvas.clear(to: background)
        renderer.draw(list, into: &canvas, scale: scale)
        canvas.writeUnpremultipliedRGBA(into: bytes.buffer)
    }
}

/// Bytes the page reads straight out of the instance's memory, at an address that stays put
/// until the stage lets go of them (freed then, so re-creating a stage does not grow memory).
package final class StraightBytes {
    package let buffer: UnsafeMutableBufferPointer<UInt8>

    /// `count` zero bytes.
    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: 0)
    }

    deinit { buffer.deallocate() }
}
