#!/usr/bin/env bash
# Regenerates every picture the README shows from the command printed with it, read from the
# README itself, so the pictures and their commands cannot drift apart.
#
# Usage: scripts/gallery.sh PATH/TO/pyro [--check]
#   Without --check: writes the pictures into docs/images and names the ones that changed.
#   With --check: writes nothing; exits 1 naming every picture whose bytes differ from what its
#   command makes now, or that has no command.
#
# What it reads from README.md: every `pyro render ... -o NAME` command in the Gallery section
# (the picture is docs/images/NAME), and the `scripts/play/screenshots.sh` command of the Play
# section (the docs/images/play-* pictures). Every docs/images picture the README shows must
# come from one of them.
set -euo pipefail
cd "$(dirname "$0")/.."

pyro=${1:?usage: $0 PATH/TO/pyro [--check]}
pyro=$(cd "$(dirname "$pyro")" && pwd)/$(basename "$pyro")
check=false
[ "${2:-}" = "--check" ] && check=true

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The Gallery section: from its heading to the next heading of any level.
gallery=$(awk '/^## Gallery$/ { inside = 1; next } inside && /^#/ { exit } inside' README.md)
[ -n "$gallery" ] || { echo "gallery: README.md has no '## Gallery' section" >&2; exit 1; }

# Runs one README command (its text after "pyro "). The commands are the README's own; anything
# beyond plain arguments and double quotes is refused rather than given to the shell.
run_pyro() {
    local arguments=$1
    if [[ ! $arguments =~ ^render\ [A-Za-z0-9\ ._,\;:#\"=-]+$ ]]; then
        echo "gallery: refusing a command with shell syntax: pyro $arguments" >&2
        exit 1
    fi
    eval "\"\$pyro\" $arguments --quiet"
}

made=()
while IFS= read -r command; do
    arguments=${command#pyro }
    name=$(sed -E 's/.* -o ([^ ]+).*/\1/' <<< "$arguments")
    [ "$name" != "$arguments" ] || { echo "gallery: no -o in: $command" >&2; exit 1; }
    (cd "$work" && run_pyro "$arguments")
    made+=("$name")
done < <(grep -o '`pyro render [^`]*`' <<< "$gallery" | tr -d '`')

# The play screenshots: the command the Play section prints, with this pyro and a scratch folder.
screenshots=$(grep -o '`scripts/play/screenshots.sh [^`]*`' README.md | tr -d '`' | head -1)
[ -n "$screenshots" ] || { echo "gallery: README.md names no scripts/play/screenshots.sh command" >&2; exit 1; }
read -r script _ folder extension <<< "$screenshots"
[ "$folder" = docs/images ] || { echo "gallery: the screenshots go to '$folder', not docs/images" >&2; exit 1; }
mkdir -p "$work/play"
while IFS= read -r path; do
    made+=("play/$(basename "$path")")
done < <(bash "$script" "$pyro" "$work/play" "$extension")

# Every picture the README shows from docs/images, each made above.
status=0
shown=$(grep -o '](docs/images/[^)]*)' README.md | sed -E 's/^]\(docs\/images\/(.*)\)$/\1/' | sort -u)
for picture in $shown; do
    found=""
    for name in "${made[@]}"; do [ "$(basename "$name")" = "$picture" ] && found=$name; done
    if [ -z "$found" ]; then
        echo "gallery: docs/images/$picture is shown in README.md but no command there makes it" >&2
        status=1
    elif ! cmp -s "$work/$found" "docs/images/$picture"; then
        if $check; then
            echo "gallery: docs/images/$picture differs from what its README command makes" >&2
            status=1
        else
            cp "$work/$found" "docs/images/$picture"
            echo "gallery: wrote docs/images/$picture"
        fi
    fi
done
for name in "${made[@]}"; do
    grep -qx "$(basename "$name")" <<< "$shown" \
        || { echo "gallery: README.md's command makes $(basename "$name"), which it does not show" >&2; status=1; }
done
if [ $status -eq 0 ]; then
    echo "gallery: ${#made[@]} pictures, each the bytes its README command makes"
fi
exit $status
