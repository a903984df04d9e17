"""Pyro's WebGL2 renderer against PyroRaster, in Debian's Chromium (WebGL2 on SwiftShader).

    python3 web/tests/webgl_test.py [PICTURES_DIR]

Serves web/dist (bash web/build.sh first). For every preset the browser draws, and for effect
files with every feature a display list can carry (sprites in their own colours and tinted, text
drawn by the page as a sprite, SVG paths, glow strokes, gradients, transparency, additive
blending), it draws the same time with renderer 'webgl' (forced: SwiftShader is never chosen by
default) and with PyroRaster, and holds the GPU's frame to the tolerance below. Each comparison
is saved as PNG: PyroRaster's frame, the GPU's, and their difference times eight
(DIR/compare-NAME.png; DIR defaults to $PYRO_CI_ARTIFACTS/webgl). Then: the renderer choice and
the CPU fallback, a lost context (WEBGL_lose_context), HiDPI pixel ratios and their cap, and that
the GPU renderer's code is fetched only when the GPU is to draw.
Prints 'N passed, 0 failed'; exits 1 at the first failure, naming it.

The tolerance: in each frame at least 98% of the pixels within 8 levels in every channel, and
at most 0.2% more than 32 levels off. Shapes with a closed form (rectangles, ellipses, strokes, glows,
backgrounds) use PyroRaster's own coverage formulas and come within a level or two; outlines
drawn from the atlas (stars, hearts, flames, SVG paths) differ on their edges, most at the thin
tips of stars, where the texture's filtering spreads coverage differently from PyroRaster's exact
area, and a sprite's box edge, where a pixel whose centre lies on the edge is in one frame and
out of the other (the diff pictures show only edges lit).
"""
import base64
import os
import re
import shutil
import sys

from PIL import Image
from playwright.sync_api import sync_playwright

from harness import Checks, serve, watch

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..', 'dist')
PICTURES = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.environ.get('PYRO_CI_ARTIFACTS', os.path.join(HERE, '..', '..', '.ci', 'artifacts')), 'webgl')
os.makedirs(PICTURES, exist_ok=True)
WITHIN, LEVELS, FAR, FAR_LEVELS = 0.98, 8, 0.002, 32
check = Checks()

# A moment of each preset with much on screen (effect time in seconds, fired or lit at 0).
MOMENTS = {
    'fuse-firework': [1.2, 2.9], 'particle-burst': [0.6], 'star-burst': [0.4], 'floating-hearts': [0.6],
    'confetti': [1.5], 'confetti-burst': [0.45], 'fountain': [1.5], 'fire': [1.0], 'smoke': [1.5],
    'snow': [1.0], 'rain': [1.0], 'fireflies': [1.5], 'magic': [0.8], 'sparks': [0.5], 'splash': [0.5],
    'fireworks': [1.9], 'canvas-confetti': [1.0],
}


def hex_pixels(width, height, pixel):
    """premultipliedHex for a sprite: `pixel(x, y)` gives straight (r, g, b, a)."""
    words = []
    for y in range(height):
        for x in range(width):
            r, g, b, a = pixel(x, y)
            p = [round(c * a / 255) for c in (r, g, b)]
            words.append(f'{p[0] | p[1] << 8 | p[2] << 16 | a << 24:08x}')
    return ''.join(words)


def disc(x, y, size=12):
    """A disc whose colour turns from red to blue across it, soft at the rim."""
    d = ((x + 0.5 - size / 2) ** 2 + (y + 0.5 - size / 2) ** 2) ** 0.5 / (size / 2)
    return (255 - 20 * x, 60 + 10 * y, 20 * x, max(0, min(255, round(255 * (1.2 - d) * 3))))


def ring(x, y, size=16):
    d = ((x + 0.5 - size / 2) ** 2 + (y + 0.5 - size / 2) ** 2) ** 0.5
    return (255, 255, 255, max(0, min(255, round(255 * (1.5 - abs(d - 5.5))))))


