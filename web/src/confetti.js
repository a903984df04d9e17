// canvas-confetti's call, on Pyro's engine: `confetti(options)`, `confetti.create(canvas, options)`,
// `confetti.reset()`, `shapeFromPath` and `shapeFromText`, importable on its own
// (`import confetti from '…/confetti.js'`).

import { attachTo, PyroEffect, reducedMotionQuery } from './effect.js';
import { compile, defaults, load as loadEngine } from './engine.js';
import { bitmapPixels, prop } from './options.js';
import { canUseWorker, prepareWorker, takeWorker, WorkerSurface } from './worker-surface.js';

/**
 * The engine canvas-confetti's call runs on: confetti.wasm, next to this module, which is Pyro's
 * engine compiled with this call alone (no other effect, effect-file reader or catalog), so that
 * a page that only throws confetti fetches no more. `Pyro.attach` and `loadEffect` use pyro.wasm.
 */
const engineURL = () => new URL('./confetti.wasm', import.meta.url);

/**
 * Fetches and compiles confetti.wasm now rather than on the first call, and readies a Worker with
 * it where the browser can draw from one (for the overlay and `useWorker`). Resolves to what the
 * engine knows (see engine.js's `load`).
 */
export async function load() {
  const facts = await loadEngine(engineURL());
  await prepareWorker(await compile(engineURL()));
  return facts;
}

/**
 * The most pixels an overlay or a created canvas draws a frame in (1920 × 1080): HiDPI screens
 * get sharp pieces, lowered towards one pixel per CSS pixel on large windows, so that a frame's
 * clearing and copying stays well within its 16.7 ms. Measured in Chromium (one thread, a loaded
 * machine): an empty frame takes 3.7 ms at 1280 × 800, 8.9 ms at 1920 × 1080, 55 ms at 2560 × 1600.
 */
export const maximumPixels = 1920 * 1080;
/** The highest devicePixelRatio drawn at. */
export const maximumPixelRatio = 2;

/** For promises whose failure the call that made them reports already. */
const ignore = () => {};

/** The surface (a local effect or a worker) drawing on each canvas, shared by its instances. */
const surfaces = new WeakMap();

/** A canvas's size in CSS pixels and its scale, for a worker's OffscreenCanvas. */
function measure(canvas, resize, pixelRatio) {
  const box = resize && canvas.isConnected ? canvas.getBoundingClientRect() : null;
  const ratio = pixelRatio ?? Math.min(globalThis.devicePixelRatio || 1, maximumPixelRatio);
  const width = box ? box.width : canvas.width / ratio, height = box ? box.height : canvas.height / ratio;
  const budget = Math.sqrt(maximumPixels / Math.max(width * height, 1));
  return { width, height, scale: Math.min(ratio, Math.max(budget, Math.min(ratio, 1))) };
}

/** The worker every showing of the default overlay is drawn by (started on first use). */
let overlayWorker = null;

/** A surface on `canvas`: the engine in this thread (a PyroEffect) or in a Worker. */
async function makeSurface(canvas, { resize, useWorker, pixelRatio, seed, isOverlay }) {
  const worker = useWorker && canUseWorker() ? await (isOverlay ? (overlayWorker ??= takeWorker()) : takeWorker()) : null;
  if (worker) {
    const module = await compile(engineURL());
    return new WorkerSurface(canvas, () => measure(canvas, resize, pixelRatio),
      { resize, seed, worker, owned: !isOverlay, module });
  }
  const fx = await attachTo(engineURL(), canvas, {
    effect: 'canvas-confetti', seed, reduceMotion: false, resize,
    pixelRatio: pixelRatio ?? Math.min(globalThis.devicePixelRatio || 1, maximumPixelRatio), maxPixels: maximumPixels,
  });
  return {
    fire: (options, age) => fx.confetti(options, age),
    reset: () => fx.clearConfetti(),
    // An empty frame first: a detached effect keeps the last one it drew.
    dispose: () => { fx.clearConfetti(); fx.renderAt(fx.time); PyroEffect.retire(fx); },
    get size() { return fx.size; },
  };
}

/**
 * A call's options as the surface should throw them now: from where the call's origin was on the
 * canvas when it was made (`box`, its CSS size then), should the canvas have been resized while
 * the engine loaded, as canvas-confetti places a call's pieces at once.
 */
