/// The renderer's optional paths, compiled into every build but the confetti entry's wasm
/// (web/build.sh compiles PyroRaster for `confetti.wasm` with `-D PYRO_RASTER_CONFETTI_ONLY`, as
/// it compiles PyroCore's `CompiledFeatures` with `-D PYRO_CORE_CONFETTI_ONLY`).
///
/// canvas-confetti's pieces are particles blended src-over: its build leaves out strokes (the
/// fuse's trail and glows, with their masks and blur) and additive blending, each a constant
/// false there, so that their code is never reached and the linker drops it. Only
/// `CanvasConfetti` runs in that build, which draws neither; a stroke would not be drawn there,
/// and an additive particle would be blended src-over. Every other build has both. PyroWeb's
/// WebGL2 layout (`InstanceFrame`) follows the same switch, so the GPU draws what PyroRaster does.
package enum RasterFeatures {
    #if PYRO_RASTER_CONFETTI_ONLY
        /// Whether stroke items are drawn.
        package static var strokes: Bool { false }
        /// Whether additive blending has its own blend (else src-over).
        package static var additiveBlending: Bool { false }
    #else
        /// Whether stroke items are drawn.
        package static var strokes: Bool { true }
        /// Whether additive blending has its own blend (else src-over).
        package static var additiveBlending: Bool { true }
    #endif
}