def scattered(name, shapes, count, colors, blend='normal', spin=True, flip=True):
    """A burst of `count` particles over the whole canvas, still, turning and flipping."""
    emitter = {
        'name': name, 'emission': {'burst': count},
        'origin': {'unitArea': {'origin': [0.05, 0.05], 'size': [0.9, 0.9]}},
        'lifetime': {'min': 5, 'max': 5}, 'shapes': shapes, 'sizeFactor': {'min': 0.6, 'max': 1.6},
        'colors': colors, 'blend': blend,
    }
    if spin:
        emitter['spin'] = {'initialRotation': {'min': 0, 'max': 6.28}, 'spin': {'min': -3, 'max': 3}}
        if flip:
            emitter['spin'].update({'flipPhase': {'min': 0, 'max': 6.28}, 'flipRate': {'min': 1, 'max': 4}})
    return emitter


def effect_file(name, emitters, background):
    import json
    return json.dumps({'version': 1, 'name': name, 'background': background, 'duration': 5,
                       'onTrigger': [{'burst': e['name']} for e in emitters], 'emitters': emitters,
                       'firings': [0]})


def feature_files(text_sprite):
    """Effect files with every feature a display list can carry, by name."""
    palette = ['#ff4646', '#ffd700', '#50e678', '#508cff', 'white']
    picture = {'shape': 'sprite', 'pixels': {'width': 12, 'height': 12, 'premultipliedHex': hex_pixels(12, 12, disc)},
               'size': 26}
    mask = {'shape': 'sprite', 'tinted': True, 'size': 30,
            'pixels': {'width': 16, 'height': 16, 'premultipliedHex': hex_pixels(16, 16, ring)}}
    star = 'M12 2 L15 9 L22 9 L16.5 13.5 L18.5 21 L12 16.8 L5.5 21 L7.5 13.5 L2 9 L9 9 Z'
    bolt = 'M13 2 L3 14 h7 l-1 8 l10 -12 h-7 z'
    heart = 'M12 21 C5 15 2 12 2 8 a5 5 0 0 1 10 -2 a5 5 0 0 1 10 2 C22 12 19 15 12 21 Z'
    return {
        'sprites': effect_file('sprites', [
            scattered('pictures', [picture], 40, ['white']),
            scattered('masks', [mask], 40, palette),
            scattered('glowing', [picture, mask], 30, palette, blend='additive'),
        ], '#14101e'),
        'text-sprites': effect_file('text-sprites', [
            scattered('words', [text_sprite], 24, palette, flip=False),
        ], '#202830'),
        'svg-paths': effect_file('svg-paths', [
            scattered('icons', [{'shape': 'path', 'd': d, 'fit': True, 'size': 22} for d in (star, bolt, heart)],
                      60, palette),
            # Drawn far larger than their layers: the magnified outline's edge.
            scattered('large', [{'shape': 'path', 'd': heart, 'fit': True, 'size': 260}], 1, ['#ff2d55'], spin=False),
        ], {'top': 'navy', 'bottom': 'darkorange'}),
        'additive-transparent': effect_file('additive-transparent', [
            scattered('sparks', [{'shape': 'circle', 'size': 9}, {'shape': 'rectangle', 'width': 3, 'height': 14}],
                      120, palette, blend='additive'),
            scattered('flat', [{'shape': 'roundedRectangle', 'cornerRadius': 0.3, 'width': 18, 'height': 10},
                               {'shape': 'triangle', 'size': 16}, {'shape': 'flame', 'size': 18}], 40, palette),
        ], 'transparent'),
    }


# The page's side of one comparison: the same effect on one canvas, drawn by the GPU (seek) and
# by PyroRaster (renderAt), read back from the page's canvas; premultiplied for the comparison.
COMPARE = """async ([options, time, width, height]) => {
  const { Pyro } = await import('./pyro.js');
  const canvas = document.createElement('canvas');
  canvas.style.cssText = `position:fixed;left:0;top:0;width:${width}px;height:${height}px`;
  document.body.append(canvas);
  const fx = options.file
    ? await Pyro.loadEffect(canvas, options.file, { seed: 5, renderer: 'webgl' })
    : await Pyro.attach(canvas, { ...options, renderer: 'webgl' });
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const read = () => context.getImageData(0, 0, canvas.width, canvas.height).data;
  fx.seek(time);
  const gpu = read(), renderer = fx.renderer, info = fx.rendererInfo;
  fx.renderAt(time);
  const cpu = read();
  fx.detach();
  canvas.remove();
  const text = (bytes) => {
    let s = '';
    for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
    return btoa(s);
  };
  return { gpu: text(gpu), cpu: text(cpu), renderer, info, width: canvas.width, height: canvas.height };
}"""