function placedAt(options, box, size) {
  if (!box || !size.width || !size.height || (box.width === size.width && box.height === size.height)) return options;
  const origin = prop(options, 'origin');
  const x = Number(origin?.x ?? defaults.origin?.x ?? 0.5), y = Number(origin?.y ?? defaults.origin?.y ?? 0.5);
  return { ...options, origin: { x: x * box.width / size.width, y: y * box.height / size.height } };
}

/**
 * canvas-confetti's `confetti.create(canvas, { resize, useWorker, disableForReducedMotion })`: a
 * `confetti(options)` function that draws on `canvas` or, with no canvas, on a full-window
 * overlay made when a call comes and removed when its pieces are gone. Each call resolves when
 * its pieces are gone; `.reset()` removes them all at once and resolves every waiting call.
 *
 * Instances made on one canvas share it: their pieces fly together. Making a new one on a canvas
 * drawn in this thread clears it first (canvas-confetti's re-initialisation); on a canvas handed
 * to a worker, what flies carries on. `pixelRatio` (not canvas-confetti's) sets the pixels per
 * CSS pixel: `pixelRatio: 1` draws as canvas-confetti does; the default is devicePixelRatio, at
 * most `maximumPixelRatio` and within `maximumPixels`. A canvas that is not resized keeps its
 * width and height attributes, one pixel per point, as canvas-confetti draws it.
 */
export function create(canvas = null, globalOptions = {}) {
  const isOverlay = !canvas;
  const resize = isOverlay || !!prop(globalOptions, 'resize');
  const useWorker = !!prop(globalOptions, 'useWorker');
  const pixelRatio = globalOptions?.pixelRatio ?? (resize ? undefined : 1);
  const seed = globalOptions?.seed ?? (Date.now() >>> 0);
  let overlay = null, surface = null, waiting = 0, generation = 0;

  if (!isOverlay) {
    const shared = surfaces.get(canvas);
    if (shared && !shared.inWorker) shared.surface.then((s) => s.reset(), ignore);
  }

  /** The surface for this instance's canvas (the overlay's own, or the canvas's shared one). */
  const surfaceFor = (target) => {
    if (isOverlay) {
      if (!surface) {
        surface = makeSurface(target, { resize: true, useWorker, pixelRatio, seed, isOverlay });
        // A surface that could not be made (the engine did not load) is tried afresh next time.
        const failed = surface;
        failed.catch(() => { if (surface === failed) surface = null; });
      }
      return surface;
    }
    let shared = surfaces.get(target);
    if (!shared) {
      shared = { surface: makeSurface(target, { resize, useWorker, pixelRatio, seed }), waiting: 0 };
      shared.surface.then((s) => { shared.inWorker = s instanceof WorkerSurface; },
        () => { if (surfaces.get(target) === shared) surfaces.delete(target); });
      surfaces.set(target, shared);
    }
    return shared.surface;
  };

  /**
   * When nothing is left to show, the overlay goes, and a canvas drawn in the page lets go of its
   * engine (its listeners and memory) until the next call; a worker keeps the canvas it was given.
   */
  const finished = (call, shared) => {
    waiting -= 1;
    if (isOverlay && waiting === 0 && call === generation) fire.reset();
    if (!shared || (shared.waiting -= 1) > 0 || shared.inWorker || surfaces.get(canvas) !== shared) return;
    surfaces.delete(canvas);
    shared.surface.then((s) => s.dispose(), ignore);
  };

  const fire = (options = {}) => {
    const reduced = prop(globalOptions, 'disableForReducedMotion') || prop(options, 'disableForReducedMotion');
    let run;
    if (reduced && reducedMotionQuery()?.matches) {
      run = Promise.resolve(undefined);
    } else {
      if (isOverlay && !overlay) {
        overlay = document.createElement('canvas');
        overlay.setAttribute('aria-hidden', 'true');
        overlay.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;pointer-events:none';
        overlay.style.zIndex = String(prop(options, 'zIndex', Number) | 0);
        document.body.append(overlay);
      }
      const target = isOverlay ? overlay : canvas;
      const call = generation, calledAt = performance.now();
      const box = resize && target.isConnected ? target.getBoundingClientRect() : null;
      waiting += 1;
      // The engine loads while the surface (a worker, perhaps) starts.
      const surfaceReady = surfaceFor(target);
      const shared = isOverlay ? null : surfaces.get(target);
      if (shared) shared.waiting += 1;
      run = Promise.all([loadEngine(engineURL()), surfaceReady])
        .then(([, s]) => (call === generation
          ? s.fire(placedAt(options, box, s.size), (performance.now() - calledAt) / 1000) : undefined))
        .then(() => undefined)
        .finally(() => finished(call, shared));
    }
    // canvas-confetti's hook: `confetti.Promise = null` makes calls return null (fire and forget).
    const Custom = confetti.Promise === undefined ? Promise : confetti.Promise;
    if (typeof Custom !== 'function') {
      run.catch((error) => console.warn(error));
      return null;
    }
    return Custom === Promise ? run : new Custom((resolve, reject) => { run.then(resolve, reject); });
  };

  fire.reset = () => {
    generation += 1;
    if (isOverlay) {
      const ending = surface;
      surface = null;
      overlay?.remove();
      overlay = null;
      ending?.then((s) => { s.reset(); s.dispose(); }, ignore);
    } else {
      surfaces.get(canvas)?.surface.then((s) => s.reset(), ignore);
    }
  };
  return fire;
}

