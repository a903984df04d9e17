#!/usr/bin/env bash
# Renders MP4 and WebM through ffmpeg (installing it from Debian's packages when run as root)
# and checks each file's codec, size and frame count with ffprobe.
# Usage: scripts/check_video.sh PATH/TO/pyro [OUTPUT_DIR]
set -euo pipefail
pyro=${1:?usage: check_video.sh PATH/TO/pyro [OUTPUT_DIR]}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
if ! command -v ffmpeg >/dev/null || ! command -v ffprobe >/dev/null; then
    [ "$(id -u)" -eq 0 ] || { echo "check_video: ffmpeg is missing; run as root or install it" >&2; exit 2; }
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq ffmpeg >/dev/null
fi

check() {
    local file=$1 want=$2
    local got
    got=$(ffprobe -v error -count_frames -select_streams v:0 \
        -show_entries stream=codec_name,width,height,nb_read_frames -of csv=p=0 "$file")
    if [ "$got" = "$want" ]; then
        echo "ok    $file: $got"
    else
        echo "FAIL  $file: $got (want $want)" >&2
        return 1
    fi
}

# 1 s at 30 fps; an odd width is padded to the even size video codecs need.
"$pyro" render confetti-burst -o "$out/burst.mp4" --size 201x150 --fps 30 --duration 1
"$pyro" render star-burst -o "$out/stars.webm" --size 200x150 --fps 30 --duration 1
check "$out/burst.mp4" "h264,202,150,30"
check "$out/stars.webm" "vp9,200,150,30"