# A text sprite as shapeFromText makes one: the page draws the text once on a 2D canvas.
TEXT_SPRITE = """() => {
  const c = document.createElement('canvas');
  c.width = 96; c.height = 40;
  const g = c.getContext('2d', { willReadFrequently: true });
  g.font = 'bold 30px sans-serif';
  g.textBaseline = 'middle';
  g.fillStyle = 'white';
  g.fillText('Pyro!', 4, 21);
  const d = g.getImageData(0, 0, 96, 40).data;
  let hex = '';
  for (let i = 0; i < d.length; i += 4) hex += (d[i + 3] * 0x1010101 >>> 0).toString(16).padStart(8, '0');
  return { shape: 'sprite', tinted: true, width: 48, height: 20,
           pixels: { width: 96, height: 40, premultipliedHex: hex } };
}"""


def premultiplied(data):
    """Straight RGBA bytes (as getImageData gives them) premultiplied, as the frames were drawn."""
    out = bytearray(data)
    for i in range(0, len(data), 4):
        a = data[i + 3]
        for k in range(3):
            out[i + k] = round(data[i + k] * a / 255)
    return bytes(out)


def compare(page, name, options, time, width=400, height=300):
    """Draws one case both ways, saves its picture, and checks the tolerance."""
    result = page.evaluate(COMPARE, [options, time, width, height])
    check(result['renderer'] == 'webgl', f'{name}: drawn by WebGL2 ({result["info"]})')
    w, h = result['width'], result['height']
    gpu_straight, cpu_straight = base64.b64decode(result['gpu']), base64.b64decode(result['cpu'])
    gpu, cpu = premultiplied(gpu_straight), premultiplied(cpu_straight)
    off = [max(abs(gpu[i + k] - cpu[i + k]) for k in range(4)) for i in range(0, len(gpu), 4)]
    within = sum(1 for d in off if d <= LEVELS) / len(off)
    far = sum(1 for d in off if d > FAR_LEVELS) / len(off)
    drawn = len({cpu[i:i + 4] for i in range(0, len(cpu), 4)})
    picture = Image.new('RGBA', (3 * w + 8, h), (128, 128, 128, 255))
    picture.paste(Image.frombytes('RGBA', (w, h), cpu_straight), (0, 0))
    picture.paste(Image.frombytes('RGBA', (w, h), gpu_straight), (w + 4, 0))
    diff = Image.new('L', (w, h))
    diff.putdata([min(255, 8 * d) for d in off])
    picture.paste(diff.convert('RGBA'), (2 * w + 8, 0))
    picture.save(os.path.join(PICTURES, f'compare-{name}.png'))
    check(drawn > 8, f'{name}: the frame is not blank ({drawn} colours)')
    check(within >= WITHIN and far <= FAR,
          f'{name}: {100 * within:.2f}% of pixels within {LEVELS} levels (at least {100 * WITHIN:.0f}%), '
          f'{100 * far:.3f}% more than {FAR_LEVELS} off (at most {100 * FAR:.1f}%); '
          f'the worst {max(off)}, the mean {sum(off) / len(off):.3f}')


def main():
    url = serve(ROOT)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which('chromium'), args=['--no-sandbox'])
        page = browser.new_page(viewport={'width': 900, 'height': 700})
        errors = watch(page)
        page.goto(url + 'index.html')
        page.wait_for_function('window.pyroPage && window.pyroPage.effects.fuse !== undefined')

        facts = page.evaluate("async () => { const { Pyro } = await import('./pyro.js'); return Pyro.load(); }")
        drawable = [name for name in facts['presets'] if name not in facts['refused']]
        check(sorted(drawable) == sorted(MOMENTS), f'every preset the browser draws has a moment here ({drawable})')
        for preset in drawable:
            # The fireworks' sky is made for 800 x 600 points: smaller, the rockets burst above it.
            size = (800, 600) if preset == 'fireworks' else (400, 300)
            for time in MOMENTS[preset]:
                compare(page, f'{preset}-{time}', {'effect': preset, 'seed': 3, 'background': 'black',
                                                   'fireAt': [0]}, time, *size)
        compare(page, 'confetti-burst-gradient', {'effect': 'confetti-burst', 'seed': 8,
                                                  'background': '#211754-#5c2173', 'fireAt': [0]}, 0.5)
        compare(page, 'fountain-transparent', {'effect': 'fountain', 'seed': 2, 'background': 'transparent',
                                               'fireAt': [0]}, 1.5)
        text_sprite = page.evaluate(TEXT_SPRITE)
        for name, text in feature_files(text_sprite).items():
            compare(page, name, {'file': text}, 0.7)
        check(not errors, f'no console errors ({errors})')
        page.close()
        fallback_and_pixel_ratio(browser, url)
        gpu_code_on_need(browser, url)
        demo_page(browser, url)
        browser.close()
    check.summary()


