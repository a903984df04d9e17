/// Up to four stepped particles gathered from `SteppedColumns`, one a lane, to be taken through
/// their steps together (`MotionStepper.advance(_:)`) and written back.
///
/// Each lane keeps its own birth and step counts, so particles of any age share a group; a lane
/// stops when it reaches its target and holds its state while the others go on.
struct SteppedLanes {
    /// Positions, in points, and velocities, in points per second, after `steps` steps.
    var x = SIMD4<Float>(), y = SIMD4<Float>(), velocityX = SIMD4<Float>(), velocityY = SIMD4<Float>()
    /// Steps taken, and the steps each lane is to reach.
    var steps = SIMD4<UInt32>(), targets = SIMD4<UInt32>()
    /// Birth times, in seconds (step k starts at birth + k h).
    var births = SIMD4<Double>()
    /// The row of the stepped columns each lane came from.
    var rows = SIMD4<Int>()
    /// Lanes in use, from the first; the others have no steps to take.
    private(set) var count = 0

    /// Whether every lane is in use.
    var isFull: Bool { count == 4 }

    /// Takes row `row` of `columns`, born at `birth` seconds, into the next lane, to be stepped
    /// up to `target` steps.
    @inline(__always)
    mutating func gather(row: Int, birth: Double, target: UInt32, from columns: SteppedPointers) {
        x[count] = columns.x[row]
        y[count] = columns.y[row]
        velocityX[count] = columns.velocityX[row]
        velocityY[count] = columns.velocityY[row]
        steps[count] = columns.steps[row]
        targets[count] = target
        births[count] = birth
        rows[count] = row
        count += 1
    }

    /// Writes the lanes in use back to their rows of `columns` and empties the group.
    @inline(__always)
    mutating func scatter(to columns: SteppedPointers) {
        for j in 0..<count {
            let row = rows[j]
            columns.x[row] = x[j]
            columns.y[row] = y[j]
            columns.velocityX[row] = velocityX[j]
            columns.velocityY[row] = velocityY[j]
            columns.steps[row] = steps[j]
        }
        self = SteppedLanes()
    }
}

extension MotionStepper {
    /// Takes every lane of `lanes` from its `steps` to its `targets`, each lane's arithmetic
    /// exactly that of `advance(_:from:to:birth:)` for the particle alone.
    func advance(_ lanes: inout SteppedLanes) {
        var x = lanes.x, y = lanes.y, vx = lanes.velocityX, vy = lanes.velocityY
        var k = lanes.steps
        while true {
            let moving = k .< lanes.targets
            guard any(moving) else { break }
            var time = SIMD4<Double>()
            for j in 0..<4 { time[j] = lanes.births[j] + Double(k[j]) * stepSeconds }
            var ax = SIMD4<Float>(repeating: gravityX), ay = SIMD4<Float>(repeating: gravityY)
            if let field {
                let push = field.acceleration(x: x, y: y, time: time)
                ax += push.x
                ay += push.y
            }
            if attraction != 0 {
                let dx = attractorX - x, dy = attractorY - y
                let pull = attraction / (dx * dx + dy * dy + softening).squareRoot()
                ax += dx * pull
                ay += dy * pull
            }
            let nextX: SIMD4<Float>, nextY: SIMD4<Float>, nextVX: SIMD4<Float>, nextVY: SIMD4<Float>
            if drag > 0 {
                let targetX = ax / drag + windX, targetY = ay / drag + windY
                let dx = vx - targetX, dy = vy - targetY
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
    private static func select(_ new: SIMD4<Float>, _ old: SIMD4<Float>, _ mask: SIMDMask<SIMD4<Int32>>) -> SIMD4<Float> {
        let m = unsafeBitCast(mask, to: SIMD4<UInt32>.self)
        let bits = unsafeBitCast(new, to: SIMD4<UInt32>.self) & m | unsafeBitCast(old, to: SIMD4<UInt32>.self) & ~m
        return unsafeBitCast(bits, to: SIMD4<Float>.self)
    }
}
