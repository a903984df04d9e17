#!/usr/bin/env bash
# Interrupts long renders with SIGINT and SIGTERM and checks that pyro exits 130 and 143 and
# leaves no file, partial or temporary, behind.
# Usage: scripts/interrupt.sh PATH/TO/pyro
set -uo pipefail
pyro=${1:?usage: interrupt.sh PATH/TO/pyro}
failures=0
for pair in INT:130 TERM:143; do
    sig=${pair%%:*}
    want=${pair##*:}
    dir=$(mktemp -d)
    "$pyro" render confetti-burst -o "$dir/long.apng" --duration 60 --size 320x240 &
    pid=$!
    # Wait until the render is under way (its temporary file exists), then interrupt it.
    # A 60 s, 60 fps APNG takes far longer than this to render.
    for _ in $(seq 1 100); do
        ls -A "$dir" | grep -q . && break
        sleep 0.1
    done
    sleep 0.5
    kill -s "$sig" "$pid"
    wait "$pid"
    got=$?
    left=$(ls -A "$dir")
    if [ "$got" -ne "$want" ] || [ -n "$left" ]; then
        echo "interrupt: SIG$sig gave status $got (want $want), left: ${left:-nothing}" >&2
        failures=$((failures + 1))
    else
        echo "interrupt: SIG$sig -> exit $got, nothing left behind"
    fi
    rm -rf "$dir"
done
exit "$failures"
