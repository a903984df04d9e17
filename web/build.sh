#!/usr/bin/env bash
# Builds the web version into web/dist/: pyro.wasm, pyro-full.wasm and bench.wasm (PyroCore,
# PyroRaster, PyroFormat, PyroBenchScenes and PyroWeb, the C ABI, as Embedded Swift: the package's
# own modules, which `swift build` also compiles on the host; pyro-full.wasm adds the effect-file
# reader, bench.wasm the benches as well), confetti.wasm, the ES modules of web/src (pyro.js and what it imports), index.html and
# bench.html; and studio.wasm with the studio's page and modules (below). Needs only the Swift
# toolchain (swiftc, clang and wasm-ld come with it).
set -euo pipefail
cd "$(dirname "$0")/.."
out=web/dist
work=.build/wasm32-embedded
mkdir -p "$out" "$work"

target=wasm32-unknown-none-wasm
# simd128 lets LLVM turn PyroRaster's SIMD lanes into wasm vector instructions.
# PYRO_WASM_SIMD=0 builds web/dist/pyro-nosimd.wasm instead, to compare (bench.html?wasm=pyro-nosimd.wasm).
simd=(-Xcc -msimd128 -Xllvm -mattr=+simd128)
clang_simd=(-msimd128)
wasm=pyro.wasm
if [[ ${PYRO_WASM_SIMD:-1} == 0 ]]; then
    simd=() clang_simd=() wasm=pyro-nosimd.wasm work=$work-nosimd
    mkdir -p "$work"
fi
swift_flags=(-target "$target" -enable-experimental-feature Embedded -wmo -parse-as-library -O
             -swift-version 6 -package-name Pyro -Xfrontend -disable-stack-protector "${simd[@]}" -I "$work")

# Compiles the Swift files under $3 into module $2 at optimization level $1 (-O or -Osize), unless
# its object was compiled at that level and is newer than every source and than the modules it
# imports ($4...).
module() {
    local level=$1 name=$2 dir=$3 emit=() newer
    shift 3
    local imports=("$@")
    emit=(-emit-module -emit-module-path "$work/$name.swiftmodule")
    if [[ -f $work/$name.o && $(cat "$work/$name.level" 2> /dev/null) == "$level" ]]; then
        newer=$(find "$dir" "${imports[@]/#/$work/}" -newer "$work/$name.o" -name '*.swift*' -print -quit)
        [[ -z $newer ]] && return
    fi
    echo "compiling $name $level"
    swiftc "${swift_flags[@]/#-O/$level}" -module-name "$name" "${emit[@]}" -c $(find "$dir" -name '*.swift' | sort) \
        -o "$work/$name.o"
    echo "$level" > "$work/$name.level"
}
# PyroCore and PyroWeb at -Osize: the catalog, the definitions and the C ABI are code a page
# fetches and runs once, and -Osize makes them, and the standard library's generics they
# specialise, about 11 KB gzipped smaller. The functions every frame runs per particle (the
# evaluation of columns, curves and gradients, births, compaction, stepping, sub-emitters, the
# GPU layout) carry @_optimize(speed), so the frame loop is compiled as at -O (the same frames:
# optimization levels do not change arithmetic). PyroRaster, the rasterizer, stays at -O
# throughout; PyroFormat too (-Osize made its effect-file reader larger).
module -Osize PyroCore Sources/PyroCore
module -O PyroRaster Sources/PyroRaster PyroCore.swiftmodule
module -O PyroFormat Sources/PyroFormat PyroCore.swiftmodule
module -O PyroBenchScenes Sources/PyroBenchScenes PyroCore.swiftmodule
module -Osize PyroWeb Sources/PyroWeb PyroCore.swiftmodule PyroRaster.swiftmodule PyroFormat.swiftmodule \
    PyroBenchScenes.swiftmodule
