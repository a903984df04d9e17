// Not in confetti.wasm (`-D PYRO_WEB_CONFETTI_ONLY`): canvas-confetti's call has no use for the fuse firework.
#if !PYRO_WEB_CONFETTI_ONLY
    import PyroCore

    // The C ABI for the fuse firework: a path drawn point by point, lit, burning back to its start.

    /// Adds a drawn point to the fuse (ignored by other effects and once lit).
    @_cdecl("pyro_fuse_add_point")
    func pyroFuseAddPoint(_ x: Float, _ y: Float) {
        stage?.effect.withFuseFirework { $0.addPoint(Vector2(x, y)) }
    }

    /// Lights the fuse at `time`. Returns 0, or -2 with the reason in `pyro_output`: nothing is
    /// drawn, it is already lit, or the effect is not a fuse.
    @_cdecl("pyro_fuse_light")
    func pyroFuseLight(_ time: Double) -> Int32 {
        guard stage != nil else { return fail(-2, "only fuse-firework can be lit") }
        do {
            let lit: Void? = try stage!.effect.withFuseFirework { (fuse) throws(FuseError) in try fuse.light(at: time) }
            return lit == nil ? fail(-2, "only fuse-firework can be lit") : 0
        } catch {
            return fail(-2, error.description)
        }
    }

    /// Replaces the drawing with `FuseFirework.samplePath` (what `pyro render` burns when no path
    /// is given), for a fuse still being drawn.
    @_cdecl("pyro_fuse_use_sample_path")
    func pyroFuseUseSamplePath() {
        stage?.effect.withFuseFirework { fuse in
            guard fuse.state == .drawing else { return }
            fuse.reset()
            for point in FuseFirework.samplePath(canvasSize: fuse.canvasSize) { fuse.addPoint(point) }
        }
    }

    /// Distinct points of the fuse's path (1 or more can be lit), -1 when not a fuse.
    @_cdecl("pyro_fuse_point_count")
    func pyroFusePointCount() -> Int32 {
        guard let fuse = stage?.effect.fuseFirework else { return -1 }
        return Int32(clamping: fuse.path.points.count)
    }

    /// Back to an empty drawing.
    @_cdecl("pyro_fuse_reset")
    func pyroFuseReset() {
        stage?.effect.withFuseFirework { $0.reset() }
    }

    /// The fuse's state: 0 drawing, 1 burning, 2 exploding, 3 done, -1 not a fuse.
    @_cdecl("pyro_fuse_state")
    func pyroFuseState() -> Int32 {
        guard let fuse = stage?.effect.fuseFirework else { return -1 }
        switch fuse.state {
        case .drawing: return 0
        case .burning: return 1
        case .exploding: return 2
        case .done: return 3
        }
    }
#endif
