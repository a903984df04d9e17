/// Smoothed milliseconds per frame spent composing the scene, rasterizing it and handing it
/// to the screen.
struct FrameTimings {
    private var compose = 0.0, raster = 0.0, present = 0.0
    private var samples = 0

    mutating func record(compose c: Double, raster r: Double, present p: Double) {
        // An exponential average over roughly the last 20 frames keeps the numbers readable.
        let k = samples < 20 ? 1 / Double(samples + 1) : 0.05
        compose += (c - compose) * k
        raster += (r - raster) * k
        present += (p - present) * k
        samples += 1
    }

    /// "scene 0.4 ms  raster 1.2 ms  present 3.0 ms", or nil before the first frame.
    var summary: String? {
        guard samples > 0 else { return nil }
        func ms(_ s: Double) -> String { FrameTimeReport.milliseconds(s) + " ms" }
        return "scene \(ms(compose))  raster \(ms(raster))  present \(ms(present))"
    }
}

/// Frames per second over the last half second of session time.
struct FrameRateMeter {
    private var windowStart: Double?
    private var frames = 0
    private(set) var framesPerSecond = 0

    mutating func record(_ time: Double) {
        guard let start = windowStart else {
            windowStart = time
            return
        }
        frames += 1
        if time - start >= 0.5 {
            framesPerSecond = Int((Double(frames) / (time - start)).rounded())
            frames = 0
            windowStart = time
        }
    }
}
