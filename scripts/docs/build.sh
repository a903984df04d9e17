#!/usr/bin/env bash
# Builds the DocC documentation of the Pyro library (Sources/Pyro/Pyro.docc plus every public
# symbol of the modules Sources/Pyro re-exports) with the toolchain's docc, and fails on any
# warning: a broken symbol link, a malformed comment, or a public symbol without documentation.
#
# Usage (after `swift build`): scripts/docs/build.sh [OUTPUT]   (default .build/docs/Pyro.doccarchive)
#   Browse the result with `docc preview Sources/Pyro/Pyro.docc --additional-symbol-graph-dir
#   .build/docs/symbol-graphs`, or serve OUTPUT's files.
set -euo pipefail
cd "$(dirname "$0")/../.."
output=${1:-.build/docs/Pyro.doccarchive}
graphs=.build/docs/symbol-graphs

modules=$(sed -nE 's/^@_exported import (\w+)$/\1/p' Sources/Pyro/Pyro.swift | paste -sd, -)
bin=$(swift build --show-bin-path)
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
rm -rf "$graphs" "$output"
mkdir -p "$graphs"
swift-symbolgraph-extract -module-name Pyro -I "$bin/Modules" -target "$triple" -minimum-access-level public \
    -skip-synthesized-members -experimental-allowed-reexported-modules="$modules" -output-dir "$graphs"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
docc convert Sources/Pyro/Pyro.docc --additional-symbol-graph-dir "$graphs" --output-path "$output" \
    --fallback-display-name Pyro --fallback-bundle-identifier org.pyro.Pyro --warnings-as-errors 2>&1 | tee "$log"
if grep -qE 'warning:|error:' "$log"; then
    echo "docc reported problems (above)" >&2
    exit 1
fi
python3 scripts/docs/undocumented.py "$graphs"
echo "documentation: $output"
