#!/usr/bin/env bash
# Builds the web version into web/dist/: pyro.wasm (PyroCore, PyroRaster, PyroFormat, PyroBenchScenes
# and PyroWeb, the C ABI, as Embedded Swift: the package's own modules, which `swift build` also
# compiles on the host), the ES modules of web/src (pyro.js and what it imports), index.html and
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

# Compiles the Swift files under $2 into module $1, unless its object is newer than every
# source and than the modules it imports ($3...).
module() {
    local name=$1 dir=$2 emit=() newer
    shift 2
    local imports=("$@")
    emit=(-emit-module -emit-module-path "$work/$name.swiftmodule")
    if [[ -f $work/$name.o ]]; then
        newer=$(find "$dir" "${imports[@]/#/$work/}" -newer "$work/$name.o" -name '*.swift*' -print -quit)
        [[ -z $newer ]] && return
    fi
    echo "compiling $name"
    swiftc "${swift_flags[@]}" -module-name "$name" "${emit[@]}" -c $(find "$dir" -name '*.swift' | sort) -o "$work/$name.o"
}
module PyroCore Sources/PyroCore
module PyroRaster Sources/PyroRaster PyroCore.swiftmodule
module PyroFormat Sources/PyroFormat PyroCore.swiftmodule
module PyroBenchScenes Sources/PyroBenchScenes PyroCore.swiftmodule
module PyroWeb Sources/PyroWeb PyroCore.swiftmodule PyroRaster.swiftmodule PyroFormat.swiftmodule \
    PyroBenchScenes.swiftmodule
# The studio's modules (linked into studio.wasm below).
module PyroCodecs Sources/PyroCodecs
module PyroStudio Sources/PyroStudio PyroWeb.swiftmodule PyroCore.swiftmodule PyroFormat.swiftmodule \
    PyroCodecs.swiftmodule
clang --target="$target" -O2 "${clang_simd[@]}" -nostdlib -ffreestanding -fno-builtin -c web/runtime/runtime.c -o "$work/runtime.o"

# No Unicode data tables are linked (libswiftUnicodeDataTables.a): Pyro compares names byte for byte
# (String.hasSameBytes(as:), ExactName), so wasm-ld reports an undefined _swift_stdlib_getNormData
# if String ==, a switch on String literals or String hashing creeps back in.
# Exports: the C ABI's functions (every @_cdecl name in Sources/PyroWeb) and nothing else, so that
# --gc-sections drops what the page cannot reach.
exports=$(grep -ho '@_cdecl("[a-z_0-9]*")' Sources/PyroWeb/*.swift | sed 's/@_cdecl("\(.*\)")/--export=\1/')
# shellcheck disable=SC2086
wasm-ld --no-entry $exports --gc-sections --strip-all -z stack-size=1048576 \
    --export=__heap_base --initial-memory=2097152 \
    "$work/PyroCore.o" "$work/PyroRaster.o" "$work/PyroFormat.o" "$work/PyroBenchScenes.o" "$work/PyroWeb.o" \
    "$work/runtime.o" \
    -o "$out/$wasm"
cp web/site/* web/src/*.js "$out/"
mkdir -p "$out/webgl"
cp web/src/webgl/*.js "$out/webgl/"
echo "web/dist/$wasm: $(wc -c < "$out/$wasm") bytes, $(gzip -9 -c "$out/$wasm" | wc -c) gzipped"
# Where the bytes are (issue 27's size work): the same link with its function names kept, read by
# web/size_report.py, and each entry's JavaScript as a bundler would ship it (minified, gzip -9).
if [[ $wasm == pyro.wasm ]] && command -v wasm-objdump > /dev/null; then
    # shellcheck disable=SC2086
    wasm-ld --no-entry $exports --gc-sections -z stack-size=1048576 --export=__heap_base --initial-memory=2097152 \
        "$work/PyroCore.o" "$work/PyroRaster.o" "$work/PyroFormat.o" "$work/PyroBenchScenes.o" "$work/PyroWeb.o" \
        "$work/runtime.o" -o "$work/pyro-named.wasm"
    python3 web/size_report.py "$work/pyro-named.wasm" 12
fi
if command -v esbuild > /dev/null; then
    for entry in pyro confetti worker; do
        js=$(esbuild "web/src/$entry.js" --bundle --minify --format=esm --log-level=error | gzip -9 | wc -c)
        echo "web/src/$entry.js and what it imports, minified: $js bytes gzipped"
    done
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
    wasm-ld --no-entry $studio_exports --gc-sections --strip-all -z stack-size=1048576 \
        --export=__heap_base --initial-memory=2097152 \
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
    else
        echo "web/dist/package: not written; its classic-script build needs esbuild (apt-get install esbuild)"
    fi
fi