CHOICES = """async () => {
  const { Pyro } = await import('./pyro.js');
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'position:fixed;left:0;top:0;width:200px;height:150px';
  document.body.append(canvas);
  const chosen = {};
  for (const renderer of [undefined, 'auto', 'cpu', 'webgl']) {
    const fx = await Pyro.attach(canvas, { effect: 'fountain', renderer });
    chosen[String(renderer)] = [fx.renderer, fx.rendererInfo];
    fx.detach();
  }
  let refused = null;
  try { await Pyro.attach(canvas, { renderer: 'gpu' }); } catch (e) { refused = e.message; }
  canvas.remove();
  return { chosen, refused };
}"""

# Draws the GPU's frame, loses the context, and reads what the page shows after the loss.
LOSE = """async () => {
  const { Pyro } = await import('./pyro.js');
  const contexts = [];
  const getContext = OffscreenCanvas.prototype.getContext;
  OffscreenCanvas.prototype.getContext = function (...args) {
    const gl = getContext.apply(this, args);
    if (gl) contexts.push(gl);
    return gl;
  };
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'position:fixed;left:0;top:0;width:240px;height:180px';
  document.body.append(canvas);
  const fx = await Pyro.attach(canvas, { effect: 'confetti-burst', seed: 4, background: 'black', fireAt: [0],
                                         renderer: 'webgl' });
  OffscreenCanvas.prototype.getContext = getContext;
  fx.seek(0.5);
  const before = fx.renderer;
  const lost = new Promise((resolve) => contexts.at(-1).canvas.addEventListener('webglcontextlost', resolve));
  contexts.at(-1).getExtension('WEBGL_lose_context').loseContext();
  await lost;
  await new Promise((resolve) => setTimeout(resolve, 50));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const shown = context.getImageData(0, 0, canvas.width, canvas.height).data.slice();
  const after = [fx.renderer, fx.rendererInfo];
  fx.renderAt(0.5);
  const exact = context.getImageData(0, 0, canvas.width, canvas.height).data;
  fx.resume();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const live = fx.renderer;
  fx.detach();
  canvas.remove();
  return { before, after, same: shown.every((v, i) => v === exact[i]), lit: shown.some((v, i) => i % 4 < 3 && v > 0),
           live, contexts: contexts.length };
}"""

RATIOS = """async () => {
  const { Pyro } = await import('./pyro.js');
  const sizes = {};
  for (const [name, width, height, options] of [
    ['small', 300, 150, { renderer: 'cpu' }], ['small-webgl', 300, 150, { renderer: 'webgl' }],
    ['large-cpu', 1600, 1000, { renderer: 'cpu' }], ['large-webgl', 1600, 1000, { renderer: 'webgl' }],
    ['huge-cpu', 3000, 2000, { renderer: 'cpu' }], ['set', 1600, 1000, { renderer: 'cpu', pixelRatio: 2 }],
    ['one', 300, 150, { renderer: 'webgl', pixelRatio: 1 }]]) {
    const canvas = document.createElement('canvas');
    canvas.style.cssText = `position:fixed;left:0;top:0;width:${width}px;height:${height}px`;
    document.body.append(canvas);
    const fx = await Pyro.attach(canvas, { effect: 'snow', ...options });
    sizes[name] = [canvas.width, canvas.height];
    if (name === 'large-webgl') {
      fx.renderer = 'cpu';
      sizes['switched-to-cpu'] = [canvas.width, canvas.height, fx.renderer];
    }
    fx.detach();
    canvas.remove();
  }
  return sizes;
}"""


