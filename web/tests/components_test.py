"""<pyro-effect> and the React wrapper in Debian's Chromium, from the npm package folder.

    python3 web/tests/components_test.py [WORK_DIR]

Needs web/dist/package (bash web/build.sh), esbuild, tsc, Debian's node-react and
node-react-dom (/usr/share/nodejs), and Playwright with Debian's chromium. Type-checks the
element's and the renderers' declarations (with wrong calls that must fail), checks the element
in plain HTML (sizing, fire-on, events, methods, src, off-screen pausing, attribute changes), PyroEffect and
useConfetti in React 18 (StrictMode, changed props, unmounting mid-burst, 500 mounts and
unmounts whose effects and wasm instances are all collected), and runs web/README.md's element
and React snippets as written. Prints 'N passed, 0 failed'; exits 1 at the first failure.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

from harness import Checks, serve, watch as console_errors

HERE = os.path.dirname(os.path.abspath(__file__))
WEB = os.path.join(HERE, '..')
PACKAGE = os.path.join(WEB, 'dist', 'package')
WORK = sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp(prefix='pyro-components-')
NODE_PATH = '/usr/share/nodejs'
CYCLES = 500
check = Checks()


def snippet(heading, language):
    """The first ```language block after `heading` in web/README.md, as written."""
    text = open(os.path.join(WEB, 'README.md')).read()
    section = text[text.index(heading):]
    return re.search(rf'```{language}\n(.*?)```', section, re.S).group(1)


def bundle(source, out):
    """Bundles a JSX file with esbuild: React from Debian's node-react, Pyro from the package."""
    result = subprocess.run(
        ['esbuild', source, '--bundle', '--format=esm', '--jsx=automatic', f'--outfile={out}', '--log-level=warning',
         '--define:process.env.NODE_ENV="development"', f'--alias:pyro-particles={os.path.abspath(PACKAGE)}'],
        cwd=WORK, capture_output=True, text=True, env={**os.environ, 'NODE_PATH': NODE_PATH})
    check(result.returncode == 0, f'esbuild bundles {os.path.basename(source)} with React 18 ({result.stderr.strip()})')


def prepare():
    """WORK holds the package's files, the test pages, an effect file and the bundles."""
    shutil.rmtree(WORK, ignore_errors=True)
    shutil.copytree(PACKAGE, WORK)
    for name in os.listdir(os.path.join(HERE, 'components')):
        shutil.copy(os.path.join(HERE, 'components', name), WORK)
    shutil.copy(os.path.join(WEB, '..', 'Examples', 'rocket.json'), WORK)
    bundle('app.jsx', 'app.bundle.js')
    # The README's snippets, as written, each in a page of its own.
    with open(os.path.join(WORK, 'readme-element.html'), 'w') as f:
        f.write('<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">'
                '<script type="importmap">{"imports": {"pyro-particles/element": "./element.js"}}</script>\n'
                + snippet('## The `<pyro-effect>` element', 'html'))
    with open(os.path.join(WORK, 'readme-react.jsx'), 'w') as f:
        f.write(snippet('## React', 'jsx') + "\nimport { createRoot } from 'react-dom/client';\n"
                "createRoot(document.getElementById('root')).render(<App />);\n")
    bundle('readme-react.jsx', 'readme-react.bundle.js')
    with open(os.path.join(WORK, 'readme-react.html'), 'w') as f:
        f.write('<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><div id="root"></div>'
                '<script type="module" src="./readme-react.bundle.js"></script>')


def watch(page):
    """Console errors, and the browser's warning that a page holds too many WebGL contexts."""
    return console_errors(page, also=lambda text: 'Too many active WebGL contexts' in text)


def element_in_html(browser, url):
    page = browser.new_page(viewport={'width': 800, 'height': 600})
    errors = watch(page)
    page.goto(url + 'element.html')
    page.wait_for_function("document.getElementById('plain').pyroEffect !== null")
    box = page.eval_on_selector('#plain', 'e => [getComputedStyle(e).display, e.getBoundingClientRect().width, '
                                          'e.getBoundingClientRect().height]')
    check(box == ['inline-block', 300, 150], f'<pyro-effect> is an inline-block, 300 x 150 unless styled ({box})')
    state = page.evaluate('''async () => {
      const e = document.getElementById('plain');
      const events = { pyroframe: 0, pyroidle: 0 };
      for (const type in events) e.addEventListener(type, () => { events[type] += 1; });
      await e.fire({ x: 150, y: 75 });
      await new Promise((r) => setTimeout(r, 200));
      const fired = e.pyroEffect.count;
      await e.reset();
      await new Promise((r) => setTimeout(r, 100));
      const reset = e.pyroEffect.count;
      e.setAttribute('fire-on', 'click');
      e.click();
      await new Promise((r) => setTimeout(r, 200));
      const clicked = e.pyroEffect.count;
      await new Promise((r) => { e.addEventListener('pyroidle', r, { once: true }); });
      return { fired, reset, clicked, events, idle: e.pyroEffect.count };
    }''')
    check(state['fired'] > 0 and state['reset'] == 0, f'fire() and reset() reach the effect ({state})')
    check(state['clicked'] > 0, 'fire-on="click" fires where the element is clicked')
    check(state['events']['pyroframe'] > 5 and state['events']['pyroidle'] >= 1 and state['idle'] == 0,
          f'pyroframe while particles fly, pyroidle when they are gone ({state["events"]})')

    page.wait_for_function("document.getElementById('file').pyroEffect !== null")
    rocket = page.evaluate('''async () => {
      const e = document.getElementById('file');
      e.setAttribute('seed', '7');
      const fx = await e.ready;
      await new Promise((r) => setTimeout(r, 800));
      return fx.count; }''')
    check(rocket > 0, f'src="rocket.json" plays the effect file ({rocket} particles)')
    missing = page.evaluate('''() => new Promise((resolve) => {
      const e = document.getElementById('missing');
      e.addEventListener('pyroerror', (event) => resolve(event.detail.message));
      e.setAttribute('seed', '2');
    })''')
    check(missing == 'Pyro: cannot load missing.json (HTTP 404)',
          f'a src that cannot be loaded is a pyroerror ({missing})')

    # Off screen it waits; scrolled into view it plays (fire-on="load" fired on attach).
    below = page.evaluate('''async () => {
      const e = document.getElementById('below');
      const fx = await e.ready;
      await new Promise((r) => setTimeout(r, 300));
      const before = fx.time;
      await new Promise((r) => setTimeout(r, 300));
      const waiting = fx.time === before;
      e.scrollIntoView();
      await new Promise((r) => setTimeout(r, 500));
      return { waiting, playing: fx.time > before + 0.2, count: fx.count };
    }''')
    check(below['waiting'] and below['playing'] and below['count'] > 0,
          f'off screen it pauses (IntersectionObserver), in view it plays ({below})')

    changed = page.evaluate('''async () => {
      const e = document.getElementById('plain');
      const before = e.pyroEffect;
      e.setAttribute('effect', 'fuse-firework');
      e.setAttribute('background', 'black');
      const after = await e.ready;
      await e.light([{ x: 20, y: 20 }, { x: 200, y: 100 }]);
      return { replaced: before !== after, state: after.state };
    }''')
    check(changed == {'replaced': True, 'state': 'burning'},
          f'changed attributes make one new effect; light() lights it ({changed})')
    # The browser logs the deliberate 404 of missing.json (each time the element asks for it).
    errors = [e for e in errors if 'status of 404' not in e]
    check(not errors, f'the element: no console errors but the 404s asked for ({errors})')
    page.close()

    page = browser.new_page(viewport={'width': 800, 'height': 600})
    errors = watch(page)
    page.goto(url + 'readme-element.html')
    page.wait_for_function("document.querySelector('pyro-effect').pyroEffect !== null")
    page.click('pyro-effect', position={'x': 200, 'y': 120})
    page.wait_for_timeout(300)
    count = page.evaluate("document.querySelector('pyro-effect').pyroEffect.count")
    check(count > 0, f"web/README.md's element snippet, as written: a click fires ({count} particles)")
    check(not errors, f'the element snippet: no console errors ({errors})')
    page.close()


def react(browser, url):
    page = browser.new_page(viewport={'width': 800, 'height': 600})
    errors = watch(page)
    page.goto(url + 'react.html')
    page.wait_for_function('window.testStrictMode !== undefined')
    strict = page.evaluate('window.testStrictMode()')
    check(strict['count'] > 0 and strict['frames'] > 3 and strict['canvases'] == 1 and strict['className'] == 'burst'
          and strict['width'] == 320 and strict['seed'] == '7',
          f'<PyroEffect> in StrictMode: one element, one effect, drawing; props become attributes ({strict})')
    changed = page.evaluate('window.testChangedProps()')
    check(changed == {'different': True, 'firstState': None, 'secondState': 'drawing', 'background': 'black'},
          f'changed props make a new effect ({changed})')
    party = page.evaluate('window.testUseConfetti()')
    check(party['drawing'] > 0 and party['settled'] == 'resolved' and party['left'] == 0 and party['targeted'],
          f'useConfetti fires on its overlay, settles when unmounted mid-burst, removes the overlay, '
          f'and fires on a PyroEffect given by ref ({party})')
    for renderer in ['cpu', 'webgl']:
        made = page.evaluate(f'window.testCycles({CYCLES}, "{renderer}")')
        # What the browser still has queued for an unmounted effect (a context-lost event, a
        # frame) may hold it a little longer on a loaded machine: collect until none is alive or
        # 5 s have passed. A leak stays alive however long this waits.
        waited, alive = 0, None
        while True:
            page.evaluate('gc()')
            alive = page.evaluate('window.aliveAfterCycles()')
            if alive == 0 or waited >= 5000:
                break
            page.wait_for_timeout(250)
            waited += 250
        check(made == CYCLES and alive == 0,
              f'{CYCLES} mounts and unmounts ({renderer}): every effect and its wasm instance is collected '
              f'({alive} alive after {waited} ms)')
    check(not errors, f'React: no console errors or WebGL warnings ({errors[:3]})')
    page.close()

    page = browser.new_page(viewport={'width': 800, 'height': 600})
    errors = watch(page)
    page.goto(url + 'readme-react.html')
    page.wait_for_function("document.querySelector('pyro-effect')?.pyroEffect")
    page.get_by_role('button', name='Stars').click()
    page.get_by_role('button', name='Confetti').click()
    page.wait_for_timeout(300)
    counts = page.evaluate("[...document.querySelectorAll('pyro-effect')].map((e) => e.pyroEffect?.count ?? 0)")
    check(len(counts) == 2 and all(c > 0 for c in counts),
          f"web/README.md's React snippet, as written: stars and confetti fly ({counts})")
    check(not errors, f'the React snippet: no console errors ({errors})')
    page.close()


def types():
    """tsc --strict over the element's and the renderers' calls; its @ts-expect-error lines are
    the self-test (tsc fails if one of them type-checks)."""
    modules = os.path.join(WORK, 'node_modules')
    os.makedirs(modules, exist_ok=True)
    shutil.copytree(PACKAGE, os.path.join(modules, 'pyro-particles'), dirs_exist_ok=True)
    result = subprocess.run(['tsc', '-p', 'tsconfig.json'], cwd=WORK, capture_output=True, text=True)
    check(result.returncode == 0, f'tsc --strict: the element and renderer calls type-check, the three wrong ones '
                                  f'are refused ({result.stdout.strip()})')


def main():
    prepare()
    types()
    url = serve(WORK)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which('chromium'),
                                    args=['--no-sandbox', '--js-flags=--expose-gc'])
        element_in_html(browser, url)
        react(browser, url)
        browser.close()
    check.summary()


main()
