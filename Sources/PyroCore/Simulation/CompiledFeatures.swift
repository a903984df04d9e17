/// The general emitter's optional features, compiled into every build but the confetti entry's
/// wasm (web/build.sh compiles PyroCore for `confetti.wasm` with `-D PYRO_CORE_CONFETTI_ONLY`).
///
/// canvas-confetti's call fires bursts of one emitter on closed-form paths, so its build leaves
/// out sub-emitters, continuous streams and stepped motion (turbulence and attractors): each is
/// a constant false there, the code behind it is never reached, and the linker drops it (about
/// 16 KB of the wasm, gzipped). Only `CanvasConfetti` runs in that build; a configuration that
/// asked for one of these features would get none of it (no children, no stream, closed-form
/// paths). Every other build has them all, and nothing here costs them anything.
enum CompiledFeatures {
    #if PYRO_CORE_CONFETTI_ONLY
        /// Whether sub-emitter links are followed.
        static var subEmitters: Bool { false }
        /// Whether continuous emission births particles.
        static var streams: Bool { false }
        /// Whether turbulence and attractors step particles along integrated paths.
        static var steppedMotion: Bool { false }
    #else
        /// Whether sub-emitter links are followed.
        static var subEmitters: Bool { true }
        /// Whether continuous emission births particles.
        static var streams: Bool { true }
        /// Whether turbulence and attractors step particles along integrated paths.
        static var steppedMotion: Bool { true }
    #endif
}
