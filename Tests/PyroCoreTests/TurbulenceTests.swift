import Testing

@testable import PyroCore

@Suite struct TurbulenceTests {
    /// Mean push over a grid of places and times, in points per second squared.
    static func meanPush(_ field: TurbulenceField) -> Float {
        var total: Float = 0
        var n = 0
        for i in 0..<40 {
            for j in 0..<40 {
                for k in 0..<4 {
                    let a = field.acceleration(x: Float(i) * 37.3, y: Float(j) * 41.9, time: Double(k) * 1.7)
                    total += (a.x * a.x + a.y * a.y).squareRoot()
                    n += 1
                }
            }
        }
        return total / Float(n)
    }

    @Test func theMeanPushIsAboutTheStrength() {
        let field = TurbulenceField(Turbulence(strength: 100, scale: 50, speed: 1), seed: 7, emitter: 0)
        let mean = Self.meanPush(field)
        #expect(abs(mean - 100) < 8, "mean push \(mean)")
    }

    @Test func theFieldIsAFunctionOfItsSeedAndDiffersAcrossSeeds() {
        let turbulence = Turbulence(strength: 100, scale: 80, speed: 0.5)
        let a = TurbulenceField(turbulence, seed: 1, emitter: 0)
        let again = TurbulenceField(turbulence, seed: 1, emitter: 0)
        let other = TurbulenceField(turbulence, seed: 2, emitter: 0)
        let otherEmitter = TurbulenceField(turbulence, seed: 1, emitter: 1)
        var differ = 0
        var differEmitter = 0
        for i in 0..<50 {
            let x = Float(i) * 13.7 + 3.3
            let y = Float(i) * 7.1 + 5.9
            let t = Double(i) * 0.13 + 0.05
            let p = a.acceleration(x: x, y: y, time: t)
            let q = again.acceleration(x: x, y: y, time: t)
            #expect(p.x.bitPattern == q.x.bitPattern && p.y.bitPattern == q.y.bitPattern)
            if other.acceleration(x: x, y: y, time: t) != p { differ += 1 }
            if otherEmitter.acceleration(x: x, y: y, time: t) != p { differEmitter += 1 }
        }
        #expect(differ == 50 && differEmitter == 50)
    }

    @Test func thePushChangesSmoothlyOverSpaceAndTime() {
        let field = TurbulenceField(Turbulence(strength: 100, scale: 100, speed: 1), seed: 3, emitter: 0)
        // A step of a hundredth of the eddy size (or a hundredth of a second) moves the push
        // by a few per cent of the strength at most.
        for i in 0..<200 {
            let x = Float(i) * 9.3
            let y = Float(i % 17) * 23.1
            let t = Double(i) * 0.07
            let a = field.acceleration(x: x, y: y, time: t)
            let b = field.acceleration(x: x + 1, y: y, time: t)
            let c = field.acceleration(x: x, y: y, time: t + 0.01)
            #expect(abs(a.x - b.x) < 15 && abs(a.y - b.y) < 15 && abs(a.x - c.x) < 15 && abs(a.y - c.y) < 15)
        }
    }

    @Test func awkwardInputsGiveFinitePushes() {
        let field = TurbulenceField(Turbulence(strength: 1e30, scale: 1e-30, speed: .infinity), seed: 3, emitter: 0)
        for (x, y, t) in [(Float.nan, Float.infinity, 0.0), (1e38, -1e38, 1e300), (0, 0, -.infinity), (-5, 3, .nan)] {
            let a = field.acceleration(x: x, y: y, time: t)
            #expect(!a.x.isNaN && !a.y.isNaN)
        }
        #expect(Turbulence(strength: .nan, scale: -1, speed: .nan) == Turbulence(strength: 0, scale: 100, speed: 0))
    }
}
