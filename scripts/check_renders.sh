#!/usr/bin/env bash
# Renders every preset to GIF, APNG and PNG with the built `pyro`, then opens each file with an
# independent decoder (Pillow) and checks its size and frame count.
# Usage: scripts/check_renders.sh PATH/TO/pyro [OUTPUT_DIR]
set -euo pipefail
pyro=${1:?usage: check_renders.sh PATH/TO/pyro [OUTPUT_DIR]}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
here=$(cd "$(dirname "$0")" && pwd)

presets=(fuse-firework particle-burst star-burst floating-hearts confetti confetti-burst fountain)
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

python3 "$here/verify_images.py" "${checks[@]}"
