"""Runs web/dist/bench.html in Debian's chromium and prints window.pyroBench as JSON.

    python3 web/tests/bench.py [--quick] [--wasm FILE] [--canvas-confetti FILE] > web-bench.json

Checks that the page finishes and that its figures have `pyro bench --json`'s shape (the
renderer cases add their split: simulate, upload, draw, samples). --canvas-confetti serves
canvas-confetti's src/confetti.js to the page, which benches it beside Pyro's renderers; the GL
renderer string goes to standard error.
"""
import functools
import http.server
import json
import os
import shutil
import sys
import threading

from playwright.sync_api import sync_playwright

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'dist')


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class Handler(QuietHandler):
    """Serves web/dist, and canvas-confetti's source at /canvas-confetti.js when given."""

    def do_GET(self):
        if self.path == '/canvas-confetti.js' and confetti_source:
            body = open(confetti_source, 'rb').read()
            self.send_response(200)
            self.send_header('Content-Type', 'text/javascript')
            self.send_header('Content-Length', str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        else:
            super().do_GET()


confetti_source = sys.argv[sys.argv.index('--canvas-confetti') + 1] if '--canvas-confetti' in sys.argv else None
server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(Handler, directory=ROOT))
threading.Thread(target=server.serve_forever, daemon=True).start()
params = ['quick'] if '--quick' in sys.argv else []
if '--wasm' in sys.argv:
    params.append('wasm=' + sys.argv[sys.argv.index('--wasm') + 1])
if confetti_source:
    params.append('confetti=/canvas-confetti.js')
query = '?' + '&'.join(params) if params else ''
with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=shutil.which('chromium'), args=['--no-sandbox'])
    page = browser.new_page()
    errors = []
    page.on('pageerror', lambda e: errors.append(str(e)))
    page.goto(f'http://127.0.0.1:{server.server_port}/bench.html{query}')
    page.wait_for_function('window.pyroBench !== undefined || document.getElementById("status").textContent.startsWith("Error")',
                           timeout=600_000)
    figures = page.evaluate('window.pyroBench')
    print(f'GL renderer: {page.evaluate("window.pyroBenchRenderer")}', file=sys.stderr)
    browser.close()
if errors or not figures:
    sys.exit(f'bench.html failed: {errors}')
keys = {'workload', 'case', 'particles', 'threads', 'unit', 'median', 'min', 'max'}
split = {'simulate', 'upload', 'draw', 'samples'}
for f in figures:
    if not keys <= set(f) <= keys | split or not all(isinstance(f[k], (int, float)) for k in ('median', 'min', 'max')):
        sys.exit(f'bench.html: a figure is not in pyro bench --json shape: {f}')
print(json.dumps(figures, indent=1))
