// swift-tools-version:6.0
import PackageDescription

// Modules follow portability lines; docs/ARCHITECTURE.md's module table describes each, and
// scripts/check_module_graph.py (CI) keeps that table, this manifest and the imports in step.
// PyroCore and PyroCodecs use the Swift standard library only; PyroRaster adds pixels;
// PyroParallel adds threads; PyroLive adds a window; PyroCLI and PyroBench are the command
// line's pieces; PyroWeb is the browser's C ABI (web/build.sh also compiles it, with the
// modules it imports, to WebAssembly). Tools 6.0, so Xcode 16 or later: the Swift 6 language
// mode and typed throws need the 6.0 compiler and `swiftLanguageModes` the 6.0 manifest API;
// nothing newer is used.
let package = Package(
    name: "Pyro",
    // What PyroSwiftUI's APIs need (onChange(of:initial:_:), sensoryFeedback, tap locations),
    // and the releases of that year elsewhere. scripts/check_availability.py (CI) type-checks each
    // module an app builds for each of these, so no API newer than them goes unnoticed.
    platforms: [.iOS(.v17), .macOS(.v14), .visionOS(.v1), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "Pyro", targets: ["Pyro"]),
        .executable(name: "pyro", targets: ["pyro"]),
        .library(name: "PyroSwiftUI", targets: ["PyroSwiftUI"]),
        .library(name: "PyroText", targets: ["PyroText"]),
        .library(name: "PyroFormat", targets: ["PyroFormat"]),
    ],
    targets: [
        .target(
            name: "PyroCore",
            // The standard library's rounding and square root lower to libm calls on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "PyroCodecs"),
        .target(name: "PyroRaster", dependencies: ["PyroCore"]),
        .target(name: "PyroParallel", dependencies: ["PyroRaster", "PyroCore"]),
        .target(name: "PyroFormat", dependencies: ["PyroCore"]),
        .target(name: "Pyro", dependencies: ["PyroCore", "PyroRaster", "PyroCodecs", "PyroParallel", "PyroFormat"]),
        .target(name: "PyroLive", dependencies: ["PyroCore", "PyroRaster", "PyroParallel"]),
        .target(name: "PyroBenchScenes", dependencies: ["PyroCore"]),
        .target(
            name: "PyroBench",
            dependencies: ["PyroCore", "PyroRaster", "PyroCodecs", "PyroParallel", "PyroBenchScenes", "PyroFormat"]),
        .target(name: "PyroWeb", dependencies: ["PyroCore", "PyroRaster", "PyroFormat", "PyroBenchScenes"]),
        // The studio's larger wasm: PyroWeb's C ABI plus the format's writer and the encoders.
        .target(name: "PyroStudio", dependencies: ["PyroWeb", "PyroCore", "PyroFormat", "PyroCodecs"]),
        // Text and emoji sprites through FreeType, loaded at run time with dlopen.
        .target(name: "PyroText", dependencies: ["PyroCore"]),
        .target(
            name: "PyroCLI",
            dependencies: [
                "PyroCore", "PyroRaster", "PyroCodecs", "PyroLive", "PyroBench", "PyroParallel", "PyroFormat",
                "PyroText",
            ]),
        .executableTarget(name: "pyro", dependencies: ["PyroCLI"]),
        // SwiftUI adapter: views and modifiers only where SwiftUI exists; everything else in
        // PyroSwiftUISupport, tested on Linux (scripts/swiftui/typecheck.sh checks the rest).
        .target(name: "PyroSwiftUISupport", dependencies: ["PyroCore"]),
        .target(name: "PyroSwiftUI", dependencies: ["PyroCore", "PyroSwiftUISupport", "PyroFormat", "Pyro"]),
        .testTarget(name: "PyroCoreTests", dependencies: ["PyroCore"]),
        .testTarget(name: "PyroCodecsTests", dependencies: ["PyroCodecs"]),
        .testTarget(name: "PyroFormatTests", dependencies: ["PyroFormat", "PyroCore", "PyroRaster"]),
        .testTarget(
            name: "PyroRasterTests",
            dependencies: ["PyroRaster", "PyroCore", "PyroCodecs", "PyroParallel", "Pyro"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "PyroTextTests", dependencies: ["PyroText", "PyroCore", "PyroRaster", "PyroCodecs"]),
        .testTarget(name: "PyroLiveTests", dependencies: ["PyroLive", "PyroCore", "PyroRaster", "PyroParallel"]),
        .testTarget(name: "PyroSwiftUISupportTests", dependencies: ["PyroSwiftUISupport", "PyroCore", "PyroRaster"]),
        .testTarget(
            name: "PyroCLITests", dependencies: ["PyroCLI", "PyroCore", "PyroCodecs", "PyroRaster", "PyroBench"]),
        .testTarget(
            name: "PyroWebTests", dependencies: ["PyroWeb", "PyroCore", "PyroRaster", "PyroFormat", "PyroBenchScenes"]),
        .testTarget(
            name: "PyroStudioTests",
            dependencies: ["PyroStudio", "PyroWeb", "PyroCore", "PyroFormat", "PyroCodecs"]),
    ],
    swiftLanguageModes: [.v6]
)

// An optional native build: `PYRO_TARGET_CPU=haswell swift build -c release` compiles every
// module for that processor (haswell: AVX2 and FMA; skylake-avx512: AVX-512 too) instead of the
// architecture's portable baseline, and `pyro bench` says which it was built for. The default
// build stays portable; see docs/PERFORMANCE.md for what this buys.
if let cpu = Context.environment["PYRO_TARGET_CPU"], !cpu.isEmpty {
    let name = ["haswell": "HASWELL", "skylake-avx512": "SKYLAKE_AVX512"][cpu] ?? "OTHER"
    for target in package.targets where target.type != .test {
        target.swiftSettings =
            (target.swiftSettings ?? [])
            + [.unsafeFlags(["-target-cpu", cpu]), .define("PYRO_TARGET_CPU_" + name)]
    }
}
