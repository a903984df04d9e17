import PyroBenchScenes
import PyroCore

/// `memory`: bytes of particle state per live particle (in use, and reserved by the arrays),
/// bytes of display list per particle, and the process's peak resident memory with a million
/// particles.
enum MemoryBench {
    /// Measures a `count`-piece confetti burst and a `count`-particle fountain after a few
    /// frames, so that every column has reached its working size.
    ///
    /// Run this before the other workloads: peak RSS is a high-water mark of the whole process.
    static func run(count: Int, progress: (String) -> Void) -> [BenchFigure] {
        progress("memory \(count)")
        var figures: [BenchFigure] = []
        do {
            var system = BenchScenes.confettiBurst(count: count)
            var list = DisplayList(canvasSize: system.canvasSize)
            for frame in 0..<3 {
                system.update(to: Double(frame) / 60)
                system.render(reusing: &list)
            }
            let live = Double(max(system.liveCount, 1))
            figures.append(
                BenchFigure(
                    workload: "memory", caseName: "confetti-burst", particles: system.liveCount,
                    unit: "bytes/particle", value: Double(storeBytes(system, reserved: false)) / live))
            figures.append(
                BenchFigure(
                    workload: "memory", caseName: "confetti-burst-reserved",
                    particles: system.liveCount, unit: "bytes/particle",
                    value: Double(storeBytes(system, reserved: true)) / live))
            figures.append(
                BenchFigure(
                    workload: "memory", caseName: "display-list", particles: system.liveCount,
                    unit: "bytes/particle", value: Double(batchBytes(list)) / live))
            figures.append(
                BenchFigure(
                    workload: "memory", caseName: "peak-rss", particles: system.liveCount,
                    unit: "bytes", value: Double(ProcessMemory.peakResidentBytes() ?? 0)))
        }
        do {
            var system = BenchScenes.continuous(live: count)
            var list = DisplayList(canvasSize: system.canvasSize)
            var t = BenchScenes.warmUp
            for _ in 0..<3 {
                system.update(to: t)
                system.render(reusing: &list)
                t += 1.0 / 60
            }
            figures.append(
                BenchFigure(
                    workload: "memory", caseName: "continuous", particles: system.liveCount,
                    unit: "bytes/particle",
                    value: Double(storeBytes(system, reserved: false))
                        / Double(max(system.liveCount, 1))))
            figures.append(
                BenchFigure(
                    workload: "memory", caseName: "continuous-reserved", particles: system.liveCount,
                    unit: "bytes/particle",
                    value: Double(storeBytes(system, reserved: true))
                        / Double(max(system.liveCount, 1))))
        }
        return figures
    }

    /// Bytes the particle stores use: their live entries, or with `reserved` their arrays'
    /// whole capacity (which growth by doubling leaves up to twice the count).
    static func storeBytes(_ system: ParticleSystem, reserved: Bool) -> Int {
        system.emitters.reduce(0) { total, emitter in
            let s = emitter.store
            return total + (reserved ? s.capacity : s.count) * ParticleStore.bytesPerParticle
        }
    }

    /// Bytes the display list's particle columns hold, counting reserved capacity.
    static func batchBytes(_ list: DisplayList) -> Int {
        list.batches.reduce(0) { total, b in
            let four =
                (b.id.capacity + b.x.capacity + b.y.capacity + b.rotation.capacity + b.scaleX.capacity
                    + b.scaleY.capacity + b.width.capacity + b.height.capacity + b.opacity.capacity + b.color.capacity)
                * 4
            return total + four + b.shapeIndex.capacity
        }
    }
}
