#!/usr/bin/env bash
# Runs an hour of the fountain (continuous emission) in accelerated steps and samples the
# process's resident memory from outside; fails if memory keeps growing after warm-up or the
# live count creeps up (pyro soak checks the count itself).
# Usage: scripts/soak.sh PATH/TO/pyro
set -euo pipefail
pyro=${1:?usage: soak.sh PATH/TO/pyro}
log=$(mktemp)
samples=$(mktemp)

"$pyro" soak fountain --duration 3600 --step 0.01 > "$log" &
pid=$!
while kill -0 "$pid" 2>/dev/null; do
    awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status" 2>/dev/null >> "$samples" || true
    sleep 0.2
done
wait "$pid"
status=$?
tail -n 3 "$log"
[ "$status" -eq 0 ] || { echo "soak: pyro soak failed with status $status" >&2; exit 1; }

count=$(wc -l < "$samples")
if [ "$count" -lt 8 ]; then
    echo "soak: only $count RSS samples; the run was too short to judge memory" >&2
    exit 1
fi
# Peak RSS over the second quarter (after warm-up) against the peak over the last quarter.
awk -v n="$count" '
    NR > n / 4 && NR <= n / 2 { if ($1 > early) early = $1 }
    NR > 3 * n / 4            { if ($1 > late) late = $1 }
    END {
        printf "soak: %d RSS samples, peak %d KiB after warm-up, %d KiB at the end\n", n, early, late
        if (late > early * 1.10 + 2048) { print "soak: resident memory grew" > "/dev/stderr"; exit 1 }
    }' "$samples"
