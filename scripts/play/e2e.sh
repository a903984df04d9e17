#!/usr/bin/env bash
# End-to-end check of `pyro play` used the way a person uses it: under a virtual X display,
# draw a fuse with mouse drags, press "Light the Fuse!", take screenshots and check their
# pixels; then click in `stars` and press Celebrate in `celebrate`; then play a scripted burst
# for 30 frames with --stats and check the frame-time summary.
#
# Usage: scripts/play/e2e.sh PATH/TO/pyro
#
# Installs what it needs from Debian's packages when run as root (xvfb, xdotool, imagemagick,
# libsdl2-2.0-0; already-installed packages are left alone). Screenshots go to
# $PYRO_E2E_ARTIFACTS (default $PYRO_CI_ARTIFACTS/play, or .ci/artifacts/play) and are kept,
# so a failure can be read.
# Exits 0 when every check passes, 1 when one fails, 2 when the machine cannot run the test.
set -euo pipefail

pyro=${1:?usage: $0 PATH/TO/pyro}
[ -x "$pyro" ] || { echo "e2e: $pyro is not an executable" >&2; exit 2; }
artifacts=${PYRO_E2E_ARTIFACTS:-${PYRO_CI_ARTIFACTS:-.ci/artifacts}/play}
mkdir -p "$artifacts"
failures=0

log() { printf 'e2e: %s\n' "$*"; }
fail() { printf 'e2e: FAIL: %s\n' "$*" >&2; failures=$((failures + 1)); }