# confetti.wasm's objects (in $work/confetti), compiled again from the same sources with less:
# PyroWeb with -D PYRO_WEB_CONFETTI_ONLY, so that its stage holds canvas-confetti's effect alone
# (Sources/PyroWeb/ConfettiStage.swift) and the exports for presets, effect files, the fuse and
# the benches are left out; PyroCore with -D PYRO_CORE_CONFETTI_ONLY, which leaves out sub-emitters,
# streams and stepped motion (Sources/PyroCore/Simulation/CompiledFeatures.swift), and PyroRaster
# with -D PYRO_RASTER_CONFETTI_ONLY, which leaves out strokes and additive blending
# (Sources/PyroRaster/Render/RasterFeatures.swift): canvas-confetti's call uses none of them.
# PyroWeb, PyroCore and PyroFormat at -Osize, and without the @_optimize(speed) of the frame loop
# (#if !PYRO_CORE_CONFETTI_ONLY, !PYRO_WEB_CONFETTI_ONLY): 6 KB gzipped less for about 0.4 ms
# more simulation a frame at 20,000 pieces (web/README.md's Size); PyroRaster, the hot loop of
# every frame, at -O. Each is compiled again when the main build's object is newer or its interface
# is missing, against the confetti build's own interfaces of the modules it imports (-I $work/confetti
# ahead of $work): Embedded Swift inlines and specialises across modules from those interfaces, so
# PyroWeb compiled against the full PyroRaster's had carried its strokes and blur
# (RasterFeatures.strokes true) into confetti.wasm.
mkdir -p "$work/confetti"
again() {
    local level=$1 name=$2 dir=$3
    shift 3
    [[ -f $work/confetti/$name.swiftmodule && -n $(find "$work/confetti/$name.o" -newer "$work/$name.o" 2> /dev/null) ]] \
        && return
    echo "compiling $name $level for confetti.wasm"
    swiftc -I "$work/confetti" "${swift_flags[@]/#-O/$level}" "$@" -module-name "$name" \
        -emit-module -emit-module-path "$work/confetti/$name.swiftmodule" -c $(find "$dir" -name '*.swift' | sort) \
        -o "$work/confetti/$name.o"
}
if [[ $wasm == pyro.wasm ]]; then
    again -Osize PyroCore Sources/PyroCore -D PYRO_CORE_CONFETTI_ONLY
    again -O PyroRaster Sources/PyroRaster -D PYRO_RASTER_CONFETTI_ONLY
    again -Osize PyroFormat Sources/PyroFormat
    again -Osize PyroWeb Sources/PyroWeb -D PYRO_WEB_CONFETTI_ONLY
fi
# The studio's modules (linked into studio.wasm below).
module -O PyroCodecs Sources/PyroCodecs
module -O PyroStudio Sources/PyroStudio PyroWeb.swiftmodule PyroCore.swiftmodule PyroFormat.swiftmodule \
    PyroCodecs.swiftmodule
clang --target="$target" -O2 "${clang_simd[@]}" -nostdlib -ffreestanding -fno-builtin -c web/runtime/runtime.c -o "$work/runtime.o"

