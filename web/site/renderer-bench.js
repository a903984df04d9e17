// bench.html's renderer cases: `pyro bench`'s confetti scene (8 × 13 point pieces, turning and
// flipping, over the whole canvas) drawn live by each renderer at 800 × 600 and 1920 × 1080
// points, at pixel ratios 1 and 2, split into simulate, upload and draw; and canvas-confetti
// (its own src/confetti.js, served by whoever runs the page) on the same canvases in the same
// minutes. Every frame is waited for (the GPU's finish, then a one-pixel read of the page's
// canvas), so the figures are the whole frame's cost, not the time to queue it.

import { instantiate } from './engine.js';
import { cpuRenderer } from './renderers.js';
import { WebGLRenderer } from './webgl/renderer.js';

const budget = 1000 / 60;

function median(samples) {
  const s = [...samples].sort((a, b) => a - b), mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** A canvas of `width` × `height` CSS pixels at `ratio`, shown scaled down to fit the page. */
function canvasFor(width, height, ratio) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.cssText = 'width:320px;height:auto;border:1px solid #ccc';
  document.getElementById('stage').replaceChildren(canvas);
  return canvas;
}

/**
 * Pyro's frames on `canvas`: `frame()` runs one and returns its { simulate, upload, draw }
 * milliseconds. `renderer` is 'cpu' or a WebGLRenderer.
 */
function pyroFrames(e, canvas, renderer) {
  const context = canvas.getContext('2d', { willReadFrequently: false });
  const image = new ImageData(canvas.width, canvas.height);
  const sync = () => context.getImageData(0, 0, 1, 1);
  if (renderer === 'cpu') {
    return () => {
      const start = performance.now();
      e.pyro_renderer_bench_simulate();
      const simulated = performance.now();
      const address = e.pyro_renderer_bench_rasterize();
      const drawn = performance.now();
      image.data.set(new Uint8ClampedArray(e.memory.buffer, address, image.data.length));
      context.putImageData(image, 0, 0);
      sync();
      return { simulate: simulated - start, upload: performance.now() - drawn, draw: drawn - simulated };
    };
  }
  return () => {
    const start = performance.now();
    e.pyro_renderer_bench_simulate();
    const address = e.pyro_renderer_bench_gpu_frame();
    const simulated = performance.now();
    const { upload } = renderer.draw(e.memory, address, canvas.width, canvas.height, context, true);
    sync();
    return { simulate: simulated - start, upload, draw: performance.now() - simulated - upload };
  };
}

/**
 * Milliseconds per frame of `count` pieces: `prepare(count)` sets the case up and returns a
 * function that runs one frame; `warm` frames are run untimed first, then frames are timed
 * until `frames` are in or `seconds` have passed (slow software GL gets fewer).
 */
async function timeFrames(prepare, count, { warm = 3, frames = 9, seconds = 2 } = {}) {
  const frame = await prepare(count);
  for (let i = 0; i < warm; i++) await frame();
  const samples = [];
  const until = performance.now() + seconds * 1000;
  while (samples.length < frames && (samples.length < 3 || performance.now() < until)) samples.push(await frame());
  const total = samples.map((s) => s.simulate + s.upload + s.draw);
  const pick = (key) => median(samples.map((s) => s[key]));
  return {
    ms: median(total), simulate: pick('simulate'), upload: pick('upload'), draw: pick('draw'), samples: total.length,
  };
}

/**
 * The largest count whose median frame fits in 16.7 ms: bracket by doubling or halving from
 * `start`, then narrow within the bracket (as `pyro bench` searches), in at most `probes` cases.
 */
async function largestAt60(prepare, start, probes, report) {
  let fits = null, over = null, count = start, left = probes;
  const probe = async (n) => {
    left -= 1;
    report(`${n} pieces…`);
    const t = await timeFrames(prepare, n, { warm: 2, frames: 5, seconds: 1.5 });
    if (t.ms <= budget) fits = { count: n, t }; else over = { count: n, t };
  };
  await probe(count);
  while (left > 0 && (!fits || !over)) {
    if (!fits && count === 0) break;
    count = !fits ? (count <= 250 ? 0 : count >> 1) : Math.min(count * 2, 4000000);
    await probe(count);
    if (!over && count === 4000000) break;
  }
  while (left > 0 && fits && over && over.count - fits.count > Math.max(0.03 * fits.count, 50)) {
    const slope = (over.t.ms - fits.t.ms) / (over.count - fits.count);
    let next = slope > 0 ? fits.count + Math.floor((budget - fits.t.ms) / slope) : (fits.count + over.count) >> 1;
    next = Math.min(Math.max(next, fits.count + 1), over.count - 1);
    await probe(next);
  }
  return fits ? fits.count : 0;
}