# --- What the test needs -------------------------------------------------------------------
need_install=()
command -v Xvfb >/dev/null || need_install+=(xvfb)
command -v xdotool >/dev/null || need_install+=(xdotool)
# ImageMagick's own convert (some machines put a different `convert` earlier on PATH).
{ [ -x /usr/bin/convert ] && command -v import >/dev/null; } || need_install+=(imagemagick)
# (grep -c, not grep -q: with pipefail, -q exiting early would fail ldconfig with SIGPIPE)
[ "$(ldconfig -p 2>/dev/null | grep -c 'libSDL2-2.0.so.0')" -gt 0 ] || need_install+=(libsdl2-2.0-0)
if [ ${#need_install[@]} -gt 0 ]; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "e2e: missing ${need_install[*]}; run as root or install them" >&2
        exit 2
    fi
    log "installing ${need_install[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq xvfb xdotool imagemagick libsdl2-2.0-0 >/dev/null
fi

# --- Without a display, pyro play says so and exits 69 -------------------------------------
set +e
message=$(env -u DISPLAY -u WAYLAND_DISPLAY "$pyro" play fuse 2>&1)
code=$?
set -e
message=${message##*$'\n'}  # pyro's own line comes last, after any library noise
if [ "$code" -eq 69 ]; then log "ok: without a display pyro play exits 69: $message"
else fail "without a display pyro play exited $code, not 69: $message"; fi

# --- A virtual display ---------------------------------------------------------------------
display_number=97
while [ -e "/tmp/.X11-unix/X$display_number" ] || [ -e "/tmp/.X$display_number-lock" ]; do
    display_number=$((display_number + 1))
done
export DISPLAY=":$display_number"
Xvfb "$DISPLAY" -screen 0 1024x768x24 -nolisten tcp >"$artifacts/xvfb.log" 2>&1 &
xvfb_pid=$!
player_pid=
cleanup() {
    [ -n "$player_pid" ] && kill "$player_pid" 2>/dev/null || true
    kill "$xvfb_pid" 2>/dev/null || true
}
trap cleanup EXIT
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
if ! kill -0 "$xvfb_pid" 2>/dev/null || ! xdotool getmouselocation >/dev/null 2>&1; then
    echo "e2e: Xvfb did not start on $DISPLAY (see $artifacts/xvfb.log)" >&2
    exit 2
fi

# --- Helpers -------------------------------------------------------------------------------
win_x=0 win_y=0 win_w=0 win_h=0

# Starts `pyro play SCENE` and waits for its window; sets win_x, win_y, win_w, win_h.
start_scene() {
    "$pyro" play "$1" >"$artifacts/$1.log" 2>&1 &
    player_pid=$!
    local id=
    for _ in $(seq 100); do
        id=$(xdotool search --onlyvisible --name '^Pyro' 2>/dev/null | head -1) && [ -n "$id" ] && break
        kill -0 "$player_pid" 2>/dev/null || { cat "$artifacts/$1.log" >&2; return 1; }
        sleep 0.1
    done
    [ -n "$id" ] || { fail "$1: no window appeared"; return 1; }
    eval "$(xdotool getwindowgeometry --shell "$id")"
    win_x=$X win_y=$Y win_w=$WIDTH win_h=$HEIGHT
    sleep 0.5  # let the first frames reach the screen
    log "$1: window ${win_w}x${win_h} at $win_x,$win_y"
}

# Presses Escape, as a person would, and waits for the player to exit.
stop_scene() {
    xdotool key Escape || true
    for _ in $(seq 30); do kill -0 "$player_pid" 2>/dev/null || break; sleep 0.1; done
    if kill -0 "$player_pid" 2>/dev/null; then
        fail "Escape did not quit the player"
        kill "$player_pid" 2>/dev/null || true
    fi
    wait "$player_pid" 2>/dev/null || true
    player_pid=
}

# Moves the pointer to window point X Y.
move() { xdotool mousemove $((win_x + $1)) $((win_y + $2)); }

# Drags through window points "X,Y X,Y ...", moving in small steps as a hand does.
drag() {
    local first=1 px py
    for p in "$@"; do
        local x=${p%,*} y=${p#*,}
        if [ $first -eq 1 ]; then
            move "$x" "$y"; xdotool mousedown 1; first=0
        else
            for s in 1 2 3 4 5 6 7 8; do
                move $((px + (x - px) * s / 8)) $((py + (y - py) * s / 8))
                sleep 0.015
            done
        fi
        px=$x py=$y
    done
    xdotool mouseup 1
}

click() { move "$1" "$2"; sleep 0.05; xdotool click 1; }

# Screenshots the window into $artifacts/NAME.png.
shot() {
    import -window root -crop "${win_w}x${win_h}+${win_x}+${win_y}" +repage "$artifacts/$1.png"
}

# Counts pixels of $artifacts/NAME.png within the box X Y W H (window points) whose r, g, b
# (0-255) satisfy the awk condition COND.
count() {
    local name=$1 x=$2 y=$3 w=$4 h=$5 cond=$6
    /usr/bin/convert "$artifacts/$name.png" -crop "${w}x${h}+${x}+${y}" +repage -depth 8 txt:- |
        awk -v FS='[(),]+' 'NR > 1 { r = $3; g = $4; b = $5; if ('"$cond"') n++ } END { print n + 0 }'
}

# Fails unless COUNT compares with LIMIT as OP (-gt, -eq, ...); WHAT says what was measured.
expect() {
    local what=$1 n=$2 op=$3 limit=$4
    if [ "$n" "$op" "$limit" ]; then log "ok: $what ($n $op $limit)"; else fail "$what: $n is not $op $limit"; fi
}

fiery='r > 180 && g > 60 && g < 230 && b < 90'     # the lit fuse: yellow and orange
cool='b > 90 && b > r + 20 && b > g + 20'          # explosion blue and purple, never in the fuse
orange='r > 200 && g > 100 && g < 190 && b < 80'   # the stars
confetti='g > 150'                                  # yellow, mint, cyan pieces over the purple

# --- Fuse: draw, light, burn, explode ------------------------------------------------------
if start_scene fuse; then
    drag 150,420 300,300 450,350 650,250
    sleep 0.3
    shot fuse-drawn
    expect "grey path drawn" "$(count fuse-drawn 370 320 20 20 'r > 100 && r == g')" -gt 3
    click $((win_w / 2)) $((win_h - 63))   # "Light the Fuse!", bottom centre
    lit_at=$(date +%s.%N)
    sleep 1.0
    shot fuse-burning
    # The fuse burns from the end back to the start: the end glows, the start does not yet.
    expect "lit fuse glows near the path's end" "$(count fuse-burning 590 250 40 40 "$fiery")" -gt 20
    expect "path's start not yet lit" "$(count fuse-burning 150 385 40 40 "$fiery")" -eq 0
    # The explosion runs from 2.5 s to 4.1 s after lighting: look at 3.0 s, however long the
    # checks above took.
    sleep "$(awk -v lit="$lit_at" -v now="$(date +%s.%N)" 'BEGIN { d = lit + 3.0 - now; print (d > 0 ? d : 0) }')"
    shot fuse-exploded
    expect "explosion colours around the first point" \
        "$(count fuse-exploded 60 330 180 180 "$cool")" -gt 15
    expect "no explosion colours far from it" "$(count fuse-exploded 560 130 160 120 "$cool")" -eq 0
    stop_scene
fi

# --- Stars: a click anywhere bursts orange stars from the big star in the middle -----------
if start_scene stars; then
    shot stars-before
    click 220 200
    sleep 0.35
    shot stars-clicked
    before=$(count stars-before $((win_w / 2 - 70)) $((win_h / 2 - 70)) 140 140 "$orange")
    after=$(count stars-clicked $((win_w / 2 - 70)) $((win_h / 2 - 70)) 140 140 "$orange")
    expect "orange stars around the big star after the click" "$after" -gt $((before + 30))
    expect "no stars at the click" "$(count stars-clicked 150 130 140 140 "$orange")" -eq 0
    stop_scene
fi

# --- Celebrate: pressing the button throws confetti ----------------------------------------
if start_scene celebrate; then
    sleep 3.5   # the opening burst (0.3 s after opening) has faded
    shot celebrate-calm
    click $((win_w / 2)) $((win_h - 55))   # "Celebrate", bottom centre
    sleep 0.4
    shot celebrate-pressed
    calm=$(count celebrate-calm 0 40 "$win_w" $((win_h - 140)) "$confetti")
    pressed=$(count celebrate-pressed 0 40 "$win_w" $((win_h - 140)) "$confetti")
    expect "confetti colours after pressing Celebrate" "$pressed" -gt $((calm + 200))
    stop_scene
fi

# --- Frame times: a scripted burst in the window, closed after its frames -----------------
set +e
timeout 120 "$pyro" play burst --set count=2000 --script "click 400,300" --frames 30 --stats \
    >"$artifacts/frame-times.txt" 2>&1
code=$?
set -e
if [ "$code" -eq 0 ] && grep -q '^frames 30 at .* pixels, at most 2000 particles live$' "$artifacts/frame-times.txt" \
    && grep -q '^interval between frames: .*median' "$artifacts/frame-times.txt"; then
    log "ok: play --frames 30 --stats closed by itself and printed: $(sed -n 2p "$artifacts/frame-times.txt")"
else
    fail "play --frames 30 --stats exited $code: $(tr '\n' ' ' <"$artifacts/frame-times.txt")"
fi

if [ "$failures" -gt 0 ]; then
    log "$failures check(s) failed; screenshots in $artifacts"
    exit 1
fi
log "all checks passed; screenshots in $artifacts"
