#!/usr/bin/env bash
# Renders MP4 and WebM through ffmpeg (installing it from Debian's packages when run as root)
# and checks with ffprobe and ffmpeg's own decoders: codec, size, frame count, BT.709 colour
# tags and matrix, WebM alpha, and the refusals (transparent or odd-sized MP4).
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
failures=0

expect() {
    local what=$1 got=$2 want=$3
    if [ "$got" = "$want" ]; then
        echo "ok    $what: $got"
    else
        echo "FAIL  $what: $got (want $want)" >&2
        failures=$((failures + 1))
    fi
}

probe() {
    ffprobe -v error -count_frames -select_streams v:0 -show_entries "stream=$2" -of csv=p=0 "$1"
}

# The top-left pixel of frame 0 as hex RGBA, decoded by ffmpeg with the BT.709 matrix (as a
# player reads a file tagged BT.709), through libvpx for VP9 (the native decoder drops alpha).
first_pixel() {
    local decoder=()
    [ "${1##*.}" = webm ] && decoder=(-c:v libvpx-vp9)
    ffmpeg -v error "${decoder[@]}" -i "$1" -frames:v 1 -vf "crop=2:2:0:0,scale=in_color_matrix=bt709:in_range=tv" \
        -pix_fmt rgba -f rawvideo - | head -c 4 | od -An -tx1 | tr -d ' \n'
}

# Each channel of two hex RGBA pixels within 3 levels.
close() {
    python3 -c 'import sys; a, b = bytes.fromhex(sys.argv[1]), bytes.fromhex(sys.argv[2]); print("close" if len(a) == len(b) == 4 and max(abs(x - y) for x, y in zip(a, b)) <= 3 else "off")' "$1" "$2"
}

# 1 s at 30 fps.
"$pyro" render confetti-burst -o "$out/burst.mp4" --size 200x150 --fps 30 --duration 1
"$pyro" render star-burst -o "$out/stars.webm" --size 201x151 --fps 30 --duration 1
expect "burst.mp4 codec, size, frames" "$(probe "$out/burst.mp4" codec_name,width,height,nb_read_frames)" "h264,200,150,30"
expect "stars.webm codec, odd size kept, frames" "$(probe "$out/stars.webm" codec_name,width,height,nb_read_frames)" "vp9,201,151,30"

# BT.709 tags, and colours that come back through a tag-following decoder: seed 004's purple.
expect "burst.mp4 range, matrix, transfer, primaries" "$(probe "$out/burst.mp4" color_space,color_transfer,color_primaries,color_range)" "tv,bt709,bt709,bt709"
"$pyro" render confetti-burst -o "$out/purple.mp4" --size 64x64 --fps 10 --duration 0.3 --fire-at 9 --background '#5C2173'
expect "purple.mp4 decodes to #5C2173" "$(close "$(first_pixel "$out/purple.mp4")" 5c2173ff)" close

# Transparency: WebM keeps alpha (VP9 alpha plane); an empty corner decodes transparent.
"$pyro" render star-burst -o "$out/clear.webm" --size 200x150 --fps 30 --duration 1 --background transparent
expect "clear.webm alpha" "$(ffprobe -v error -select_streams v:0 -show_entries stream_tags=alpha_mode -of csv=p=0 "$out/clear.webm")" "1"
expect "clear.webm corner alpha" "$(first_pixel "$out/clear.webm" | cut -c7-8)" "00"

# Refusals: exit 64, a message naming the way out, and no file.
refused() {
    local name=$1 mention=$2
    shift 2
    local status=0 message
    message=$("$pyro" render star-burst -o "$out/$name" "$@" 2>&1) || status=$?
    expect "$name refused" "$status,$( [[ $message == *"$mention"* ]] && echo named || echo "unnamed: $message"),$( [ -e "$out/$name" ] && echo file || echo nofile)" "64,named,nofile"
}
refused transparent.mp4 ".webm (VP9 with alpha) or .apng" --background transparent
refused odd.mp4 "make it 200x150 or 202x150" --size 201x150

[ "$failures" -eq 0 ] || { echo "$failures video checks failed" >&2; exit 1; }
