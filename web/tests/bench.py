"""Runs web/dist/bench.html in Debian's chromium and prints window.pyroBench as JSON.

    python3 web/tests/bench.py [--quick] [--wasm FILE] > web-bench.json

Checks that the page finishes and that its figures have `pyro bench --json`'s shape.
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


server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(QuietHandler, directory=ROOT))
threading.Thread(target=server.serve_forever, daemon=True).start()
params = ['quick'] if '--quick' in sys.argv else []
if '--wasm' in sys.argv:
    params.append('wasm=' + sys.argv[sys.argv.index('--wasm') + 1])
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
    browser.close()
if errors or not figures:
    sys.exit(f'bench.html failed: {errors}')
keys = {'workload', 'case', 'particles', 'threads', 'unit', 'median', 'min', 'max'}
for f in figures:
    if set(f) != keys or not all(isinstance(f[k], (int, float)) for k in ('median', 'min', 'max')):
        sys.exit(f'bench.html: a figure is not in pyro bench --json shape: {f}')
print(json.dumps(figures, indent=1))