# No Unicode data tables are linked (libswiftUnicodeDataTables.a): Pyro compares names byte for byte
# (String.hasSameBytes(as:), ExactName), so wasm-ld reports an undefined _swift_stdlib_getNormData
# if String ==, a switch on String literals or String hashing creeps back in.
# Exports: the C ABI's functions (@_cdecl names in Sources/PyroWeb) and nothing else, so that
# --gc-sections drops what the page cannot reach. pyro.wasm, for `attach` with a preset, leaves out
# those of the effect-file reader and the bench pages (about 80 KB gzipped: PyroFormat's codecs and
# the definitions' checks); pyro-full.wasm, for `loadEffect`, adds the reader's; bench.wasm, for
# bench.html and its renderer bench (not in the npm package), has them all (2.8 KB gzipped more
# than pyro-full.wasm): the same objects linked with more exports.
cdecls() { grep -ho '@_cdecl("[a-z_0-9]*")' "$@" | sed 's/@_cdecl("\(.*\)")/\1/'; }
bench_only=$(cdecls Sources/PyroWeb/BenchExports.swift Sources/PyroWeb/RendererBenchExports.swift)
reader_only=$(cdecls Sources/PyroWeb/EffectFileExports.swift)
exports=$(cdecls Sources/PyroWeb/*.swift | sed 's/^/--export=/')
full_exports=$(cdecls Sources/PyroWeb/*.swift | grep -vxF "$bench_only" | sed 's/^/--export=/')
preset_exports=$(cdecls Sources/PyroWeb/*.swift | grep -vxF "$bench_only" | grep -vxF "$reader_only" \
    | sed 's/^/--export=/')
engine_objects=("$work/PyroCore.o" "$work/PyroRaster.o" "$work/PyroFormat.o" "$work/PyroBenchScenes.o"
                "$work/PyroWeb.o" "$work/runtime.o")
# Every link's flags: no entry point, unreachable code dropped, a 1 MiB stack and 2 MiB to start.
link_flags=(--no-entry --gc-sections -z stack-size=1048576 --export=__heap_base --initial-memory=2097152)
if [[ $wasm == pyro.wasm ]]; then
    # shellcheck disable=SC2086
    wasm-ld "${link_flags[@]}" --strip-all $preset_exports "${engine_objects[@]}" -o "$out/pyro.wasm"
    # shellcheck disable=SC2086
    wasm-ld "${link_flags[@]}" --strip-all $full_exports "${engine_objects[@]}" -o "$out/pyro-full.wasm"
    # shellcheck disable=SC2086
    wasm-ld "${link_flags[@]}" --strip-all $exports "${engine_objects[@]}" -o "$out/bench.wasm"
else
    # shellcheck disable=SC2086
    wasm-ld "${link_flags[@]}" --strip-all $exports "${engine_objects[@]}" -o "$out/$wasm"
fi
# Debian's wasm-opt -Oz (binaryen), where installed, shrinks a linked wasm in place without
# changing a frame (no fast-math: browser_test.py compares pyro.wasm's renderAt with pyro render,
# confetti_engine_test.mjs confetti.wasm with pyro.wasm). The features are named because a
# stripped module no longer lists them. --low-memory-unused (as Emscripten passes when its data
# starts at 1024 or above) lets it fold constant offsets into loads and stores: wasm-ld places the
# data at 1024 and the stack and heap above it, so no address below 1024 is ever used. It takes
# 1.7 KB gzipped off pyro-full.wasm, 0.6 KB off pyro.wasm and 0.4 KB off confetti.wasm.
shrink() {
    if command -v wasm-opt > /dev/null; then
        wasm-opt -Oz --low-memory-unused --enable-simd --enable-bulk-memory --enable-nontrapping-float-to-int \
            --enable-sign-ext --enable-mutable-globals "$1" -o "$1"
    else
        echo "$1: not shrunk by wasm-opt (apt-get install binaryen)"
    fi
}
shrink "$out/$wasm"
if [[ $wasm == pyro.wasm ]]; then
    shrink "$out/pyro-full.wasm"
    shrink "$out/bench.wasm"
fi
# confetti.wasm, for the confetti entry (web/src/confetti.js): canvas-confetti's call and nothing
# else. Its exports are those of the confetti build's PyroWeb (--export-if-defined: the others
# are compiled out).
if [[ $wasm == pyro.wasm ]]; then
    confetti_objects=("$work/confetti/PyroCore.o" "$work/confetti/PyroRaster.o" "$work/confetti/PyroFormat.o"
                      "$work/confetti/PyroWeb.o" "$work/runtime.o")
    confetti_exports=${exports//--export=/--export-if-defined=}
    # shellcheck disable=SC2086
    wasm-ld "${link_flags[@]}" --strip-all $confetti_exports "${confetti_objects[@]}" -o "$out/confetti.wasm"
    shrink "$out/confetti.wasm"
    gz=$(gzip -9 -c "$out/confetti.wasm" | wc -c)
    echo "web/dist/confetti.wasm: $(wc -c < "$out/confetti.wasm") bytes, $gz gzipped"
fi
cp web/site/* web/src/*.js "$out/"
mkdir -p "$out/webgl"
cp web/src/webgl/*.js "$out/webgl/"
size() { echo "web/dist/$1: $(wc -c < "$out/$1") bytes, $(gzip -9 -c "$out/$1" | wc -c) gzipped"; }
size "$wasm"
[[ $wasm == pyro.wasm ]] && size pyro-full.wasm
# Where the bytes are (issue 27's size work): the same links with their function names kept, read
# by web/size_report.py (needs wabt's wasm-objdump). Each entry's total is web/size_check.py's, below.
if [[ $wasm == pyro.wasm ]] && command -v wasm-objdump > /dev/null; then
    # shellcheck disable=SC2086
    wasm-ld "${link_flags[@]}" $preset_exports "${engine_objects[@]}" -o "$work/pyro-named.wasm"
    echo "pyro.wasm, by module:"
    python3 web/size_report.py "$work/pyro-named.wasm" 12
    # shellcheck disable=SC2086
    wasm-ld "${link_flags[@]}" $confetti_exports "${confetti_objects[@]}" -o "$work/confetti-named.wasm"
    echo "confetti.wasm, by module (before wasm-opt):"
    python3 web/size_report.py "$work/confetti-named.wasm" 12
fi

# Pyro Studio (studio.html): a second, larger wasm with PyroWeb's C ABI and PyroStudio's (the
# format's writer and the PNG, GIF and APNG encoders), its modules (web/src/studio) and the
# Examples/ files it starts from, listed in examples/index.json.
# It links the standard library's Unicode tables (the writer compares names as Strings) and
# studio_runtime.c (a hash seed for the GIF encoder's dictionaries, a 128-bit multiply).
if [[ $wasm == pyro.wasm ]]; then
    clang --target="$target" -O2 -nostdlib -ffreestanding -fno-builtin -c web/runtime/studio_runtime.c \
        -o "$work/studio_runtime.o"
    unicode=$(dirname "$(command -v swiftc)")/../lib/swift/embedded/$target/libswiftUnicodeDataTables.a
    studio_exports=$(grep -ho '@_cdecl("[a-z_0-9]*")' Sources/PyroWeb/*.swift Sources/PyroStudio/*.swift \
        | sed 's/@_cdecl("\(.*\)")/--export=\1/')
    # shellcheck disable=SC2086
    wasm-ld "${link_flags[@]}" --strip-all $studio_exports \
        "$work/PyroCore.o" "$work/PyroRaster.o" "$work/PyroFormat.o" "$work/PyroBenchScenes.o" "$work/PyroWeb.o" \
        "$work/PyroCodecs.o" "$work/PyroStudio.o" "$work/runtime.o" "$work/studio_runtime.o" "$unicode" \
        -o "$out/studio.wasm"
    mkdir -p "$out/studio" "$out/examples"
    cp web/src/studio/*.js "$out/studio/"
    cp Examples/*.json "$out/examples/"
    (cd Examples && ls *.json) | python3 -c 'import json, sys; print(json.dumps([l.strip() for l in sys.stdin]))' \
        > "$out/examples/index.json"
    echo "web/dist/studio.wasm: $(wc -c < "$out/studio.wasm") bytes, $(gzip -9 -c "$out/studio.wasm" | wc -c) gzipped"
fi
# The npm package (web/dist/package; `npm pack` makes its tarball) needs esbuild for its
# classic-script build.
if [[ $wasm == pyro.wasm ]]; then
    if command -v esbuild > /dev/null; then
        python3 web/package/make_package.py
        # Each entry's JS (minified) and wasm, gzip -9, against issue 27's budgets: fails over its ceiling.
        python3 web/size_check.py "$out"
    else
        echo "web/dist/package: not written; its classic-script build needs esbuild (apt-get install esbuild)"
    fi
fi