/**
 * canvas-confetti's `shapeFromPath`: a shape from SVG path data. Without a `matrix`, the path's
 * extent is found as canvas-confetti finds it (filled points of a 1000 × 1000 grid, every 2
 * pixels) and the matrix centres it and scales its longer side to 10 pixels.
 */
export function shapeFromPath(pathData) {
  if (typeof Path2D !== 'function' || typeof document === 'undefined') {
    throw new Error('Pyro: path confetti need a browser (Path2D)');
  }
  const path = typeof pathData === 'string' ? pathData : pathData.path;
  let matrix = typeof pathData === 'string' ? undefined : pathData.matrix;
  if (!matrix) {
    const shape = new Path2D(path);
    const context = document.createElement('canvas').getContext('2d');
    let minX = 1000, minY = 1000, maxX = 0, maxY = 0;
    for (let x = 0; x < 1000; x += 2) {
      for (let y = 0; y < 1000; y += 2) {
        if (!context.isPointInPath(shape, x, y, 'nonzero')) continue;
        minX = Math.min(minX, x); minY = Math.min(minY, y);
        maxX = Math.max(maxX, x); maxY = Math.max(maxY, y);
      }
    }
    const width = maxX - minX, height = maxY - minY;
    const scale = Math.min(10 / width, 10 / height);
    matrix = [scale, 0, 0, scale, -Math.round(width / 2 + minX) * scale, -Math.round(height / 2 + minY) * scale];
  }
  return { type: 'path', path, matrix };
}

/** The font list canvas-confetti draws emoji with: each system's colour emoji, then sans-serif. */
const emojiFonts = '"Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji", '
  + '"EmojiOne Color", "Android Emoji", "Twemoji Mozilla", "system emoji", sans-serif';

/**
 * canvas-confetti's `shapeFromText`: the text drawn once, at 10 × `scalar` pixels, through the
 * browser's fonts (so the pixels depend on them), with 2 pixels of padding; the matrix brings it
 * back to a piece of about 10 pixels.
 */
export function shapeFromText(textData) {
  if (typeof OffscreenCanvas !== 'function') throw new Error('Pyro: text confetti need a browser (OffscreenCanvas)');
  const { text, scalar = 1, color = '#000000', fontFamily = emojiFonts } = typeof textData === 'string'
    ? { text: textData } : textData;
  const size = 10 * scalar, font = `${size}px ${fontFamily}`, padding = 2;
  const measuring = new OffscreenCanvas(size, size).getContext('2d');
  measuring.font = font;
  const m = measuring.measureText(text);
  const width = Math.ceil(m.actualBoundingBoxRight + m.actualBoundingBoxLeft) + 2 * padding;
  const height = Math.ceil(m.actualBoundingBoxAscent + m.actualBoundingBoxDescent) + 2 * padding;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  context.font = font;
  context.fillStyle = color;
  context.fillText(text, m.actualBoundingBoxLeft + padding, m.actualBoundingBoxAscent + padding);
  const pixels = context.getImageData(0, 0, width, height);
  const bitmap = canvas.transferToImageBitmap();
  bitmapPixels.set(bitmap, pixels);
  const s = 1 / scalar;
  return { type: 'bitmap', bitmap, matrix: [s, 0, 0, s, -width * s / 2, -height * s / 2] };
}

/** canvas-confetti's default `confetti(options)`, on a full-window overlay. */
export const confetti = create(null, { useWorker: true, resize: true });
confetti.create = create;
confetti.shapeFromPath = shapeFromPath;
confetti.shapeFromText = shapeFromText;
/** Removes every piece of the default overlay and resolves its waiting calls. */
export const reset = () => confetti.reset();
export default confetti;
