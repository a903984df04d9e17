"""Pyro's confetti entry beside canvas-confetti's own src/confetti.js, in the same Chromium and run:
the time from import to the first confetti on screen (three fresh pages each), and the most pieces
whose frames keep 60 fps (doubling from 250 while the median frame stays within 17.5 ms) on an
800 × 600 canvas drawn in the page (`create(canvas, { resize: true, useWorker: false })`).

    python3 web/tests/compare_canvas_confetti.py PATH/TO/canvas-confetti/src/confetti.js

canvas-confetti is not part of this repository: give the path of a checkout of it. Reads
web/dist/package (bash web/build.sh first). Prints the figures; judges nothing.
"""
import os
import sys
import tempfile
import functools
import http.server
import shutil
import threading
from playwright.sync_api import sync_playwright

PAGE = '''<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<style>html, body { margin: 0; width: 100%; height: 100%; }</style></head>
<body><script>var module = { exports: {} };</script></body></html>'''


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


root = tempfile.mkdtemp(prefix='pyro-compare-')
package = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'dist', 'package')
shutil.copytree(package, root, dirs_exist_ok=True)
shutil.copy(sys.argv[1], os.path.join(root, 'cc.js'))
open(os.path.join(root, 'compare.html'), 'w').write(PAGE)
server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(Quiet, directory=root))
threading.Thread(target=server.serve_forever, daemon=True).start()
url = f'http://127.0.0.1:{server.server_port}/compare.html'
LOAD = {
 'canvas-confetti': "() => new Promise((r) => { const s = document.createElement('script'); s.src = 'cc.js'; s.onload = () => r(module.exports); document.body.append(s); })",
 'pyro': "async () => (await import('./confetti.js')).default",
}
FIRST = """async (load) => {
  const t0 = performance.now();
  const confetti = await (eval(load))();
  confetti({ particleCount: 50 });
  for (;;) {
    await new Promise((r) => requestAnimationFrame(r));
    const c = document.querySelector('canvas');
    if (!c) continue;
    const img = new Image(); img.src = c.toDataURL(); await img.decode();
    const k = document.createElement('canvas'); k.width = c.width; k.height = c.height;
    const x = k.getContext('2d'); x.drawImage(img, 0, 0);
    const d = x.getImageData(0, 0, c.width, c.height).data;
    for (let i = 3; i < d.length; i += 400) if (d[i] > 0) return performance.now() - t0;
  }
}"""
FPS = """async ([load, n]) => {
  const confetti = await (eval(load))();
  const c = document.createElement('canvas'); c.style.cssText = 'position:fixed;inset:0;width:800px;height:600px';
  document.body.append(c);
  const shoot = confetti.create(c, { resize: true, useWorker: false });
  shoot({ particleCount: n, ticks: 100000, startVelocity: 10, spread: 360, gravity: 0.01, origin: { y: 0.5 } });
  const times = []; let last = 0;
  for (let i = 0; i < 70; i++) { const t = await new Promise((r) => requestAnimationFrame(r)); if (last && i > 10) times.push(t - last); last = t; }
  times.sort((a, b) => a - b); shoot.reset(); c.remove();
  return times[times.length >> 1];
}"""


def fresh(browser):
    page = browser.new_page(viewport={'width': 800, 'height': 600})
    page.goto(url)
    return page


with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=shutil.which('chromium'), args=['--no-sandbox'])
    for name, load in LOAD.items():
        firsts = []
        for _ in range(3):
            page = fresh(browser)
            firsts.append(round(page.evaluate(FIRST, load)))
            page.close()
        best = 0
        for n in [250, 500, 1000, 2000, 4000, 8000, 16000, 32000, 64000]:
            page = fresh(browser)
            median = page.evaluate(FPS, [load, n])
            page.close()
            print(f'  {name}: {n} pieces, median frame {median:.1f} ms')
            if median > 17.5:
                break
            best = n
        print(f'{name}: first confetti after import {firsts} ms; most pieces at 60 fps {best}')
    browser.close()
