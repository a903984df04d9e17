#!/usr/bin/env python3
"""What each web entry costs a page, gzip -9, against issue 27's budgets: the JavaScript a bundler
ships with the entry (esbuild --bundle --minify --splitting, the worker's own bundle included where
the entry starts one) plus the wasm it fetches. Chunks the entry imports dynamically (the WebGL2
renderer, imported when the GPU draws) are reported beside it, not counted. Exits 1 when an entry is
over its ceiling.

    python3 web/size_check.py [web/dist]

The budgets are the issue's. Where a budget is not met yet, the entry is held to a ceiling just
above what it measured when the ceiling was set, so that it cannot grow unnoticed, and the report
says the budget is not met. Lower a ceiling whenever an entry shrinks; never raise one to pass. A
trade made on purpose (bytes for speed or correctness) raises it in its own commit, with the
figures recorded beside the entry.
"""
import gzip
import json
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]

# The one place the size limits are recorded, in bytes after gzip -9.
ENTRIES = [
    # canvas-confetti's call alone: confetti.js (and worker.js, which its default overlay starts)
    # with confetti.wasm. Measured 2026-12-02: 15,303 + 149,957 = 165,260; after the chunked colour and
    # track evaluators (reachable from data, so linked), 15,303 + 151,242 = 166,545; with the WebGL2
    # renderer imported on need (the overlay's worker draws with PyroRaster), 9,748 + 151,094 = 160,842;
    # with sub-emitters, streams and stepped motion compiled out of its PyroCore, 9,776 + 135,368 = 145,144;
    # and strokes and additive blending out of its PyroRaster, 9,776 + 132,525 = 142,301; 2026-12-03, with
    # calls as tagged bytes (PageValue) and no JSON reader or writer, 11,145 + 121,047 = 132,192; with the
    # columns copied by memmove, 11,145 + 121,146 = 132,291; with wasm-opt --low-memory-unused (web/build.sh),
    # 11,135 + 120,958 = 132,093; with the circle stamps (issue 26: small circles drawn from cached coverage,
    # 40-47% fewer instructions, the same frames as every other build), 11,135 + 124,203 = 135,338; 2026-12-04,
    # with the stamps looked up in the first pass (12% fewer instructions for circles), 11,135 + 125,104 = 136,239;
    # with each module compiled against the confetti build's own interfaces of the modules it imports (what
    # PyroWeb inlined from PyroRaster had drawn strokes, web/build.sh), 11,135 + 120,544 = 131,679; with
    # the WebGL2 layout following PyroRaster's switch for strokes (InstanceFrame), 11,135 + 119,049 = 130,184;
    # without the demos' labels in its facts (EngineFacts), 11,135 + 117,891 = 129,026.
    {'name': 'confetti', 'modules': ['confetti.js', 'worker.js'], 'wasm': 'confetti.wasm',
     'budget': 64_000, 'ceiling': 129_500},
    # The full API: pyro.js with pyro.wasm (after wasm-opt), what `attach` with a preset fetches. Measured
    # 2026-12-02: 13,767 + 289,159 = 302,926; after the chunked evaluators and the effect-file key tables,
    # 13,767 + 291,215 = 304,982; with the WebGL2 renderer imported on need, 8,211 + 291,521 = 299,732;
    # with the effect-file reader and the benches left to pyro-full.wasm, 8,273 + 206,045 = 214,318;
    # 2026-12-03, with calls and facts as tagged bytes (PageValue), 8,919 + 193,607 = 202,526; with PyroCore
    # and PyroWeb at -Osize and the frame path at speed (web/build.sh), 8,919 + 181,452 = 190,371: the budget
    # is met, and the ceiling keeps it from growing back; with wasm-opt --low-memory-unused, 8,906 + 180,873 = 189,779;
    # with the circle stamps, 8,906 + 184,619 = 193,525; with their lookup in the first pass, 8,906 + 185,424 = 194,330;
    # with the facts' members gathered in one array (EngineFacts), 8,906 + 185,336 = 194,242.
    {'name': 'full engine', 'modules': ['pyro.js'], 'wasm': 'pyro.wasm', 'budget': 200_000, 'ceiling': 194_700},
    # The same with effect files: pyro.js with pyro-full.wasm, what `loadEffect` fetches instead (a page
    # that also attaches presets fetches both wasm). Measured 2026-12-02: 8,273 + 291,521 = 299,794; 2026-12-03,
    # with PageValue beside the JSON it still needs (+2.0 KB) and the benches left to bench.wasm (-2.8 KB),
    # 8,919 + 290,083 = 299,002; with PyroCore and PyroWeb at -Osize, 8,919 + 286,468 = 295,387; with wasm-opt
    # --low-memory-unused (-1.8 KB) and the document and preset-file key tables (issue 28, +2.0 KB after the key
    # reader stored its errors in place, -0.5 KB), 8,906 + 286,612 = 295,518; with the circle stamps, 8,906 + 289,964
    # = 298,870; with their lookup in the first pass, 8,906 + 290,549 = 299,455; with the facts' members gathered
    # in one array (EngineFacts), 8,906 + 290,392 = 299,298; 2026-12-05, with JSONField and JSONObjectField as
    # final classes (one reference to copy and release instead of a five-word struct), 8,905 + 286,870 = 295,775.
    {'name': 'full engine with effect files', 'modules': ['pyro.js'], 'wasm': 'pyro-full.wasm', 'budget': 200_000,
     'ceiling': 296_250},
]


