#!/usr/bin/env python3
"""What each web entry costs a page, gzip -9, against issue 27's budgets: the JavaScript a bundler
ships (esbuild --bundle --minify, the worker's own bundle included where the entry starts one)
plus the wasm it fetches. Exits 1 when an entry is over its ceiling.

    python3 web/size_check.py [web/dist]

The budgets are the issue's. Where a budget is not met yet, the entry is held to a ceiling just
above what it measured when the ceiling was set, so that it cannot grow unnoticed, and the report
says the budget is not met. Lower a ceiling whenever an entry shrinks; never raise one to pass.
"""
import gzip
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]

# The one place the size limits are recorded, in bytes after gzip -9.
ENTRIES = [
    # canvas-confetti's call alone: confetti.js (and worker.js, which its default overlay starts)
    # with confetti.wasm. Measured 2026-12-02: 15,303 + 149,957 = 165,260; after the chunked colour and
    # track evaluators (reachable from data, so linked), 15,303 + 151,242 = 166,545.
    {'name': 'confetti', 'modules': ['confetti.js', 'worker.js'], 'wasm': 'confetti.wasm',
     'budget': 64_000, 'ceiling': 168_000},
    # The full engine: pyro.js with pyro.wasm (after wasm-opt). Measured 2026-12-02: 13,767 + 289,159 = 302,926;
    # after the chunked evaluators and the effect-file key tables, 13,767 + 291,215 = 304,982.
    {'name': 'full engine', 'modules': ['pyro.js'], 'wasm': 'pyro.wasm', 'budget': 200_000, 'ceiling': 306_000},
]


def gzipped(data):
    return len(gzip.compress(data, compresslevel=9, mtime=0))


def bundled(module):
    """The module and what it imports as esbuild bundles and minifies it."""
    return subprocess.run(['esbuild', str(ROOT / 'web/src' / module), '--bundle', '--minify', '--format=esm',
                           '--log-level=error'], check=True, capture_output=True).stdout


def main():
    dist = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / 'web/dist'
    over = []
    for entry in ENTRIES:
        js = [bundled(m) for m in entry['modules']]
        wasm = (dist / entry['wasm']).read_bytes()
        js_raw, js_gz = sum(map(len, js)), sum(map(gzipped, js))
        total = js_gz + gzipped(wasm)
        met = total <= entry['budget']
        print(f"{entry['name']}: {' + '.join(entry['modules'])} {js_raw:,} bytes minified, {js_gz:,} gzipped; "
              f"{entry['wasm']} {len(wasm):,} bytes, {gzipped(wasm):,} gzipped; total {total:,} gzipped")
        print(f"  budget {entry['budget']:,} (issue 27): {'met' if met else 'NOT MET yet'}; "
              f"ceiling {entry['ceiling']:,}: {'within' if total <= entry['ceiling'] else 'OVER'}")
        if total > entry['ceiling']:
            over.append(entry['name'])
    if over:
        sys.exit(f"web/size_check.py: over the ceiling: {', '.join(over)} (see ENTRIES in web/size_check.py)")


if __name__ == '__main__':
    main()
