"""Pyro's web build in a real Chromium, driven by Playwright the way a person uses the page.

    python3 web/tests/browser_test.py PYRO_BINARY [SCREENSHOT_DIR]

Serves web/dist, opens it in Debian's chromium (no browser download), and checks each
behaviour the web issue promises. PYRO_BINARY (a release `pyro`) renders the reference frames
the page must match byte for byte. Exits 1 on the first failed check, naming it.
"""
import base64
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile

from PIL import Image
from playwright.sync_api import TimeoutError as PlaywrightTimeout, sync_playwright

from served import check, serve

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'dist')
REPO = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
PYRO = os.path.abspath(sys.argv[1])
SHOTS = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp(prefix='pyro-web-')
os.makedirs(SHOTS, exist_ok=True)


def screenshot(page, name):
    path = os.path.join(SHOTS, f'{name}.png')
    page.screenshot(path=path)
    return Image.open(path).convert('RGB')


def differing(image, background, box=None, tolerance=24):
    """(x, y) of the pixels farther than `tolerance` from `background` inside `box`."""
    left, top, right, bottom = box or (0, 0, image.width, image.height)
    px = image.load()
    found = []
    for y in range(top, bottom, 2):
        for x in range(left, right, 2):
            if sum(abs(a - b) for a, b in zip(px[x, y], background)) > tolerance:
                found.append((x, y))
    return found


def centroid(points):
    return (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))


def distance(a, b):
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5


