import PyroCore
import PyroRaster

/// The frame workload of `pyro bench` (`BenchScenes.drawScene(.confetti, count:)` and
/// `FrameBench`), for bench.html: `count` confetti pieces of 8 × 13 points, turning and flipping,
/// spread over the canvas and drifting slowly, so every frame draws the same amount. One frame
/// advances the simulation by 1/60 s, makes the display list, clears and draws at scale 1.
struct BenchScene {
    static let background = Background.solid(RGBAColor(red: 16, green: 16, blue: 24))

    var system: ParticleSystem
    var list: DisplayList
    var canvas: PixelCanvas
    var renderer = Renderer()
    var time = 0.5

    init(count: Int, width: Int, height: Int) {
        let size = Size(width: Float(width), height: Float(height))
        let emitter = EmitterConfiguration(
            name: "confetti",
            emission: .burst(count: count),
            origin: .unitArea(origin: Vector2(0, 0), size: Vector2(1, 1)),
            lifetime: .constant(600),
            launch: .radial(speed: ValueRange(5, 40)),
            motion: MotionConfiguration(gravity: Vector2(0, 20), drag: 0.5),
            spin: SpinConfiguration(
                initialRotation: ValueRange(0, 2 * .pi), spin: ValueRange(-4, 4),
                flipPhase: ValueRange(0, 2 * .pi), flipRate: ValueRange(4, 12)),
            shapes: [ShapeChoice(.rectangle, width: 8, height: 13)],
            colors: [.pink, .yellow, .mint, .cyan, .orange, .purple],
            colorPick: .random)
        system = ParticleSystem(emitters: [emitter], seed: 2026, canvasSize: size,
                                capacity: max(count, ParticleSystem.defaultCapacity))
        system.fire(emitter: 0, at: 0)
        system.update(to: time)
        list = DisplayList(canvasSize: size)
        canvas = PixelCanvas(width: width, height: height)
    }

    mutating func frame() {
        time += 1.0 / 60
        system.update(to: time)
        system.render(reusing: &list)
        canvas.clear(to: Self.background)
        renderer.draw(list, into: &canvas, scale: 1)
    }
}

nonisolated(unsafe) var benchScene: BenchScene?

/// Builds the bench scene: `count` pieces (0...4,000,000) on a `width` × `height` canvas
/// (1...16384 a side). Returns 0, or -1 when out of range.
@_cdecl("pyro_bench_prepare")
func pyroBenchPrepare(_ count: Int32, _ width: Int32, _ height: Int32) -> Int32 {
    guard (0...4_000_000).contains(count), (1...maximumPixelSide).contains(width),
          (1...maximumPixelSide).contains(height) else { return -1 }
    benchScene = nil
    benchScene = BenchScene(count: Int(count), width: Int(width), height: Int(height))
    return 0
}

/// Runs `frames` frames of the bench scene.
@_cdecl("pyro_bench_frames")
func pyroBenchFrames(_ frames: Int32) {
    guard benchScene != nil else { return }
    for _ in 0..<max(frames, 0) { benchScene!.frame() }
}
