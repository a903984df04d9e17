import Testing

@testable import PyroCore

/// Particles that face along their velocity, stretched by their speed, and the back face of
/// flipping pieces.
@Suite struct VelocityAlignmentTests {
    static func frame(_ c: EmitterConfiguration, at time: Double, seed: UInt64 = 1) throws -> ParticleBatch {
        var system = ParticleSystem(emitters: [c], seed: seed, canvasSize: canvas800x600)
        system.fire(emitter: 0, at: 0)
        system.update(to: time)
        var list = DisplayList(canvasSize: canvas800x600)
        system.render(into: &list)
        return try #require(list.batches.first)
    }

    /// Thrown to the right at 300 pt/s under 400 pt/s² of gravity: at t the velocity is
    /// (300, 400 t), so the heading is atan2(300, -400 t) and the speed hypot(300, 400 t).
    static var thrownRight: EmitterConfiguration {
        var c = straightUpEmitter(speed: 300, gravity: 400, drag: 0)
        c.launch.angle = .pi / 2
        c.shapes = [ShapeChoice(.rectangle, width: 2, height: 10)]
        c.spin.alignment = VelocityAlignment(stretch: 0.05)
        return c
    }

    @Test func aParticleFacesAlongItsVelocityAndStretchesWithItsSpeed() throws {
        for t: Float in [0, 0.5, 1.5] {
            let b = try Self.frame(Self.thrownRight, at: Double(t))
            let vx: Float = 300
            let vy = 400 * t
            #expect(abs(b.rotation[0] - FastMath.heading(vx, vy)) < 1e-5)
            // Length 10 + speed × 0.05 points, as a scale of the 10-point height.
            let speed = (vx * vx + vy * vy).squareRoot()
            #expect(abs(b.scaleY[0] - (1 + speed * 0.05 / 10)) < 1e-4, "at \(t): \(b.scaleY[0])")
            #expect(b.scaleX[0] == 1)
        }
        // Straight right at birth: a quarter turn clockwise; falling later: past it.
        #expect(abs(try Self.frame(Self.thrownRight, at: 0).rotation[0] - .pi / 2) < 1e-6)
        #expect(try Self.frame(Self.thrownRight, at: 1).rotation[0] > 2.2)
    }

    @Test func theHeadingAddsToTheConfiguredRotation() throws {
        var c = Self.thrownRight
        c.spin.initialRotation = .constant(0.25)
        c.spin.rotationOverLife = KeyframeCurve(initialValue: 0, [.linear(1, duration: 1)])
        let b = try Self.frame(c, at: 1)
        // Life is 10 s: progress 0.1 adds 0.1 rad.
        #expect(abs(b.rotation[0] - (FastMath.heading(300, 400) + 0.25 + 0.1)) < 1e-5)
    }

    @Test func underDragTheVelocityIsTheDerivativeOfTheClosedForm() throws {
        // v(t) = v0 e^(-kt) + (g / k)(1 - e^(-kt)), straight up at 1000 pt/s, k = 2.6, g = 900.
        var c = straightUpEmitter(speed: 1000, gravity: 900, drag: 2.6)
        c.spin.alignment = VelocityAlignment()
        let rising = try Self.frame(c, at: 0.2)
        #expect(rising.rotation[0] == 0)
        // The top falls at t = ln(1 + 1000 · 2.6 / 900) / 2.6 = 0.5373 s; after that it heads down.
        #expect(try Self.frame(c, at: 0.5).rotation[0] == 0)
        #expect(try Self.frame(c, at: 0.6).rotation[0] == .pi)
    }

    @Test func aTimeWarpScalesTheSpeed() throws {
        // A track τ = 2 × progress over a 1 s life moves at twice the launch speed.
        var c = straightUpEmitter(speed: 100, gravity: 0, drag: 0, lifetime: 1)
        c.shapes = [ShapeChoice(.rectangle, width: 2, height: 10)]
        c.motion.timeWarp = .track(KeyframeCurve(initialValue: 0, [.linear(2, duration: 1)]))
        c.spin.alignment = VelocityAlignment(stretch: 0.1)
        let b = try Self.frame(c, at: 0.5)
        let scaleY: Float = b.scaleY[0]
        #expect(abs(scaleY - (1 + 200 * 0.1 / 10)) < 1e-3, "\(scaleY)")
    }

    @Test func aSteppedParticleFacesItsIntegratedVelocity() throws {
        // At rest, pulled right by an attractor: it heads right.
        var c = straightUpEmitter(speed: 0, gravity: 0, drag: 0)
        c.motion.attractor = Attractor(center: .point(Vector2(700, 500)), strength: 300)
        c.spin.alignment = VelocityAlignment()
        let b = try Self.frame(c, at: 0.3)
        #expect(abs(b.rotation[0] - .pi / 2) < 1e-6)
        #expect(b.x[0] > 100)
    }

    @Test func withoutAlignmentNothingChanges() throws {
        var c = Self.thrownRight
        c.spin.alignment = nil
        let b = try Self.frame(c, at: 1)
        #expect(b.rotation[0] == 0 && b.scaleY[0] == 1)
    }

    /// A confetti burst whose pieces flip about the vertical axis.
    static var flipping: EmitterConfiguration {
        var c = ConfettiBurst.emitter(.init())
        c.colors = [RGBAColor(red: 200, green: 100, blue: 50)]
        return c
    }

    @Test func theBackOfAFlippingPieceShowsTheBackColour() throws {
        var c = Self.flipping
        c.spin.backFace = .color(.black)
        let front = try Self.frame(Self.flipping, at: 0.7)
        let b = try Self.frame(c, at: 0.7)
        var backs = 0
        for i in 0..<b.count {
            let back = (b.scaleX[i] < 0) != (b.scaleY[i] < 0)
            #expect(b.color[i] == (back ? RGBAColor.black.rgba32 : front.color[i]))
            if back { backs += 1 }
        }
        #expect(backs > 10 && backs < b.count - 10)
        #expect(b.x == front.x && b.scaleX == front.scaleX)
    }

    @Test func aShadedBackDarkensTheFrontColour() throws {
        var c = Self.flipping
        c.spin.backFace = .shade(0.5)
        let b = try Self.frame(c, at: 0.7)
        let colours = Set(b.color)
        #expect(
            colours == [
                RGBAColor(red: 200, green: 100, blue: 50).rgba32, RGBAColor(red: 100, green: 50, blue: 25).rgba32,
            ])
        // Without a flip there is no back to show.
        c.spin.flipRate = .constant(0)
        c.spin.flipPhase = .constant(0)
        #expect(Set(try Self.frame(c, at: 0.7).color) == [RGBAColor(red: 200, green: 100, blue: 50).rgba32])
    }
}
