#!/usr/bin/env bash
# Renders every preset to GIF, APNG and PNG with the built `pyro`, then opens each file with an
# independent decoder (Pillow) and checks its size and frame count.
# Usage: scripts/check_renders.sh PATH/TO/pyro [OUTPUT_DIR]
set -euo pipefail
pyro=${1:?usage: check_renders.sh PATH/TO/pyro [OUTPUT_DIR]}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
here=$(cd "$(dirname "$0")" && pwd)

presets=(fuse-firework particle-burst star-burst floating-hearts confetti confetti-burst fountain canvas-confetti
         fire smoke snow rain fireflies magic sparks splash fireworks emoji)
checks=()
for p in "${presets[@]}"; do
    # 1.5 s at 12 fps is 18 frames; 240x180 points at scale 1.5 is 360x270 pixels.
    "$pyro" render "$p" -o "$out/$p.gif" --size 240x180 --scale 1.5 --fps 12 --duration 1.5
    "$pyro" render "$p" -o "$out/$p.apng" --size 240x180 --scale 1.5 --fps 12 --duration 1.5
    "$pyro" render "$p" -o "$out/$p.png" --size 240x180 --scale 1.5
    checks+=("$out/$p.gif" 360x270 18 "$out/$p.apng" 360x270 18 "$out/$p.png" 360x270 1)
done
# The README's main job, with every default.
"$pyro" render confetti-burst -o "$out/confetti-burst-default.gif"
checks+=("$out/confetti-burst-default.gif" 800x600 160)

# Every effect file in Examples/ renders as an animation and a still (docs/EFFECT_FORMAT.md).
for file in "$here"/../Examples/*.json; do
    name=$(basename "$file" .json)
    "$pyro" render "$file" -o "$out/example-$name.gif" --size 240x180 --scale 1.5 --fps 12 --duration 1.5
    "$pyro" render "$file" -o "$out/example-$name.png" --size 240x180 --scale 1.5
    checks+=("$out/example-$name.gif" 360x270 18 "$out/example-$name.png" 360x270 1)
done

python3 "$here/verify_images.py" "${checks[@]}"

# A preset exported to a file and rendered from it gives the preset's own bytes.
for p in "${presets[@]}"; do
    "$pyro" export "$p" -o "$out/$p.json"
    "$pyro" render "$p" -o "$out/$p-preset.png" --scale 0.5 --quiet
    "$pyro" render "$out/$p.json" -o "$out/$p-file.png" --scale 0.5 --quiet
    if cmp -s "$out/$p-preset.png" "$out/$p-file.png"; then
        echo "ok    $p: exported file renders the preset's bytes"
    else
        echo "FAIL  $p: exported file renders differently" >&2
        exit 1
    fi
done

# APNG frames store only the changed rectangle: Pillow's own compositing of frame 9 (t = 0.75 s
# at 12 fps) must give exactly the still rendered at that moment.
for p in fountain confetti-burst; do
    "$pyro" render "$p" -o "$out/$p-at-0.75.png" --size 240x180 --scale 1.5 --at 0.75
    python3 - "$out/$p.apng" "$out/$p-at-0.75.png" <<'PY'
import sys
from PIL import Image
animation, still = Image.open(sys.argv[1]), Image.open(sys.argv[2]).convert("RGBA")
animation.seek(9)
same = animation.convert("RGBA").tobytes() == still.tobytes()
print(("ok   " if same else "FAIL ") + f" {sys.argv[1]} frame 9 equals {sys.argv[2]}")
sys.exit(0 if same else 1)
PY
done
