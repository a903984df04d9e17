"""The npm package as a web developer gets it: the packed tarball installed offline, imported in
Node, type-checked, bundled, and run in Chromium three ways.

    python3 web/tests/package_test.py [WORK_DIR]

Needs web/dist/package (bash web/build.sh), npm, Debian's node-typescript (tsc) and esbuild, and
Playwright with Debian's chromium. Exits 1 on the first failed check, naming it; prints
'N passed, 0 failed' at the end.
"""
import functools
import http.server
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import threading

from playwright.sync_api import sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.join(HERE, '..', 'dist', 'package')
WORK = sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp(prefix='pyro-package-')
passed = 0


def check(condition, what):
    global passed
    if not condition:
        print(f'FAILED: {what}', file=sys.stderr)
        sys.exit(1)
    passed += 1
    print(f'ok: {what}')


def run(*command, cwd=WORK, expect=0):
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if expect is not None and result.returncode != expect:
        print(result.stdout, result.stderr, file=sys.stderr)
        check(False, f'{" ".join(command)} exits {expect} (it exited {result.returncode})')
    return result


class Handler(http.server.SimpleHTTPRequestHandler):
    """Serves WORK with a strict Content-Security-Policy: scripts from the page's own origin and
    WebAssembly compilation, nothing inline, no eval."""

    def end_headers(self):
        self.send_header('Content-Security-Policy',
                         "default-src 'self'; img-src 'self' data:; script-src 'self' 'wasm-unsafe-eval'; "
                         "style-src 'self'")
        super().end_headers()

    def log_message(self, *args):
        pass


def main():
    os.makedirs(WORK, exist_ok=True)
    manifest = json.load(open(os.path.join(PACKAGE, 'package.json')))
    tarball = os.path.join(WORK, f'{manifest["name"]}-{manifest["version"]}.tgz')

    # The tarball: what `files` lists and nothing else.
    run('npm', 'pack', '--silent', '--pack-destination', WORK, os.path.abspath(PACKAGE))
    with tarfile.open(tarball) as t:
        packed = sorted(n.removeprefix('package/') for n in t.getnames())
    check(packed == sorted(manifest['files'] + ['package.json']), f'npm pack holds the files it lists ({packed})')
    check(manifest['type'] == 'module' and manifest['sideEffects'] == ['./element.js', './react.js']
          and not manifest.get('dependencies'),
          'package.json: an ES module package with no dependencies, whose only side effect is registering <pyro-effect>')
    check(all(list(condition)[0] == 'types' for condition in manifest['exports'].values() if isinstance(condition, dict)),
          'package.json: types first in every condition of the exports map')

    # Installed offline into a fresh folder: nothing to fetch.
    app = os.path.join(WORK, 'app')
    shutil.rmtree(app, ignore_errors=True)
    os.makedirs(app)
    json.dump({'name': 'sample-app', 'private': True, 'type': 'module'}, open(os.path.join(app, 'package.json'), 'w'))
    run('npm', 'install', '--offline', '--no-audit', '--no-fund', tarball, cwd=app)
    check(all(os.path.exists(os.path.join(app, 'node_modules', manifest['name'], wasm))
              for wasm in ['pyro.wasm', 'pyro-full.wasm', 'confetti.wasm']),
          'npm install --offline installs the tarball, with its three engines')

    # Node (and SSR): importing touches no window and fetches nothing.
    probe = ("const full = await import('pyro-particles'); const c = await import('pyro-particles/confetti');"
             "console.log(JSON.stringify([typeof full.Pyro.attach, typeof full.default, typeof c.default,"
             " typeof c.default.create, typeof c.reset, typeof globalThis.window]));")
    out = run('node', '--input-type=module', '-e', probe, cwd=app).stdout.strip()
    check(out == '["function","function","function","function","function","undefined"]',
          f'Node imports both entries without a window ({out})')

    # Types: the sample app type-checks, and the self-test's wrong calls are each reported.
    for name in ['app.ts', 'wrong.ts', 'tsconfig.json']:
        shutil.copy(os.path.join(HERE, 'package', name), app)
    typed = run('tsc', '-p', 'tsconfig.json', cwd=app, expect=None)
    check(not [line for line in typed.stdout.splitlines() if line.startswith('app.ts(')],
          f'tsc --strict: the sample app has no errors\n{typed.stdout}')
    errors = [line for line in typed.stdout.splitlines() if line.startswith('wrong.ts(')]
    check(typed.returncode != 0 and len(errors) == 6, f'tsc --strict: the 6 wrong calls of the self-test fail ({errors})')

    # A bundle made with esbuild from the installed package (the wasm and the worker's modules
    # copied beside it, as esbuild leaves new URL(…, import.meta.url) assets to the app), and the
    # classic script.
    for name in ['bundled.js', 'bundled.html', 'classic.html', 'classic.js']:
        shutil.copy(os.path.join(HERE, 'package', name), app)
    run('esbuild', 'bundled.js', '--bundle', '--format=esm', '--outfile=bundle.js', '--log-level=warning', cwd=app)
    for asset in ['pyro.wasm', 'pyro-full.wasm', 'confetti.wasm', 'worker.js', 'engine.js']:
        shutil.copy(os.path.join(app, 'node_modules', manifest['name'], asset), app)

    server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(Handler, directory=app))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f'http://127.0.0.1:{server.server_port}/'
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which('chromium'), args=['--no-sandbox'])
        for page_name, what in [('bundled.html', 'the esbuild bundle'), ('classic.html', 'the classic script')]:
            page = browser.new_page(viewport={'width': 500, 'height': 500})
            errors = []
            page.on('console', lambda m: errors.append(m.text) if m.type == 'error' else None)
            page.on('pageerror', lambda e: errors.append(str(e)))
            page.goto(url + page_name)
            page.wait_for_selector('canvas', state='attached', timeout=15_000)
            page.wait_for_timeout(300)
            # Read through toDataURL: the overlay is drawn by a worker, on an OffscreenCanvas.
            lit = page.evaluate('''async () => { const c = document.querySelector('canvas');
              const image = new Image(); image.src = c.toDataURL(); await image.decode();
              const copy = document.createElement('canvas'); copy.width = c.width; copy.height = c.height;
              const context = copy.getContext('2d'); context.drawImage(image, 0, 0);
              const d = context.getImageData(0, 0, c.width, c.height).data;
              let n = 0; for (let i = 3; i < d.length; i += 4) n += d[i] > 0; return n; }''')
            check(lit > 200, f'{what} under a strict CSP: confetti shows ({lit} pixels)')
            # Polled with evaluate: wait_for_function compiles its predicate, which the CSP forbids.
            for _ in range(150):
                if page.evaluate('() => window.sampleDone'):
                    break
                page.wait_for_timeout(100)
            check(page.evaluate('() => window.sampleDone'), f'{what}: the promise resolves')
            if page_name == 'classic.html':
                check(page.evaluate('window.sampleGlobals') == ['function', 'function', 'function'],
                      'the classic script sets window.confetti (with create) and window.Pyro')
            check(not errors, f'{what}: no console errors ({errors})')
            page.close()
        browser.close()
    server.shutdown()
    print(f'{passed} passed, 0 failed')


main()
