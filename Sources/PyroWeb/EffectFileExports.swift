// Not in confetti.wasm (`-D PYRO_WEB_CONFETTI_ONLY`): canvas-confetti's call has no use for effect files.
#if !PYRO_WEB_CONFETTI_ONLY
    import PyroCore
    import PyroFormat

    // The C ABI for effect files: the page writes a file's UTF-8 bytes into `pyro_input`, then
    // `pyro_create_from_file` reads it with the same reader as `pyro render FILE.json`.

    /// Makes the stage from the first `length` bytes of `pyro_input`: the file's effect, fired as the
    /// file says, on a canvas of `width` × `height` points at `scale` pixels per point (0 × 0: the
    /// file's own canvas size), with the file's background. Returns 0; -1 for a size out of range;
    /// -2 for a file that cannot be used, with the reading's error in `pyro_output` (line, column,
    /// JSON path, value, what is allowed). The stage is unchanged when it fails.
    @_cdecl("pyro_create_from_file")
    func pyroCreateFromFile(
        _ length: Int32, _ seedHigh: UInt32, _ seedLow: UInt32, _ width: Float, _ height: Float,
        _ scale: Float
    ) -> Int32 {
        guard let bytes = inputBytes(length) else { return -1 }
        let document: EffectDocument
        do {
            document = try EffectDocument.read(bytes, file: "effect", resources: browserResources)
        } catch {
            return fail(-2, error.description)
        }
        if case .preset(let p) = document, case .defined(let d) = p.configuration, d.hasUndrawnText {
            return fail(
                -2,
                "effect: preset: \"" + p.preset.rawValue + "\" draws colour emoji through FreeType, which "
                    + "the browser build does not have; render it with the command line (pyro render)")
        }
        let size = width > 0 && height > 0 ? Size(width: width, height: height) : document.canvasSize
        guard let (w, h) = pixelSize(size.width, size.height, scale) else { return -1 }
        let seed = UInt64(seedHigh) << 32 | UInt64(seedLow)
        let effect: PresetEffect
        do {
            effect = try document.makeEffect(seed: seed, canvasSize: size)
        } catch {
            return fail(-2, "effect: the fuse's path has no points")
        }
        sprites.removeAll()
        stage = Stage(effect: effect, pixelWidth: w, pixelHeight: h, scale: scale)
        stage?.background = document.background
        return 0
    }

    /// What the browser can make for an effect file: no PNG files (the reader asks for "pixels") and
    /// no text, since this build has no FreeType; a sprite with text is refused where it stands.
    package var browserResources: EffectResources {
        EffectResources(drawText: { _ in
            .failure(
                SpriteLoadError(
                    "the browser build has no FreeType to draw text; give the sprite as \"pixels\", "
                        + "or render the file with the command line (pyro render)"))
        })
    }
#endif
