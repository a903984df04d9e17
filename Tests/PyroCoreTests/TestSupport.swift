@testable import PyroCore

let canvas800x600 = Size(width: 800, height: 600)

/// One emitter that throws every particle straight up at `speed` points per second.
func straightUpEmitter(
    speed: Float, gravity: Float, drag: Float, lifetime: Float = 10,
    count: Int = 1
) -> EmitterConfiguration {
    EmitterConfiguration(
        name: "test", emission: .burst(count: count), origin: .point(Vector2(100, 500)),
        lifetime: .constant(lifetime),
        launch: LaunchConfiguration(angle: 0, spread: 0, speed: .constant(speed)),
        motion: MotionConfiguration(gravity: Vector2(0, gravity), drag: drag),
        shapes: [ShapeChoice(.circle, size: 4)], colors: [.white])
}

extension Effect {
    /// The frame at `time`, computed on a copy so that it can be called inside `#expect`.
    func frame(at time: Double, reduceMotion: Bool = false) -> DisplayList {
        var copy = self
        return copy.displayList(at: time, reduceMotion: reduceMotion)
    }

    /// The first particle batch called `name` at `time`.
    func batch(_ name: String, at time: Double, reduceMotion: Bool = false) -> ParticleBatch? {
        frame(at: time, reduceMotion: reduceMotion).batches.first { $0.name == name }
    }
}

/// Runs `body` and returns the fuse error it throws, if any.
func fuseError(_ body: () throws(FuseError) -> Void) -> FuseError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

extension ParticleBatch {
    /// True when every column holds only finite numbers.
    var isFinite: Bool {
        [x, y, rotation, scaleX, scaleY, width, height, opacity].allSatisfy { $0.allSatisfy { $0.isFinite } }
    }
}

extension ParticleStore {
    /// The stored particles, oldest first, each as the bits of every column the store keeps:
    /// for comparing two ways of storing the same particles bit for bit.
    var rowBits: [[UInt64]] {
        let c = columns
        return (0..<count).map { i in
            let k = slot(i)
            var row: [UInt64] = [
                c.birth[k].bitPattern, UInt64(c.lifetime[k].bitPattern), UInt64(c.originX[k].bitPattern),
                UInt64(c.originY[k].bitPattern), UInt64(c.velocityX[k].bitPattern), UInt64(c.velocityY[k].bitPattern),
                UInt64(c.rotation[k].bitPattern), UInt64(c.spin[k].bitPattern), UInt64(c.size[k].bitPattern),
                UInt64(c.shape[k]), UInt64(c.id[k]),
            ]
            if keepsFlip { row += [UInt64(c.flipPhase[k].bitPattern), UInt64(c.flipRate[k].bitPattern)] }
            if keepsColor { row.append(UInt64(c.color[k])) }
            if keepsPivot { row.append(UInt64(c.pivot[k])) }
            return row
        }
    }
}
