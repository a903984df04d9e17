#!/usr/bin/env bash
# Proves that the SwiftUI type-check can fail: a file passing a String where SwiftUI's
# `TimelineSchedule.animation(minimumInterval:paused:)` takes a Bool must be rejected, and
# the error must point at that file.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if bash "$here/typecheck.sh" "$here/fixtures/WrongType.swift" >"$log" 2>&1; then
    cat "$log"
    echo "selftest: the type-check accepted fixtures/WrongType.swift; it must fail" >&2
    exit 1
fi
if ! grep -q "WrongType.swift:10:.*error: cannot convert value of type 'String' to expected argument type 'Bool'" "$log"; then
    cat "$log"
    echo "selftest: the type-check failed, but not on WrongType.swift's wrong argument" >&2
    exit 1
fi
echo "selftest: a wrong type passed to SwiftUI fails the type-check, as it must"