def gzipped(data):
    return len(gzip.compress(data, compresslevel=9, mtime=0))


def bundled(module):
    """The module and what it imports statically, as esbuild bundles and minifies it with code splitting
    (a bundler's usual build): the chunks a page loads with the entry, and apart, the bytes of the chunks
    it imports dynamically (fetched only on need, as the GPU renderer)."""
    with tempfile.TemporaryDirectory() as out:
        meta = pathlib.Path(out) / 'meta.json'
        subprocess.run(['esbuild', str(ROOT / 'web/src' / module), '--bundle', '--minify', '--format=esm',
                        '--splitting', f'--outdir={out}/js', f'--metafile={meta}', '--log-level=error'],
                       check=True, capture_output=True)
        outputs = json.loads(meta.read_text())['outputs']
        entry = next(name for name, output in outputs.items() if output.get('entryPoint'))
        loaded, pending = set(), [entry]
        while pending:
            name = pending.pop()
            if name not in loaded:
                loaded.add(name)
                pending += [i['path'] for i in outputs[name]['imports'] if i['kind'] == 'import-statement']
        chunks = [pathlib.Path(name).read_bytes() for name in sorted(loaded)]
        lazy = [pathlib.Path(name).read_bytes() for name in sorted(set(outputs) - loaded) if name.endswith('.js')]
        return chunks, lazy


def main():
    dist = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / 'web/dist'
    over = []
    for entry in ENTRIES:
        bundles = [bundled(m) for m in entry['modules']]
        js = [chunk for chunks, _ in bundles for chunk in chunks]
        lazy = [chunk for _, chunks in bundles for chunk in chunks]
        wasm = (dist / entry['wasm']).read_bytes()
        js_raw, js_gz = sum(map(len, js)), sum(map(gzipped, js))
        total = js_gz + gzipped(wasm)
        met = total <= entry['budget']
        print(f"{entry['name']}: {' + '.join(entry['modules'])} {js_raw:,} bytes minified, {js_gz:,} gzipped; "
              f"{entry['wasm']} {len(wasm):,} bytes, {gzipped(wasm):,} gzipped; total {total:,} gzipped")
        if lazy:
            print(f"  imported on need, not counted: {sum(map(len, lazy)):,} bytes minified, "
                  f"{sum(map(gzipped, lazy)):,} gzipped (the WebGL2 renderer)")
        print(f"  budget {entry['budget']:,} (issue 27): {'met' if met else 'NOT MET yet'}; "
              f"ceiling {entry['ceiling']:,}: {'within' if total <= entry['ceiling'] else 'OVER'}")
        if total > entry['ceiling']:
            over.append(entry['name'])
    if over:
        sys.exit(f"web/size_check.py: over the ceiling: {', '.join(over)} (see ENTRIES in web/size_check.py)")


if __name__ == '__main__':
    main()