def demo_page(browser, url):
    """The demo page's renderer switch and the F overlay."""
    page = browser.new_page(viewport={'width': 900, 'height': 650})
    errors = watch(page)
    page.goto(url + 'index.html')
    page.wait_for_function('window.pyroPage.effects.fuse !== undefined')
    page.keyboard.press('7')
    page.wait_for_function('window.pyroPage.effects.fountain !== undefined')
    switch = lambda: page.eval_on_selector_all('[role=radio]', 'bs => bs.map((b) => [b.textContent, b.ariaChecked])')
    check(switch() == [['WebGL2', 'false'], ['CPU', 'true']],
          f'demo page: by default the switch shows CPU on SwiftShader ({switch()})')
    page.keyboard.press('f')
    page.get_by_role('radio', name='WebGL2').click()
    page.wait_for_timeout(600)
    webgl = page.inner_text('#readout')
    drawing = page.evaluate('window.pyroPage.effects.fountain.renderer')
    check(drawing == 'webgl' and re.search(r'fps · \d+ particles · WebGL2 \d+\.\d ms', webgl),
          f'demo page: the switch hands the scene to WebGL2 and F shows it with its ms per frame ({webgl!r})')
    screenshot = os.path.join(PICTURES, 'demo-fountain-webgl.png')
    page.screenshot(path=screenshot)
    page.get_by_role('radio', name='CPU').click()
    page.wait_for_timeout(400)
    cpu = page.inner_text('#readout')
    check(page.evaluate('window.pyroPage.effects.fountain.renderer') == 'cpu' and ' CPU ' in cpu
          and switch() == [['WebGL2', 'false'], ['CPU', 'true']], f'demo page: and back to the CPU ({cpu!r})')
    check(not errors, f'demo page: no console errors ({errors})')
    page.close()


# Attaches with 'cpu' (the effect kept as window.pyroOnNeed), for SWITCH below.
ATTACH_CPU = """async () => {
  const { Pyro } = await import('./pyro.js');
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'position:fixed;left:0;top:0;width:200px;height:150px';
  document.body.append(canvas);
  window.pyroOnNeed = await Pyro.attach(canvas, { effect: 'fountain', renderer: 'cpu' });
  return window.pyroOnNeed.renderer;
}"""

# Switches that effect to 'webgl' (PyroRaster draws until the GPU's code is in), then attaches
# again with 'webgl' (the code is in: the GPU draws from the first frame).
SWITCH = """async () => {
  const { Pyro } = await import('./pyro.js');
  const fx = window.pyroOnNeed, canvas = document.querySelector('canvas');
  fx.renderer = 'webgl';
  const meanwhile = fx.renderer;
  const until = performance.now() + 10000;
  while (fx.renderer !== 'webgl' && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
  const switched = fx.renderer;
  fx.detach();
  const again = await Pyro.attach(canvas, { effect: 'fountain', renderer: 'webgl' });
  const second = again.renderer;
  again.detach();
  canvas.remove();
  return { meanwhile, switched, second };
}"""

# The confetti entry's default overlay (drawn by PyroRaster in its worker), with a call that resolves.
OVERLAY = """async () => {
  const { default: confetti } = await import('./confetti.js');
  await confetti({ particleCount: 20, ticks: 30 });
  return true;
}"""


def blank_page(browser, url):
    """A page of web/dist's origin with nothing on it (no demo attaching effects), and its console errors."""
    page = browser.new_page(viewport={'width': 900, 'height': 700})
    page.route('**/blank.html', lambda route: route.fulfill(body='<!doctype html><body></body>', content_type='text/html'))
    errors = watch(page)
    page.goto(url + 'blank.html')
    return page, errors


def gpu_code(urls):
    """The GPU renderer's modules among `urls`: everything under webgl/ but the small probe (context.js)
    that renderer 'auto' asks."""
    return [u.split('/webgl/')[-1] for u in urls if '/webgl/' in u and not u.endswith('/webgl/context.js')]


