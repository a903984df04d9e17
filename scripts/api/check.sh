#!/usr/bin/env bash
# The public API of the Pyro library, written down: regenerates the list of public declarations
# and conformances of every module that Sources/Pyro re-exports, from the symbol graphs of the
# current build, and fails when it differs from docs/api/public-symbols.txt.
#
# Usage (after `swift build`): scripts/api/check.sh [--update]
#   --update  rewrites docs/api/public-symbols.txt: do this deliberately, when an API change is
#             meant, and commit the list with the change.
set -euo pipefail
cd "$(dirname "$0")/../.."
list=docs/api/public-symbols.txt

modules=$(sed -nE 's/^@_exported import (\w+)$/\1/p' Sources/Pyro/Pyro.swift)
bin=$(swift build --show-bin-path)
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir "$work/graphs"
for module in $modules; do
    swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" -target "$triple" \
        -minimum-access-level public -skip-synthesized-members -output-dir "$work/graphs"
done
python3 scripts/api/format_symbols.py "$work/graphs" > "$work/list.txt"

if [[ "${1:-}" == "--update" ]]; then
    mkdir -p "$(dirname "$list")"
    cp "$work/list.txt" "$list"
    echo "wrote $list: $(grep -vc '^#' "$list") lines"
    exit 0
fi
if ! diff -u "$list" "$work/list.txt"; then
    cat >&2 <<MESSAGE

The public API differs from $list (lines with - are in the list, + in the code).
If the change is meant, record it: scripts/api/check.sh --update, and commit the list with it.
If not, give the new declarations package or internal access.
MESSAGE
    exit 1
fi
echo "public API: $(grep -vc '^#' "$list") declarations and conformances, as recorded in $list"
