#!/usr/bin/env bash
# Renders one screenshot of each `pyro play` scene, headless, with scripted input that shows
# the scene at its best: the pictures for the README.
#
# Usage: scripts/play/screenshots.sh PATH/TO/pyro [OUTDIR] [EXTENSION]
#   OUTDIR defaults to docs/images; EXTENSION to png (or ppm).
# Same binary, same scripts: same pictures, byte for byte.
set -euo pipefail

pyro=${1:?usage: $0 PATH/TO/pyro [OUTDIR] [EXTENSION]}
out=${2:-docs/images}
ext=${3:-png}
mkdir -p "$out"

fuse_path="drag 150,420 300,300 450,350 650,250"
shoot() {
    local name=$1 scene=$2 script=$3
    "$pyro" play "$scene" --script "$script" --screenshot "$out/play-$name.$ext"
    echo "$out/play-$name.$ext"
}

shoot fuse-drawing fuse "drag 150,420 300,300 450,350; move 400,540"
shoot fuse-burning fuse "$fuse_path; click light; wait 1.2"
shoot fuse-exploding fuse "$fuse_path; click light; wait 2.75"
shoot burst burst "click 260,260; wait 0.4; click 540,330; wait 1.2"
shoot stars stars "click 280,240; wait 0.2; click 520,330; wait 0.3"
shoot hearts hearts "click 300,260; wait 0.25; click 500,360; wait 0.35"
shoot confetti confetti "key c; wait 1.2"
shoot celebrate celebrate "wait 0.75"
shoot fountain fountain "click 400,500; wait 2"
