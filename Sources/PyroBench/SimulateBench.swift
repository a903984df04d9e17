import PyroBenchScenes
import PyroCore

/// `simulate`: nanoseconds per particle per frame to advance a system by one 60 Hz frame and
/// produce its display list.
///
/// The display list is reused from frame to frame, as a live renderer would, so the figure is
/// the simulation's own cost rather than the allocator's.
enum SimulateBench {
    static let frameStep = 1.0 / 60
    /// The most particles the `turbulence` case runs with.
    static let turbulenceCountLimit = 100_000

    /// Runs the three simulate cases at each particle count.
    ///
    /// - Parameter particleFrames: about how many particle-frames each repetition runs.
    static func run(counts: [Int], repetitions: Int, particleFrames: Int, progress: (String) -> Void)
        -> [BenchFigure]
    {
        var figures: [BenchFigure] = []
        for count in counts {
            let frames = min(max(particleFrames / max(count, 1), 2), 60)
            progress("simulate confetti-burst \(count)")
            figures.append(
                figure(
                    "confetti-burst", count,
                    confettiBurst(count: count, frames: frames, repetitions: repetitions)))
            progress("simulate continuous \(count)")
            figures.append(
                figure(
                    "continuous", count,
                    continuous(count: count, frames: frames, repetitions: repetitions)))
            progress("simulate sub-emitters \(count)")
            figures.append(
                figure(
                    "sub-emitters", count,
                    subEmitters(count: count, frames: frames, repetitions: repetitions)))
            // Stepped motion costs more per particle, and warming 1M particles up through
            // their whole age in steps would take most of the run: 10k and 100k only.
            guard count <= turbulenceCountLimit else { continue }
            progress("simulate turbulence \(count)")
            figures.append(
                figure(
                    "turbulence", count,
                    continuous(
                        count: count, frames: frames, repetitions: repetitions,
                        turbulence: BenchScenes.turbulence)))
        }
        return figures
    }

    private static func figure(_ name: String, _ count: Int, _ samples: Samples) -> BenchFigure {
        BenchFigure(workload: "simulate", caseName: name, particles: count, unit: "ns/particle", samples: samples)
    }

    /// One burst of `count` pieces, timed over consecutive frames from its birth (well inside the
    /// 3 s life, so the count stays exactly `count`).
    static func confettiBurst(count: Int, frames: Int, repetitions: Int) -> Samples {
        var system = BenchScenes.confettiBurst(count: count)
        var list = DisplayList(canvasSize: system.canvasSize)
        var t = 0.0
        system.update(to: t)
        system.render(reusing: &list)
        // Stay inside the 3 s life: the count must not change while timing.
        let frames = min(frames, 160 / max(repetitions, 1))
        return measure(&system, &list, time: &t, frames: frames, repetitions: repetitions)
    }

    /// The fountain at its steady state: births and deaths every frame; with `turbulence`,
    /// every particle is integrated in 1/240 s steps (4 per 60 Hz frame).
    static func continuous(count: Int, frames: Int, repetitions: Int, turbulence: Turbulence? = nil) -> Samples {
        var system = BenchScenes.continuous(live: count, turbulence: turbulence)
        var list = DisplayList(canvasSize: system.canvasSize)
        var t = BenchScenes.warmUp
        system.update(to: t)
        system.render(reusing: &list)
        return measure(&system, &list, time: &t, frames: frames, repetitions: repetitions)
    }

    /// Rockets with trails bursting into sparks that crackle, at their steady state: births
    /// and deaths on three levels of sub-emitters every frame.
    static func subEmitters(count: Int, frames: Int, repetitions: Int) -> Samples {
        var system = BenchScenes.subEmitters(live: count)
        var list = DisplayList(canvasSize: system.canvasSize)
        var t = BenchScenes.subEmitterWarmUp
        system.update(to: t)
        system.render(reusing: &list)
        return measure(&system, &list, time: &t, frames: frames, repetitions: repetitions)
    }

    /// Times `repetitions` runs of `frames` frames each; each sample is nanoseconds per live
    /// particle per frame.
    static func measure(
        _ system: inout ParticleSystem, _ list: inout DisplayList, time t: inout Double,
        frames: Int, repetitions: Int
    ) -> Samples {
        // One untimed frame warms caches and lets the columns reach their size.
        t += frameStep
        system.update(to: t)
        system.render(reusing: &list)
        var samples: [Double] = []
        for _ in 0..<repetitions {
            var particleFrames = 0
            let seconds = Stopwatch.seconds {
                for _ in 0..<frames {
                    t += frameStep
                    system.update(to: t)
                    system.render(reusing: &list)
                    particleFrames += list.particleCount
                }
            }
            samples.append(seconds * 1e9 / Double(max(particleFrames, 1)))
        }
        return Samples(samples)
    }
}