/** canvas-confetti (loaded as `window.canvasConfetti`) throwing `count` pieces that stay. */
function confettiFrames(canvas, ratio) {
  const fire = window.canvasConfetti.create(canvas, { resize: false });
  const times = [];
  const raf = window.requestAnimationFrame;
  const context = canvas.getContext('2d');
  // canvas-confetti draws a frame in a requestAnimationFrame callback that starts with
  // clearRect (other callbacks only wait for the next frame): those are timed, with a read of
  // one pixel after, so that its Canvas2D drawing is done too.
  let drew = false;
  const clearRect = context.clearRect;
  context.clearRect = function (...args) {
    drew = true;
    return clearRect.apply(this, args);
  };
  window.requestAnimationFrame = (callback) => raf((time) => {
    drew = false;
    const start = performance.now();
    callback(time);
    if (!drew) return;
    context.getImageData(0, 0, 1, 1);
    times.push(performance.now() - start);
  });
  let seed = 1;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  return {
    async prepare(count) {
      fire.reset();
      await new Promise((resolve) => raf(resolve));
      for (let left = count; left > 0; left -= 500) {
        fire({ particleCount: Math.min(500, left), spread: 360, startVelocity: 20, gravity: 0, ticks: 1e9,
               origin: { x: random(), y: random() }, scalar: ratio, disableForReducedMotion: false });
      }
      return async () => {
        const seen = times.length;
        while (times.length === seen) await new Promise((resolve) => raf(resolve));
        return { simulate: 0, upload: 0, draw: times[times.length - 1] };
      };
    },
    release() {
      fire.reset();
      window.requestAnimationFrame = raf;
      delete context.clearRect;
    },
  };
}

/**
 * Runs every renderer case and returns its figures (`pyro bench --json`'s shape, with the split
 * and the renderer in `case`) and the GL renderer string. `report(text)` shows progress.
 */
export async function rendererBench({ quick = false, report = () => {} } = {}) {
  const figures = [];
  const probes = quick ? 3 : 7;
  const e = await instantiate(new URL('./bench.wasm', import.meta.url));
  const gl = WebGLRenderer.create();
  const glInfo = gl ? gl.info : 'none (no WebGL2 context)';
  const add = (name, particles, unit, value, extra = {}) => {
    figures.push({ workload: 'renderer', case: name, particles, threads: 1, unit, median: value, min: value,
                   max: value, ...extra });
  };
  const sizes = quick ? [[800, 600]] : [[800, 600], [1920, 1080]];
  for (const [width, height] of sizes) {
    for (const ratio of [1, 2]) {
      const where = `${width}x${height}@${ratio}x`;
      const canvas = canvasFor(width, height, ratio);
      for (const kind of gl ? ['cpu', 'webgl'] : ['cpu']) {
        const prepare = (count) => {
          if (e.pyro_renderer_bench_prepare(count, width, height, ratio) !== 0) {
            throw new Error('bench: cannot prepare');
          }
          return pyroFrames(e, canvas, kind === 'cpu' ? 'cpu' : gl);
        };
        report(`${kind} ${where}: 10,000 pieces…`);
        // One untimed pass first: wasm is compiled in tiers, and the first frames run slower.
        await timeFrames(prepare, 10000, { warm: 5, frames: 3, seconds: 1 });
        const t = await timeFrames(prepare, 10000);
        add(`${kind}-${where}-10k`, 10000, 'ms/frame', t.ms,
            { simulate: t.simulate, upload: t.upload, draw: t.draw, samples: t.samples });
        const best = await largestAt60(prepare, kind === 'webgl' && /swiftshader|llvmpipe/i.test(glInfo) ? 1000 : 10000,
                                       probes, (text) => report(`${kind} ${where}: ${text}`));
        add(`${kind}-${where}-at-60fps`, best, 'particles', best);
      }
      if (window.canvasConfetti) {
        const cc = confettiFrames(canvas, ratio);
        report(`canvas-confetti ${where}: 1,000 pieces…`);
        await timeFrames(cc.prepare, 1000, { warm: 5, frames: 3, seconds: 1 });
        const best = await largestAt60(cc.prepare, 4000, probes, (text) => report(`canvas-confetti ${where}: ${text}`));
        add(`canvas-confetti-${where}-at-60fps`, best, 'particles', best);
        cc.release();
      }
    }
  }
  e.pyro_renderer_bench_prepare(0, 1, 1, 1);
  gl?.release();
  return { figures, glRenderer: glInfo, cpu: cpuRenderer.info };
}
