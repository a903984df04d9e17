#!/usr/bin/env bash
# Type-checks every Swift block that the documentation marks as a snippet, exactly as written,
# against the package's built modules, so that what a reader copies compiles.
#
# A snippet is a ```swift block between `<!-- swift-snippet:start -->` and
# `<!-- swift-snippet:end -->` in README.md or docs/*.md; each block is one program (a
# main.swift). (The SwiftUI blocks have their own markers and are checked against the SwiftUI
# stand-in by scripts/swiftui/typecheck.sh.)
#
# Usage, after `swift build`: scripts/docs/check_snippets.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
modules="$(swift build --show-bin-path)/Modules"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

count=0
for file in README.md docs/*.md; do
    awk -v dir="$work" -v name="$(basename "$file" .md)" '
        /<!-- swift-snippet:start -->/ { on = 1; next }
        /<!-- swift-snippet:end -->/ { on = 0; next }
        on && /^```swift/ { n++; out = dir "/" name "-" n ".swift"; code = 1; next }
        on && /^```/ { code = 0; next }
        code { print > out }
    ' "$file"
done
for snippet in "$work"/*.swift; do
    [ -e "$snippet" ] || continue
    mkdir -p "$snippet.d"
    cp "$snippet" "$snippet.d/main.swift"
    if ! swiftc -typecheck -swift-version 6 -I "$modules" "$snippet.d/main.swift" 2> "$snippet.log"; then
        echo "snippet $(basename "$snippet" .swift) does not compile:" >&2
        cat "$snippet.log" >&2
        exit 1
    fi
    count=$((count + 1))
done
if [ "$count" -eq 0 ]; then
    echo "no swift-snippet blocks found: the markers moved?" >&2
    exit 1
fi
echo "documentation snippets: $count, each type-checks"