def off_segment(p, a, b):
    """Distance from p to the segment from a to b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = max(0, min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)))
    return distance(p, (a[0] + t * dx, a[1] + t * dy))


def hold_when(page, scene, condition):
    """Waits, looking each animation frame (15 s at most), until `condition` (JavaScript about the
    scene's effect `fx`) holds, then pauses the effect on that frame: what is on screen stays that
    moment however long the screenshot and the checks after it take. resume() lets it run on."""
    try:
        page.wait_for_function(f'''() => {{
          const fx = window.pyroPage.effects["{scene}"];
          if (!fx || !({condition})) return false;
          fx.pause();
          return true;
        }}''', timeout=15_000)
    except PlaywrightTimeout:
        check(False, f'{scene}: {condition} within 15 s')


def resume(page, scene):
    page.evaluate(f'window.pyroPage.effects["{scene}"].resume()')


def effect_time(page, scene):
    return page.evaluate(f'window.pyroPage.effects["{scene}"].time')


def canvas_box(page, scene):
    return page.eval_on_selector(f'canvas[data-scene={scene}]',
                                 'c => { const b = c.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; }')


def native_frame(preset, seed, width, height, background, time, extra=()):
    out = os.path.join(SHOTS, f'native-{preset}.png')
    # The fuse has no --fire-at: it is lit at 0 on its sample path, as fireAt: [0] lights it.
    fire = [] if preset == 'fuse-firework' else ['--fire-at', '0']
    subprocess.run([PYRO, 'render', preset, '--seed', str(seed), '--size', f'{width}x{height}', '--background',
                    background, *fire, '--at', str(time), '-o', out, *extra], check=True, stderr=subprocess.DEVNULL)
    return Image.open(out).convert('RGBA').tobytes()


RENDER_AT = """async ([effect, seed, width, height, background, time, fromCanvas]) => {
  const { Pyro } = await import('./pyro.js');
  const canvas = document.createElement('canvas');
  canvas.width = width; canvas.height = height;
  canvas.style.cssText = `position:fixed;left:0;top:0;width:${width}px;height:${height}px`;
  document.body.append(canvas);
  const fx = await Pyro.attach(canvas, { effect, seed, background, fireAt: [0] });
  fx.renderAt(time);
  const bytes = fromCanvas ? canvas.getContext('2d').getImageData(0, 0, width, height).data : fx.pixels();
  const reduced = fx.reduceMotion;
  fx.detach(); canvas.remove();
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return [btoa(text), reduced];
}"""


LOAD_EFFECT = """async ([text, seed, width, height, time]) => {
  const { Pyro } = await import('./pyro.js');
  const canvas = document.createElement('canvas');
  canvas.width = width; canvas.height = height;
  canvas.style.cssText = `position:fixed;left:0;top:0;width:${width}px;height:${height}px`;
  document.body.append(canvas);
  try {
    const fx = await Pyro.loadEffect(canvas, text, { seed });
    fx.renderAt(time);
    const bytes = canvas.getContext('2d').getImageData(0, 0, width, height).data;
    fx.detach();
    let data = '';
    for (let i = 0; i < bytes.length; i += 8192) data += String.fromCharCode(...bytes.subarray(i, i + 8192));
    return { frame: btoa(data) };
  } catch (error) {
    return { error: error.message };
  } finally {
    canvas.remove();
  }
}"""


# The overlay's own pixels: transparent except where pieces are (read through toDataURL, since a
# worker draws it: its canvas has handed its context to an OffscreenCanvas). [count, centre x, y].
OVERLAY_PIXELS = """async (c) => {
  const image = new Image();
  image.src = c.toDataURL();
  await image.decode();
  const copy = document.createElement('canvas');
  copy.width = c.width; copy.height = c.height;
  const context = copy.getContext('2d');
  context.drawImage(image, 0, 0);
  const d = context.getImageData(0, 0, c.width, c.height).data;
  let n = 0, sx = 0, sy = 0;
  for (let i = 3; i < d.length; i += 4) if (d[i] > 0) { n++; sx += (i >> 2) % c.width; sy += Math.floor((i >> 2) / c.width); }
  return [n, sx / n, sy / n];
}"""


def page_frame(page, preset, seed, width, height, background, time, from_canvas=True):
    data, reduced = page.evaluate(RENDER_AT, [preset, seed, width, height, background, time, from_canvas])
    return base64.b64decode(data), reduced


def main():
    url = serve(ROOT)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which('chromium'), args=['--no-sandbox'])
        page = browser.new_page(viewport={'width': 900, 'height': 650})
        errors = []
        page.on('console', lambda m: errors.append(m.text) if m.type == 'error' else None)
        page.on('pageerror', lambda e: errors.append(str(e)))
        engines = []
        page.on('request', lambda r: engines.append(r.url.rsplit('/', 1)[-1]) if r.url.endswith('.wasm') else None)
        page.goto(url)
        page.wait_for_selector('canvas[data-scene=fuse]')
        page.wait_for_function('window.pyroPage.effects.fuse !== undefined')

        # Fuse: drag a path from lower left to upper right, light it, watch it burn back.
        left, top, _, _ = canvas_box(page, 'fuse')
        start, end = (left + 150, top + 450), (left + 650, top + 150)
        page.mouse.move(*start)
        page.mouse.down()
        for i in range(1, 51):
            page.mouse.move(start[0] + (end[0] - start[0]) * i / 50, start[1] + (end[1] - start[1]) * i / 50)
        page.mouse.up()
        drawn = screenshot(page, 'fuse-drawing')
        check(len(differing(drawn, (0, 0, 0), (int(left), int(top), 880, 560))) > 50, 'fuse: the drawn path shows')
        page.get_by_role('button', name='Light the Fuse!').click()
        lit = effect_time(page, 'fuse')
        # The fuse burns 2.5 s: 0.7 s and 1.6 s after the click it is burning, 2.7 s after it its
        # sparks have spread. Each moment is held on screen while it is looked at.
        hold_when(page, 'fuse', f'fx.time >= {lit + 0.7}')
        early = screenshot(page, 'fuse-burning-early')
        resume(page, 'fuse')
        hold_when(page, 'fuse', f'fx.time >= {lit + 1.6}')
        late = screenshot(page, 'fuse-burning-late')
        resume(page, 'fuse')

        def flame(image):
            # The flame and glow: bright orange-yellow pixels (red high, blue low).
            px = image.load()
            hot = [(x, y) for y in range(int(top), 600, 2) for x in range(0, 900, 2)
                   if px[x, y][0] > 200 and px[x, y][1] > 90 and px[x, y][2] < 120]
            return hot

        hot_early, hot_late = flame(early), flame(late)
        check(hot_early and hot_late, 'fuse: the burning fuse glows')
        # The glow covers the burnt part, from the end back toward the tip: its far end stays at
        # the path's end while its near end (the flame) moves toward the start.
        nearest_early = min(distance(p, start) for p in hot_early)
        nearest_late = min(distance(p, start) for p in hot_late)
        check(min(distance(p, end) for p in hot_early) < 30, 'fuse: the glow begins at the path\'s last point')
        check(nearest_late < nearest_early - 50,
              f'fuse: the flame moves from the end toward the start ({nearest_early:.0f} px then {nearest_late:.0f} px from the start)')
        hold_when(page, 'fuse', f'fx.time >= {lit + 2.7}')
        exploding = screenshot(page, 'fuse-exploding')
        resume(page, 'fuse')
        sparks = [p for p in differing(exploding, (0, 0, 0), (0, int(top), 900, 650), tolerance=60)
                  if off_segment(p, start, end) > 14]
        check(len(sparks) > 20, 'fuse: the firework explodes')
        c = centroid(sparks)
        check(distance(c, start) < distance(c, end),
              f'fuse: the explosion is at the first point (centre {c[0]:.0f},{c[1]:.0f}; start {start}, end {end})')
        check(page.get_by_role('button', name='Draw Again').is_visible(), 'fuse: "Draw Again" replaces the light button')

        # Burst: a click puts particles around it.
        page.keyboard.press('2')
        page.wait_for_function('window.pyroPage.effects.burst !== undefined')
        left, top, _, _ = canvas_box(page, 'burst')
        click = (left + 600, top + 200)
        clicked = effect_time(page, 'burst')
        page.mouse.click(*click)
        hold_when(page, 'burst', f'fx.count > 0 && fx.time >= {clicked + 0.6}')
        burst = screenshot(page, 'burst')
        resume(page, 'burst')
        pieces = differing(burst, (242, 242, 247), (0, int(top), 900, 650))
        check(len(pieces) > 20, 'burst: a click makes particles')
        c = centroid(pieces)
        check(distance(c, click) < 60, f'burst: particles are centred on the click ({c[0]:.0f},{c[1]:.0f} vs {click})')

        # Every scene shows a non-blank frame after its action.
        backgrounds = {'stars': (242, 242, 247), 'hearts': (242, 242, 247), 'confetti': (242, 242, 247),
                       'celebrate': None, 'fountain': (0, 0, 0)}
        for key, scene in zip('34567', backgrounds):
            page.keyboard.press(key)
            page.wait_for_function(f'window.pyroPage.effects["{scene}"] !== undefined')
            left, top, right, bottom = canvas_box(page, scene)
            acted = effect_time(page, scene)
            if scene in ('stars', 'hearts'):
                page.mouse.click(left + 450, top + 300)
            if scene == 'confetti':
                page.keyboard.press('c')
            # Celebrate fires by itself 0.3 s after it opens; every scene is looked at once its
            # particles have had 0.4 s of their own time.
            hold_when(page, scene, f'fx.count > 0 && fx.time >= {acted + 0.4}')
            count = page.evaluate(f'window.pyroPage.effects["{scene}"].count')
            image = screenshot(page, scene)
            resume(page, scene)
            check(count > 0, f'{scene}: {count} live particles')
            if backgrounds[scene]:
                check(len(differing(image, backgrounds[scene], (0, int(top) + 1, 900, 650))) > 10, f'{scene}: the frame is not blank')
            else:
                colours = {image.getpixel((x, y)) for x in range(0, 900, 7) for y in range(int(top) + 1, 650, 7)}
                check(len(colours) > 100, f'{scene}: confetti over the gradient ({len(colours)} colours)')

        # The contract: renderAt(t) gives the pixels of `pyro render` for the same arguments.
        for preset, seed, background, t in [('confetti-burst', 7, '#211754-#5c2173', 0.45),
                                              ('particle-burst', 3, 'white', 0.6),
                                              ('fuse-firework', 5, 'black', 2.9),
                                              ('fountain', 11, 'black', 1.5),
                                              # Stepped motion: turbulence on wasm's lanes.
                                              ('fire', 4, 'black', 1.3),
                                              ('star-burst', 2, '#f2f2f7', 0.4),
                                              # canvas-confetti's call as a preset.
                                              ('canvas-confetti', 6, 'white', 1.0),
                                              # A CSS name, read by the engine as --background reads it.
                                              ('fountain', 11, 'navy-darkorange', 1.5)]:
            web, _ = page_frame(page, preset, seed, 320, 240, background, t)
            native = native_frame(preset, seed, 320, 240, background, t)
            same = sum(1 for i in range(0, len(native), 4) if web[i:i + 4] == native[i:i + 4])
            check(web == native, f'renderAt({t}) of {preset} (seed {seed}, {background}) is pyro render\'s frame ({same} of {len(native) // 4} pixels equal)')
        # And the engine's straight-alpha bytes on a transparent background.
        web, _ = page_frame(page, 'confetti-burst', 9, 200, 150, 'transparent', 0.3, from_canvas=False)
        native = native_frame('confetti-burst', 9, 200, 150, 'transparent', 0.3)
        check(web == native, 'renderAt on a transparent background gives pyro render\'s RGBA bytes')

        # One source of facts: the page takes names, defaults and messages from the engine.
        facts = page.evaluate("async () => { const { Pyro } = await import('./pyro.js'); return Pyro.load(); }")
        listed = json.loads(subprocess.run([PYRO, 'list', '--json'], check=True, capture_output=True, text=True).stdout)
        check(facts['presets'] == [p['name'] for p in listed], 'Pyro.load(): the presets are pyro list\'s')
        check(facts['labels']['lightFuse'] == 'Light the Fuse!' and facts['labels']['showConfetti'] == 'Show Confetti',
              f'Pyro.load(): the buttons say what pyro play\'s say ({facts["labels"]})')
        defaults = page.evaluate("async () => { const { defaults } = await import('./pyro.js'); return defaults; }")
        check(defaults['particleCount'] == 50 and defaults['colors'][0] == '#26ccff' and defaults['zIndex'] == 100
              and defaults['origin'] == {'x': 0.5, 'y': 0.5}, f'defaults: canvas-confetti\'s, from the engine ({defaults})')
        refusals = page.evaluate('''async () => {
          const { Pyro } = await import('./pyro.js');
          const c = document.createElement('canvas');
          const messages = [];
          for (const options of [{ effect: 'sparkler' }, { effect: 'emoji' }, { effect: 'fountain', background: 'navvy' }]) {
            try { (await Pyro.attach(c, options)).detach(); messages.push(null); } catch (e) { messages.push(e.message); }
          }
          const fx = await Pyro.attach(c, { effect: 'canvas-confetti' });
          messages.push(await fx.confetti({ colors: '#ff0000' }).then(() => null, (e) => e.message));
          messages.push(await fx.confetti({ shapes: 'square' }).then(() => null, (e) => e.message));
          fx.detach();
          return messages;
        }''')
        check(refusals[0].startswith("Pyro: unknown effect 'sparkler'; effects: fuse-firework, particle-burst"),
              f'an unknown effect is refused in the engine\'s words ({refusals[0]})')
        check(refusals[1].startswith("Pyro: 'emoji' draws colour emoji through FreeType"), f'emoji is refused ({refusals[1]})')
        check(refusals[2] == "Pyro: background 'navvy' is not transparent, a colour (a name such as black or navy, or "
              "#RRGGBB[AA]) or TOP-BOTTOM (two colours for a vertical gradient)", f'a bad background ({refusals[2]})')
        check(refusals[3] == "Pyro: confetti(): colors must be a list of colours, such as ['#ff0000', 'navy']"
              and refusals[4] == 'Pyro: confetti(): shapes must be a list of square, circle, star',
              f'confetti options canvas-confetti would throw at are refused by name ({refusals[3:]})')

        # The presets are drawn by pyro.wasm; pyro-full.wasm (with the effect-file reader) is fetched
        # for the first effect file, once.
        check('pyro.wasm' in engines and 'pyro-full.wasm' not in engines,
              f'the demo page\'s presets fetch pyro.wasm, not the effect-file engine ({engines})')
        facts = page.evaluate("async () => (await import('./pyro.js')).Pyro.load({ effectFiles: true })")
        check(engines.count('pyro-full.wasm') == 1 and 'canvas-confetti' in facts['presets'],
              f'Pyro.load({{ effectFiles: true }}) fetches pyro-full.wasm too ({engines})')

        # Effect files: Pyro.loadEffect plays a file's text as `pyro render FILE.json` draws it,
        # and a file Pyro cannot use rejects with Pyro's own message.
        rocket = os.path.join(REPO, 'Examples', 'rocket.json')
        with open(rocket) as f:
            rocket_text = f.read()
        for t in [0.6, 1.6]:
            loaded = page.evaluate(LOAD_EFFECT, [rocket_text, 6, 320, 240, t])
            check('frame' in loaded, f'Pyro.loadEffect reads Examples/rocket.json ({loaded.get("error")})')
            web = base64.b64decode(loaded['frame'])
            Image.frombytes('RGBA', (320, 240), web).save(os.path.join(SHOTS, f'web-rocket-{t}.png'))
            out = os.path.join(SHOTS, f'native-rocket-{t}.png')
            subprocess.run([PYRO, 'render', rocket, '--seed', '6', '--size', '320x240', '--at', str(t), '-o', out],
                           check=True, stderr=subprocess.DEVNULL)
            colours = {web[i:i + 4] for i in range(0, len(web), 4)}
            check(len(colours) > 50, f'rocket.json at {t} s: the frame is not blank ({len(colours)} colours)')
            check(web == Image.open(out).convert('RGBA').tobytes(), f'rocket.json at {t} s is pyro render\'s frame')
        bad = rocket_text.replace('"name": "trail"', '"nmae": "trail"', 1)
        loaded = page.evaluate(LOAD_EFFECT, [bad, 6, 320, 240, 0.5])
        check(loaded.get('error', '').startswith('Pyro: ') and 'unknown key "nmae"' in loaded.get('error', ''),
              f'Pyro.loadEffect: a bad file rejects with Pyro\'s message ({loaded.get("error")})')
        check(engines.count('pyro-full.wasm') == 1, f'Pyro.loadEffect uses the engine loaded, fetched once ({engines})')

        # Pyro.confetti: canvas-confetti's call on a full-window overlay, resolved when the pieces are gone.
        # The overlay's own pixels are read on the first animation frame that shows pieces, so that
        # how long the machine takes to get there (a screenshot, a loaded machine) cannot carry them
        # far from where they started.
        page.evaluate('''async () => {
          const overlayPixels = ''' + OVERLAY_PIXELS + ''';
          const { default: confetti } = await import('./pyro.js');
          window.confettiDone = false;
          window.confettiCall = confetti({ particleCount: 200, origin: { x: 0.2, y: 0.8 } }).then(() => { window.confettiDone = true; });
          const deadline = performance.now() + 10000;
          window.firstPieces = new Promise((resolve) => {
            const look = async () => {
              const c = document.querySelector('canvas[aria-hidden=true]');
              if (c && c.width > 0) {
                const [n, x, y] = await overlayPixels(c);
                if (n > 300 || performance.now() > deadline) return resolve([n, x, y, window.confettiDone]);
              }
              requestAnimationFrame(look);
            };
            requestAnimationFrame(look);
          });
        }''')
        count, cx, cy, done = page.evaluate('window.firstPieces')
        screenshot(page, 'confetti-call')
        overlay = page.eval_on_selector('canvas[aria-hidden=true]', 'c => [c.width, c.height, getComputedStyle(c).zIndex]')
        check(overlay == [900, 650, '100'], f'Pyro.confetti: a full-window overlay at z-index 100 ({overlay})')
        check(count > 300, f'Pyro.confetti: pieces show ({count} pixels)')
        # Above the origin by as far as the pieces have flown by the screenshot, which a loaded
        # machine takes later (they rise at most about 450 points).
        check(abs(cx - 0.2 * 900) < 80 and 0.8 * 650 - 450 < cy < 0.8 * 650 + 20,
              f'Pyro.confetti: pieces fly from origin (0.2, 0.8) = (180, 520) (centre {cx:.0f},{cy:.0f})')
        check(not done, 'Pyro.confetti: the promise waits while pieces fly')
        page.wait_for_function('window.confettiDone', timeout=15_000)
        gone = page.evaluate('document.querySelector("canvas[aria-hidden=true]") === null')
        check(gone, 'Pyro.confetti: resolves when the pieces are gone, and the overlay goes with them')

        # Bad input never breaks the page: a zero-sized canvas, a huge resize, thousands of
        # points, non-finite points, calls while paused.
        result = page.evaluate('''async () => {
          const { Pyro } = await import('./pyro.js');
          const c = document.createElement('canvas');
          c.style.cssText = 'position:fixed;left:0;top:0;width:0;height:0';
          document.body.append(c);
          const fx = await Pyro.attach(c, { effect: 'fuse-firework', background: 'black' });
          fx.renderAt(0.1);
          const empty = [c.width, c.height];
          c.style.width = '20000px'; c.style.height = '300px';
          await new Promise((r) => setTimeout(r, 300));
          for (let i = 0; i < 5000; i++) fx.addPoint({ x: i % 300, y: (i * 7) % 200 });
          fx.addPoint({ x: NaN, y: Infinity });
          fx.light();
          fx.pause();
          fx.fire({ x: NaN, y: 1 });
          fx.renderAt(3);
          const big = [c.width, c.height, fx.count, fx.state];
          fx.detach(); c.remove();
          return [empty, big];
        }''')
        check(result[0] == [0, 0], f'bad input: a zero-sized canvas draws nothing and does not throw ({result[0]})')
        check(result[1][:2] == [16384, 246] and result[1][2] > 0 and result[1][3] == 'exploding',
              f'bad input: a 20000-pixel-wide canvas draws at 16384 pixels, 5000 points burn ({result[1]})')

        check(not errors, f'no console errors ({errors})')
        page.close()

        # prefers-reduced-motion: reduce gives the Reduce Motion form, the same as --reduce-motion.
        page = browser.new_page(viewport={'width': 900, 'height': 650}, reduced_motion='reduce')
        page.goto(url)
        page.wait_for_function('window.pyroPage.effects.fuse !== undefined')
        web, reduced = page_frame(page, 'confetti-burst', 4, 320, 240, 'black', 0.5)
        check(reduced, 'reduced motion: an attached effect follows prefers-reduced-motion')
        check(web == native_frame('confetti-burst', 4, 320, 240, 'black', 0.5, ['--reduce-motion']),
              'reduced motion: the frame is pyro render --reduce-motion\'s')
        check(web != native_frame('confetti-burst', 4, 320, 240, 'black', 0.5), 'reduced motion: and differs from the full form')
        # The page hears of the change through matchMedia's `change` event, which arrives after
        # emulate_media returns: wait for that event (with a deadline), then read the effect.
        # Listeners run in the order they were added, so pyro.js's, added at attach, has run by then.
        page.evaluate('''() => {
          window.motionChange = new Promise((resolve) => matchMedia('(prefers-reduced-motion: reduce)')
            .addEventListener('change', () => resolve('changed'), { once: true }));
        }''')
        page.emulate_media(reduced_motion='no-preference')
        heard = page.evaluate('''async () => {
          const deadline = new Promise((resolve) => setTimeout(() => resolve('no change event'), 5000));
          const heard = await Promise.race([window.motionChange, deadline]);
          return [heard, window.pyroPage.effects.fuse.reduceMotion];
        }''')
        check(heard == ['changed', False], f'reduced motion: follows the setting live ({heard})')

        # A page whose wasm fails to load says so in one line instead of showing a blank canvas.
        page.route('**/pyro.wasm', lambda route: route.fulfill(status=404, body='missing'))
        page.goto(url + '?nocache')
        page.wait_for_selector('#message:not([hidden])')
        check('could not start' in page.inner_text('#message'), 'a failed wasm load shows a one-line message')
        browser.close()


main()
