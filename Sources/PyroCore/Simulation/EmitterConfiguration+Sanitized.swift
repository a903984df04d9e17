// Every configuration type cleans its values up in its initialiser, but its public stored
// properties can be set afterwards. The emitter is built from `sanitized`, which runs every
// value through its initialiser again, so the simulation's invariants (a non-empty palette,
// 1...255 shapes, at most 255 finite pivots, finite ranges and forces) hold whatever path a
// value took, and the hot loops need no checks of their own.

extension EmitterConfiguration {
    /// This configuration with every value cleaned up as its initialiser would.
    var sanitized: EmitterConfiguration {
        var clean = EmitterConfiguration(
            name: name,
            emission: emission,
            origin: origin,
            lifetime: lifetime.sanitized,
            launch: launch.sanitized,
            motion: motion.sanitized,
            spin: spin.sanitized,
            shapes: shapes.map { $0.sanitized },
            shapePick: shapePick,
            sizeFactor: sizeFactor.sanitized,
            scaleOverLife: scaleOverLife,
            opacityOverLife: opacityOverLife,
            colors: colors,
            colorPick: colorPick,
            colorOverLife: colorOverLife,
            blend: blend,
            reducedMotion: reducedMotion,
            wrapsVertically: wrapsVertically)
        clean.subEmitters = subEmitters.map { $0.sanitized }
        clean.emitterShape = emitterShape.sanitized
        return clean
    }
}

extension SubEmitter {
    /// Counts clamped to 0...`maximumCount`, rates to 0...`maximumRate` (NaN reads as 0),
    /// `inheritVelocity` to 0...1 (NaN reads as 0).
    var sanitized: SubEmitter { SubEmitter(child: child, event: event, inheritVelocity: inheritVelocity) }
}

extension ValueRange {
    /// Non-finite bounds read as 0.
    var sanitized: ValueRange { ValueRange(lower, upper) }
}

extension LaunchConfiguration {
    /// Non-finite angles read as 0; the speed range is sanitised.
    var sanitized: LaunchConfiguration {
        LaunchConfiguration(
            angle: angle, spread: spread, distribution: distribution, speed: speed.sanitized,
            baseVelocity: baseVelocity)
    }
}

extension MotionConfiguration {
    /// Non-finite forces read as none, and so does a drag that is not positive; turbulence,
    /// attractor and step are cleaned up as their initialisers do.
    var sanitized: MotionConfiguration {
        MotionConfiguration(
            gravity: gravity, drag: drag, wind: wind, timeWarp: timeWarp,
            turbulence: turbulence.map {
                Turbulence(strength: $0.strength, scale: $0.scale, speed: $0.speed)
            },
            attractor: attractor.map {
                Attractor(center: $0.center, strength: $0.strength, radius: $0.radius)
            },
            stepDuration: stepDuration)
    }
}

extension SpinConfiguration {
    /// Ranges sanitised; non-finite pivots dropped and at most 255 kept (a particle stores its
    /// pivot's index in one byte).
    var sanitized: SpinConfiguration {
        SpinConfiguration(
            initialRotation: initialRotation.sanitized, spin: spin.sanitized,
            rotationOverLife: rotationOverLife, flipPhase: flipPhase.sanitized,
            flipRate: flipRate.sanitized, flipAxis: flipAxis, speedDraw: speedDraw, pivots: pivots,
            alignment: alignment.map { VelocityAlignment(stretch: $0.stretch) },
            backFace: backFace.sanitized)
    }
}

extension BackFace {
    /// A shade factor that is NaN reads as 1 (the front colour); others are clamped to 0...1.
    var sanitized: BackFace {
        guard case .shade(let factor) = self else { return self }
        return .shade(factor.isNaN ? 1 : min(max(factor, 0), 1))
    }
}

extension ShapeChoice {
    /// Non-finite or negative sides read as 0; the text source is kept as it is (only hosts
    /// that draw text read it).
    var sanitized: ShapeChoice {
        var clean = ShapeChoice(shape, width: size.width, height: size.height)
        clean.text = text
        return clean
    }
}
