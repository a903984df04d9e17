/// Four neighbouring rows of `SteppedColumns`, one a lane, to be taken through their steps
/// together (`MotionStepper.advance(_:)`) and written back.
///
/// Each lane keeps its own birth and step counts, so particles of any age share a group; a lane
/// stops when it reaches its target and holds its state while the others go on, and a lane with
/// nothing to do (a particle about to be removed, or past the last row) has its target at its
/// steps.
struct SteppedLanes {
    /// Positions, in points, and velocities, in points per second, after `steps` steps.
    var x: SIMD4<Float>, y: SIMD4<Float>, velocityX: SIMD4<Float>, velocityY: SIMD4<Float>
    /// Steps taken, and the steps each lane is to reach.
    var steps: SIMD4<UInt32>, targets: SIMD4<UInt32>
    /// Birth times, in seconds (step k starts at birth + k h).
    var births = SIMD4<Double>()

    /// Rows `row ..< row + count` (`count` 1...4) of `columns`, each with no steps to take yet.
    @inline(__always)
    init(_ columns: SteppedPointers, row: Int, count: Int) {
        if count == 4 {
            x = Self.load(columns.x + row)
            y = Self.load(columns.y + row)
            velocityX = Self.load(columns.velocityX + row)
            velocityY = Self.load(columns.velocityY + row)
            steps = Self.load(columns.steps + row)
        } else {
            x = SIMD4()
            y = SIMD4()
            velocityX = SIMD4()
            velocityY = SIMD4()
            steps = SIMD4()
            for j in 0..<count {
                x[j] = columns.x[row + j]
                y[j] = columns.y[row + j]
                velocityX[j] = columns.velocityX[row + j]
                velocityY[j] = columns.velocityY[row + j]
                steps[j] = columns.steps[row + j]
            }
        }
        targets = steps
    }

    /// Has lane `lane`, born at `birth` seconds, stepped up to `target` steps.
    @inline(__always)
    mutating func step(lane: Int, birth: Double, to target: UInt32) {
        births[lane] = birth
        targets[lane] = target
    }

    /// Whether some lane has steps to take.
    var isMoving: Bool { any(steps .< targets) }

    /// Writes the lanes back to rows `row ..< row + count` of `columns`.
    @inline(__always)
    func store(to columns: SteppedPointers, row: Int, count: Int) {
        if count == 4 {
            Self.store(x, to: columns.x + row)
            Self.store(y, to: columns.y + row)
            Self.store(velocityX, to: columns.velocityX + row)
            Self.store(velocityY, to: columns.velocityY + row)
            Self.store(steps, to: columns.steps + row)
        } else {
            for j in 0..<count {
                columns.x[row + j] = x[j]
                columns.y[row + j] = y[j]
                columns.velocityX[row + j] = velocityX[j]
                columns.velocityY[row + j] = velocityY[j]
                columns.steps[row + j] = steps[j]
            }
        }
    }

    @inline(__always)
    private static func load<T: SIMDScalar>(_ from: UnsafeMutablePointer<T>) -> SIMD4<T> {
        UnsafeRawPointer(from).loadUnaligned(as: SIMD4<T>.self)
    }

    @inline(__always)
    private static func store<T: SIMDScalar>(_ lanes: SIMD4<T>, to: UnsafeMutablePointer<T>) {
        UnsafeMutableRawPointer(to).storeBytes(of: lanes, as: SIMD4<T>.self)
    }
}

extension MotionStepper {
    /// Takes every lane of `lanes` from its `steps` to its `targets`, each lane's arithmetic
    /// exactly that of `advance(_:from:to:birth:)` for the particle alone.
    #if !PYRO_CORE_CONFETTI_ONLY
        @_optimize(speed)
    #endif
    func advance(_ lanes: inout SteppedLanes) {
        var x = lanes.x
        var y = lanes.y
        var vx = lanes.velocityX
        var vy = lanes.velocityY
        var k = lanes.steps
        while true {
            let moving = k .< lanes.targets
            guard any(moving) else { break }
            var time = SIMD4<Double>()
            for j in 0..<4 { time[j] = lanes.births[j] + Double(k[j]) * stepSeconds }
            var ax = SIMD4<Float>(repeating: gravityX)
            var ay = SIMD4<Float>(repeating: gravityY)
            if let field {
                let push = field.acceleration(x: x, y: y, time: time)
                ax += push.x
                ay += push.y
            }
            if attraction != 0 {
                let dx = attractorX - x
                let dy = attractorY - y
                let pull = attraction / (dx * dx + dy * dy + softening).squareRoot()
                ax += dx * pull
                ay += dy * pull
            }
            let nextX: SIMD4<Float>
            let nextY: SIMD4<Float>
            let nextVX: SIMD4<Float>
            let nextVY: SIMD4<Float>
            if drag > 0 {
                let targetX = ax / drag + windX
                let targetY = ay / drag + windY
                let dx = vx - targetX
                let dy = vy - targetY
                nextX = x + targetX * step + dx * gain
                nextY = y + targetY * step + dy * gain
                nextVX = targetX + dx * decay
                nextVY = targetY + dy * decay
            } else {
                nextX = x + (vx + 0.5 * ax * step) * step
                nextY = y + (vy + 0.5 * ay * step) * step
                nextVX = vx + ax * step
                nextVY = vy + ay * step
            }
            x = Self.select(nextX, x, moving)
            y = Self.select(nextY, y, moving)
            vx = Self.select(nextVX, vx, moving)
            vy = Self.select(nextVY, vy, moving)
            // The mask's lanes are all ones (-1) where moving: subtracting it counts the step.
            k &-= unsafeBitCast(moving, to: SIMD4<UInt32>.self)
        }
        lanes.x = x
        lanes.y = y
        lanes.velocityX = vx
        lanes.velocityY = vy
        lanes.steps = k
    }

    /// `new` in the lanes of `mask`, `old` elsewhere, by bit masks.
    @inline(__always)
    private static func select(_ new: SIMD4<Float>, _ old: SIMD4<Float>, _ mask: SIMDMask<SIMD4<Int32>>) -> SIMD4<Float>
    {
        let m = unsafeBitCast(mask, to: SIMD4<UInt32>.self)
        let bits = unsafeBitCast(new, to: SIMD4<UInt32>.self) & m | unsafeBitCast(old, to: SIMD4<UInt32>.self) & ~m
        return unsafeBitCast(bits, to: SIMD4<Float>.self)
    }
}
