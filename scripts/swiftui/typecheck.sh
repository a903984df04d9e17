#!/usr/bin/env bash
# Type-checks PyroSwiftUI on Linux against a stand-in of the SwiftUI and Core Graphics
# declarations it uses (StandIn/, each copied from Apple's documentation), in Swift 6 mode
# with warnings as errors; then the SwiftUI examples of README.md and docs/SWIFTUI.md, the DocC article
# (Sources/Pyro/Pyro.docc/InASwiftUIApp.md), the sample app (SampleApp/),
# the name-collision fixture (fixtures/NameCollisions.swift: SwiftUI's BlendMode, KeyframeTrack,
# UnitCurve and Canvas next to everything Pyro exports) and any EXTRA.swift given, each as app
# code that imports SwiftUI and PyroSwiftUI.
#
#   bash scripts/swiftui/typecheck.sh [EXTRA.swift ...]
#
# Exits non-zero on any error. What this cannot catch is listed in StandIn/README.md.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
# One package name for every module, as SwiftPM gives: PyroCore has package declarations.
swift_flags=(-swift-version 6 -warnings-as-errors -parse-as-library -package-name Pyro -I "$out")

module() {  # module NAME FILE...: emit NAME.swiftmodule into $out (interfaces only)
    local name=$1
    shift
    swiftc -emit-module "${swift_flags[@]}" -module-name "$name" -emit-module-path "$out/$name.swiftmodule" "$@"
}

checked_module() {  # checked_module NAME FILE...: type-check every body too, then emit
    local name=$1
    shift
    swiftc -typecheck "${swift_flags[@]}" -module-name "$name" "$@"
    module "$name" "$@"
}

echo "stand-in: CoreGraphics, SwiftUI"
module CoreGraphics "$here"/StandIn/CoreGraphics/*.swift
checked_module SwiftUI "$here"/StandIn/SwiftUI/*.swift

# What PyroSwiftUI imports, in dependency order: the Pyro library (its bodies are checked by
# swift build) and the support module.
echo "Pyro's modules (interfaces only)"
for name in PyroCore PyroCodecs PyroRaster PyroFormat PyroParallel Pyro PyroSwiftUISupport; do
    module "$name" $(find "$root/Sources/$name" -name '*.swift' | sort)
done

# With the stand-in on the import path, canImport(SwiftUI) is true and every file compiles.
echo "PyroSwiftUI against the stand-in"
if ! grep -q 'canImport(SwiftUI)' "$root"/Sources/PyroSwiftUI/[!P]*.swift; then
    echo "PyroSwiftUI's files must be wrapped in #if canImport(SwiftUI)" >&2
    exit 1
fi
checked_module PyroSwiftUI $(find "$root/Sources/PyroSwiftUI" -name '*.swift' | sort)

app() {  # app LABEL FILE...: type-check app code against SwiftUI and PyroSwiftUI
    local label=$1
    shift
    echo "$label"
    swiftc -typecheck "${swift_flags[@]}" -module-name App "$@"
}

# The README's and docs/SWIFTUI.md's examples, exactly as written there (between the
# swiftui-examples markers), each file's blocks one program.
for page in README.md docs/SWIFTUI.md; do
    examples="$out/$(basename "$page" .md)-examples.swift"
    awk '/<!-- swiftui-examples:start -->/ { on = 1; next } /<!-- swiftui-examples:end -->/ { on = 0 }
         on && /^```swift/ { code = 1; next } on && /^```/ { code = 0; next } code' "$root/$page" > "$examples"
    if ! grep -q 'import PyroSwiftUI' "$examples"; then
        echo "$page has no SwiftUI examples between <!-- swiftui-examples:start --> and :end -->" >&2
        exit 1
    fi
    app "$page examples" "$examples"
done
# The DocC article's code, each block a file of its own (each imports what it uses).
article="$root/Sources/Pyro/Pyro.docc/InASwiftUIApp.md"
awk -v dir="$out" '/^```swift/ { n++; code = 1; next } /^```/ { code = 0; next }
     code { print > (dir "/Article" n ".swift") }' "$article"
app "DocC article InASwiftUIApp" "$out"/Article*.swift
app "sample app" "$here"/SampleApp/*.swift
app "SwiftUI's names next to Pyro's" "$here/fixtures/NameCollisions.swift"
for extra in "$@"; do
    app "$extra" "$extra"
done
echo "SwiftUI type-check: OK"