def gpu_code_on_need(browser, url):
    """webgl/renderer.js (and the shaders and stroke passes it imports) is fetched only when the GPU
    is to draw: not for 'cpu', not for the confetti overlay, and once on the first switch to 'webgl'."""
    page, errors = blank_page(browser, url)
    fetched = []
    page.on('request', lambda r: fetched.append(r.url))
    attached = page.evaluate(ATTACH_CPU)
    gpu = gpu_code(fetched)
    check(attached == 'cpu' and not gpu, f"attach with renderer 'cpu' fetches no GPU code ({gpu})")
    result = page.evaluate(SWITCH)
    check(result['meanwhile'] == 'cpu' and result['switched'] == 'webgl',
          f"switched to 'webgl', PyroRaster draws until the GPU's code is in, then the GPU ({result})")
    gpu = gpu_code(fetched)
    check(sorted(gpu) == ['atlas.js', 'frame.js', 'renderer.js', 'shaders.js', 'strokes.js'] and result['second'] == 'webgl',
          f"the GPU's code is fetched once, and a later attach draws with it from the start ({gpu})")
    check(not errors, f'GPU code on need: no console errors ({errors})')
    page.close()

    page, errors = blank_page(browser, url)
    fetched = []
    page.on('request', lambda r: fetched.append(r.url))
    resolved = page.evaluate(OVERLAY)
    gpu = gpu_code(fetched)
    check(resolved is True and not gpu and any(u.endswith('confetti.wasm') for u in fetched),
          f'the confetti overlay (PyroRaster in its worker) fetches no GPU code ({gpu})')
    check(not errors, f'confetti overlay: no console errors ({errors})')
    page.close()


def fallback_and_pixel_ratio(browser, url):
    page = browser.new_page(viewport={'width': 900, 'height': 700})
    errors = watch(page)
    page.goto(url + 'index.html')
    result = page.evaluate(CHOICES)
    chosen = result['chosen']
    check(chosen['undefined'] == ['cpu', 'PyroRaster (WebAssembly)'] and chosen['auto'] == chosen['undefined'],
          f"renderer 'auto' (the default) draws with PyroRaster on SwiftShader ({chosen['auto']})")
    check(chosen['cpu'][0] == 'cpu' and chosen['webgl'][0] == 'webgl' and 'SwiftShader' in chosen['webgl'][1],
          f"renderer 'cpu' and 'webgl' force one ({chosen['cpu']}, {chosen['webgl']})")
    check(result['refused'] == 'Pyro: renderer must be \'auto\', \'webgl\' or \'cpu\' (it was "gpu")',
          f'an unknown renderer is refused by name ({result["refused"]})')
    lost = page.evaluate(LOSE)
    check(lost['contexts'] == 1 and lost['before'] == 'webgl' and lost['after'] == ['cpu', 'PyroRaster (WebAssembly)'],
          f'a lost context (WEBGL_lose_context) hands the frames to PyroRaster ({lost})')
    check(lost['lit'] and lost['same'], 'after the loss the page shows PyroRaster\'s exact frame of the same time')
    check(lost['live'] == 'cpu', 'and PyroRaster goes on drawing the live frames')
    check(not errors, f'fallback: no console errors ({errors})')
    page.close()

    page = browser.new_page(viewport={'width': 900, 'height': 700}, device_scale_factor=2)
    page.goto(url + 'index.html')
    sizes = page.evaluate(RATIOS)
    check(sizes['small'] == [600, 300] and sizes['small-webgl'] == [600, 300],
          f'HiDPI: at devicePixelRatio 2 a canvas draws 2 pixels per CSS pixel ({sizes["small"]})')
    check(sizes['large-webgl'] == [3200, 2000],
          f'HiDPI: 1600 x 1000 at ratio 2 fits WebGL2\'s budget ({sizes["large-webgl"]})')
    check(sizes['large-cpu'] == [1821, 1138] and sizes['switched-to-cpu'] == [1821, 1138, 'cpu'],
          f'HiDPI: PyroRaster caps it to its budget of 1920 x 1080 pixels ({sizes["large-cpu"]}, '
          f'{sizes["switched-to-cpu"]})')
    check(sizes['huge-cpu'] == [3000, 2000],
          f'HiDPI: the cap never goes below one pixel per CSS pixel ({sizes["huge-cpu"]})')
    check(sizes['set'] == [3200, 2000] and sizes['one'] == [300, 150],
          f'HiDPI: pixelRatio overrides it ({sizes["set"]}, {sizes["one"]})')
    page.close()


main()
