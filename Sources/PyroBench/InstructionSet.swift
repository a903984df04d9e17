import Foundation

/// The vector instructions this build of Pyro was compiled for, and those the processor has.
///
/// The default build targets each architecture's baseline (SSE2 on x86-64), so one binary runs
/// on every machine of the architecture. `PYRO_TARGET_CPU=haswell swift build -c release`
/// (AVX2) or `PYRO_TARGET_CPU=skylake-avx512` (AVX-512) compiles for a newer processor instead;
/// see docs/PERFORMANCE.md for what that buys.
package enum InstructionSet {
    /// What this binary's compiler was allowed to use.
    package static var built: String {
        #if PYRO_TARGET_CPU_SKYLAKE_AVX512
            "skylake-avx512 (AVX-512, AVX2, FMA)"
        #elseif PYRO_TARGET_CPU_HASWELL
            "haswell (AVX2, FMA)"
        #elseif PYRO_TARGET_CPU_OTHER
            "a -target-cpu chosen at build time (PYRO_TARGET_CPU)"
        #elseif arch(x86_64)
            "x86-64 baseline (SSE2)"
        #elseif arch(arm64)
            "arm64 baseline (NEON)"
        #else
            "this architecture's baseline"
        #endif
    }

    /// The widest x86 vector extensions the processor reports (Linux), or nil when unknown.
    package static var available: String? {
        #if os(Linux) && arch(x86_64)
            guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
                let line = info.split(separator: "\n").first(where: { $0.hasPrefix("flags") })
            else { return nil }
            let flags = Set(line.split(separator: " ").map(String.init))
            let known = [
                ("avx512bw", "AVX-512"), ("avx2", "AVX2"), ("fma", "FMA"), ("sse4_2", "SSE4.2"), ("sse2", "SSE2"),
            ]
            let present = known.filter { flags.contains($0.0) }.map(\.1)
            return present.isEmpty ? nil : present.joined(separator: ", ")
        #else
            return nil
        #endif
    }

    /// One line for the bench table's heading.
    package static var summary: String {
        "built for \(built)" + (available.map { "; this processor has \($0)" } ?? "")
    }
}
