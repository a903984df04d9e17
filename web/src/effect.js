// One effect attached to one canvas: `attach` and `loadEffect`, and `PyroEffect`, which keeps the
// canvas drawn while anything moves and stops when nothing does or the tab is hidden.

import { failure, fullEngine, input, instantiate, release } from './engine.js';
import { confettiCall } from './options.js';
import { encodeValue } from './page-value.js';
import { chooseRenderer, cpuRenderer, livePixelRatio, prepareRenderer, rendererChoice } from './renderers.js';

/**
 * Seconds during which an effect file's frames are drawn even with no particle alive: its
 * `duration`, and past its last firing (the file has been read by Pyro already, so it parses).
 */
function fileActiveUntil(text) {
  let file;
  try { file = JSON.parse(text); } catch { return 10; }
  const times = (Array.isArray(file.firings) ? file.firings : [{ time: 0 }]).map((f) => +f?.time || 0);
  return Math.max(+file.duration || 0, ...times.map((t) => t + 0.1), 0.1);
}

const finite = (v, fallback = 0) => (Number.isFinite(v) ? v : fallback);
const point = (p) => (Array.isArray(p) ? { x: +p[0], y: +p[1] } : { x: +p?.x, y: +p?.y });
let motionQuery;
/** The page's prefers-reduced-motion query (made on first use: nothing touches the window at import). */
export const reducedMotionQuery = () =>
  (motionQuery ??= typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null);
const fuseStates = ['drawing', 'burning', 'exploding', 'done'];

/** One effect attached to one canvas. Make one with `Pyro.attach`. */
export class PyroEffect {
  #e; #canvas; #context; #image = null; #options;
  #effect; #seed; #points = { width: 0, height: 0 }; #scale = 1;
  #epoch = 0; #pausedAt = null; #userPaused = false; #frame = 0; #activeUntil = 0;
  #reduceMotion; #followSystem; #resizeObserver = null; #onVisibility; #onMotion; #detached = false;
  #lastTime = 0; #pending = []; #redrawQueued = false; #file = null;
  #renderer = cpuRenderer; #rendererChoice = 'auto'; #exact = false; #drawnBy = null; #frameTime = null;

  constructor(exports, canvas, options) {
    this.#e = exports;
    this.#canvas = canvas;
    this.#options = options;
    this.#file = typeof options.file === 'string' ? new TextEncoder().encode(options.file) : null;
    this.#effect = String(options.effect ?? 'confetti-burst');
    const seed = BigInt.asUintN(64, BigInt(Number.isSafeInteger(options.seed) ? options.seed : 1));
    this.#seed = [Number(seed >> 32n), Number(seed & 0xffffffffn)];
    this.#context = canvas.getContext('2d');
    this.#rendererChoice = rendererChoice(options.renderer);
    this.#followSystem = options.reduceMotion === undefined;
    this.#reduceMotion = this.#followSystem ? !!reducedMotionQuery()?.matches : !!options.reduceMotion;
    this.#epoch = performance.now() / 1000;
    this.#measure();
    this.#create();
    // An effect file brings its own background and firings unless the options say otherwise.
    if (!this.#file || options.background !== undefined) {
      if (this.#e.pyro_set_background(input(this.#e, String(options.background ?? 'transparent'))) !== 0) {
        throw failure(this.#e);
      }
    }
    if (this.#file) this.#activeUntil = fileActiveUntil(options.file);
    this.#schedule(options);

    this.#onVisibility = () => (document.hidden ? this.#hold() : this.#release());
    document.addEventListener('visibilitychange', this.#onVisibility);
    this.#onMotion = (event) => {
      if (!this.#followSystem) return;
      this.reduceMotion = event.matches;
      this.#followSystem = true;
    };
    reducedMotionQuery()?.addEventListener('change', this.#onMotion);
    if (typeof ResizeObserver === 'function' && options.resize !== false) {
      this.#resizeObserver = new ResizeObserver(() => this.#resized());
      this.#resizeObserver.observe(canvas);
    }
    if (document.hidden) this.#hold();
    // Last, so that nothing above can throw with a GPU context made; its pixel budget may
    // give the canvas another pixel ratio.
    this.#renderer = this.#chooseRenderer();
    if (this.#renderer !== cpuRenderer) this.#resized();
    this.#wake();
  }

  /** Seconds of effect time now: wall time since attach, minus time spent paused or hidden. */
  get time() {
    return (this.#pausedAt ?? performance.now() / 1000) - this.#epoch;
  }

  /** Live particles at the last frame drawn. */
  get count() { return this.#e.pyro_live_count(); }

  /** The canvas in points (CSS pixels). */
  get size() { return { ...this.#points }; }

  /** The fuse's state ('drawing', 'burning', 'exploding', 'done'), or null for other effects. */
  get state() { return fuseStates[this.#fuseState()] ?? null; }

  /** Whether the fuse is being drawn and has a point to burn from. */
  get canLight() { return this.#fuseState() === 0 && this.#e.pyro_fuse_point_count() >= 1; }

  get reduceMotion() { return this.#reduceMotion; }
  /** The effect's Reduce Motion form on or off (by default it follows prefers-reduced-motion). */
  set reduceMotion(on) {
    this.#followSystem = false;
    this.#reduceMotion = !!on;
    this.#wake();
  }

  /** Who draws the live frames: 'webgl' (the GPU) or 'cpu' (PyroRaster in wasm). */
  get renderer() { return this.#renderer.kind; }
  /**
   * Chooses who draws the live frames, as `attach`'s `renderer` option: 'auto' (WebGL2 on a
   * hardware GPU, else PyroRaster), 'webgl' or 'cpu'. Exact frames are PyroRaster's whatever it is.
   */
  set renderer(choice) {
    const next = rendererChoice(choice);
    this.#renderer.release();
    this.#rendererChoice = next;
    this.#renderer = this.#detached ? cpuRenderer : this.#chooseRenderer();
    this.#rendererChanged();
  }

  /** What draws the live frames, in words: the GL renderer string, or PyroRaster's. */
  get rendererInfo() { return this.#renderer.info; }

  /** The last live frame's milliseconds: `{ simulate, upload, draw }`, or null before one. */
  get frameTime() { return this.#frameTime && { ...this.#frameTime }; }

  /** Fires the effect's action now (a burst, confetti, lighting the fuse), at `at` in points. */
  fire(at) {
    const p = at === undefined ? null : point(at);
    const has = p !== null && Number.isFinite(p.x) && Number.isFinite(p.y);
    this.#e.pyro_trigger(this.time, has ? 1 : 0, has ? p.x : 0, has ? p.y : 0);
    this.#wake();
  }

  /** Adds a point to the fuse being drawn (ignored once lit, and by other effects). */
  addPoint(at) {
    const p = point(at);
    if (Number.isFinite(p.x) && Number.isFinite(p.y)) this.#e.pyro_fuse_add_point(p.x, p.y);
    this.#wake();
  }

  /**
   * Lights the fuse now: along `path` (points, replacing the drawing) if given, else along
   * what was drawn with `addPoint`. Throws an Error that says why it cannot be lit.
   */
  light(path) {
    if (path !== undefined) {
      this.#e.pyro_fuse_reset();
      for (const p of path) this.addPoint(p);
    }
    this.#light(this.time);
  }

  /** Back to an empty drawing (fuse), or to no particles. */
  reset() {
    if (this.#fuseState() >= 0) this.#e.pyro_fuse_reset();
    else this.#create();
    this.#wake();
  }

  /**
   * canvas-confetti's `confetti(options)` on this canvas (attached with effect
   * 'canvas-confetti'): throws a burst now and resolves when its pieces are gone. Rejects, with
   * a message naming the option, where canvas-confetti would throw (colours or shapes that are
   * not a list). `age`: seconds since the call was made (while the engine loaded, say), so its
   * pieces are as far along as they would be had it been thrown then.
   */
  confetti(options = {}, age = 0) {
    const t = this.time - Math.max(finite(age), 0);
    const life = this.#e.pyro_confetti_fire(t, input(this.#e, encodeValue(confettiCall(options, (image) => this.#spriteOf(image)))));
    if (life === -1) return Promise.reject(new Error("Pyro: confetti() needs effect 'canvas-confetti'"));
    if (life < 0) return Promise.reject(failure(this.#e));
    this.#activeUntil = Math.max(this.#activeUntil, t + life + 0.05);
    this.#wake();
    return new Promise((resolve) => this.#pending.push({ end: t + life, resolve }));
  }

  /**
   * Hands the engine a picture (an ImageData: straight RGBA) once, for canvas-confetti's
   * `shapeFromText` shapes; returns its number for `confetti()` calls, or -1 when it cannot.
   */
  sprite(image) {
    if (input(this.#e, new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength)) < 0) return -1;
    return this.#e.pyro_sprite(image.width, image.height);
  }

  /** Removes every canvas-confetti piece and settles the waiting promises. */
  clearConfetti() {
    this.#e.pyro_confetti_reset();
    this.#activeUntil = 0;
    this.#settle(Infinity);
    this.#wake();
  }

  pause() { this.#userPaused = true; this.#hold(); }
  resume() { this.#userPaused = false; this.#release(); }

  /** Stops drawing and lets go of the canvas (it keeps its last frame) and of the GPU's context. */
  detach() {
    this.#detached = true;
    this.#renderer.release();
    this.#renderer = cpuRenderer;
    cancelAnimationFrame(this.#frame);
    this.#resizeObserver?.disconnect();
    document.removeEventListener('visibilitychange', this.#onVisibility);
    reducedMotionQuery()?.removeEventListener('change', this.#onMotion);
  }

  /** Detaches `effect` and hands its engine instance on to the next canvas; nothing may use `effect` after. */
  static retire(effect) {
    effect.detach();
    release(effect.#e);
  }

  /**
   * Draws the frame at effect time `t` seconds and pauses there: the same pixels as
   * `pyro render` for the same effect, seed, size, background and time.
   */
  renderAt(t) { this.#holdAt(t, true); }

  /**
   * Draws the frame at effect time `t` seconds with the live renderer and pauses there (to
   * scrub; `renderAt` draws the exact frame). `resume()` plays on from `t`.
   */
  seek(t) { this.#holdAt(t, false); }

  /** Pauses at `t` seconds and draws that frame: PyroRaster's exact one, or the live renderer's. */
  #holdAt(t, exact) {
    this.#userPaused = true;
    this.#hold();
    this.#pausedAt = this.#epoch + finite(+t);
    this.#exact = exact;
    this.#draw(finite(+t));
  }

  /**
   * The straight-alpha RGBA bytes (a copy) of PyroRaster's frame at the time last drawn, for
   * tests and screenshots: exactly `pyro render`'s, whichever renderer drew the canvas.
   */
  pixels() {
    if (!this.#image) return new Uint8ClampedArray(0);
    if (this.#drawnBy !== 'cpu') {
      const address = this.#e.pyro_draw(this.#lastTime, this.#reduceMotion ? 1 : 0);
      if (address) return new Uint8ClampedArray(this.#e.memory.buffer, address, this.#image.data.length).slice();
    }
    return new Uint8ClampedArray(this.#image.data);
  }

  // ---- inside ------------------------------------------------------------------------------

  /** The fuse's state (see `state`): -1 for other effects, and in confetti.wasm, which has no fuse. */
  #fuseState() { return this.#e.pyro_fuse_state ? this.#e.pyro_fuse_state() : -1; }

  #sprites = new WeakMap();

  /** The engine's number for a picture, handed over on first use. */
  #spriteOf(image) {
    if (!this.#sprites.has(image)) this.#sprites.set(image, this.sprite(image));
    return this.#sprites.get(image);
  }

  #measure() {
    let dpr = Math.min(Math.max(finite(this.#options.pixelRatio ?? globalThis.devicePixelRatio, 1), 0.25), 8);
    // A canvas laid out on the page is sized by its CSS box (zero is zero); one that is not
    // (detached, display: none, or resize: false) by its width and height attributes.
    const laidOut = this.#options.resize !== false && this.#canvas.isConnected && this.#canvas.getClientRects().length > 0;
    const box = laidOut ? this.#canvas.getBoundingClientRect() : null;
    const width = box ? box.width : this.#canvas.width / dpr, height = box ? box.height : this.#canvas.height / dpr;
    // HiDPI: devicePixelRatio unless the frame would pass its renderer's pixel budget; with
    // `maxPixels`, a HiDPI scale is lowered (to 1 at the least) until the frame holds no more.
    if (box && this.#options.pixelRatio === undefined) {
      dpr = livePixelRatio(dpr, width, height, this.#renderer.kind);
    }
    // The engine draws at most 16384 pixels a side; a larger box is drawn at a lower scale.
    const fit = Math.min(1, 16384 / Math.max(width * dpr, 1), 16384 / Math.max(height * dpr, 1));
    const budget = Math.sqrt(finite(this.#options.maxPixels, Infinity) / Math.max(width * height, 1));
    this.#scale = Math.min(dpr, Math.max(budget, Math.min(dpr, 1))) * fit;
    this.#points = { width: Math.max(finite(width), 0), height: Math.max(finite(height), 0) };
  }

  /** Makes the stage from the preset or from the effect file's UTF-8 bytes; throws Pyro's reading error when the file cannot be used. */
  #create() {
    const { width, height } = this.#points;
    const e = this.#e, seed = this.#seed, scale = this.#scale;
    let status;
    if (this.#file) {
      const length = input(e, this.#file);
      if (length < 0) throw new Error(`Pyro: the effect file has ${this.#file.length} bytes; at most 16 MiB are read`);
      status = e.pyro_create_from_file(length, seed[0], seed[1], width, height, scale);
    } else {
      status = e.pyro_create(input(e, this.#effect), seed[0], seed[1], width, height, scale);
    }
    if (status === -2) throw failure(e);
    if (status !== 0) throw new Error(`Pyro: cannot draw a ${width} x ${height} canvas at scale ${scale}`);
    this.#sync();
  }

  /** Matches the canvas's backing store to the engine's pixels. */
  #sync() {
    const w = this.#e.pyro_pixel_width(), h = this.#e.pyro_pixel_height();
    if (this.#canvas.width !== w) this.#canvas.width = w;
    if (this.#canvas.height !== h) this.#canvas.height = h;
    this.#image = w > 0 && h > 0 ? new ImageData(w, h) : null;
  }

  /** The renderer `#rendererChoice` picks (`chooseRenderer`), chosen again once the GPU's code is in. */
  #chooseRenderer() {
    const choice = this.#rendererChoice;
    return chooseRenderer(choice, () => this.#contextLost(), () => {
      if (this.#detached || this.#rendererChoice !== choice || this.#renderer !== cpuRenderer) return;
      this.#renderer = this.#chooseRenderer();
      if (this.#renderer !== cpuRenderer) this.#rendererChanged();
    });
  }

  /** The GPU's context is gone: PyroRaster draws from now on. */
  #contextLost() {
    this.#renderer.release();
    this.#renderer = cpuRenderer;
    this.#rendererChanged();
  }

  /** A new renderer may draw at another pixel ratio; either way the frame is drawn again by it. */
  #rendererChanged() {
    if (this.#detached) return;
    this.#resized(true);
  }

  #resized(redraw = false) {
    if (this.#detached) return;
    const before = this.#points, scale = this.#scale;
    this.#measure();
    const now = this.#points;
    const same = before.width === now.width && before.height === now.height && scale === this.#scale;
    if (same && !redraw) return;
    if (same) {
      if (!document.hidden) this.#draw(this.#lastTime);
      return;
    }
    // The effect keeps running at the new size (Effect.resize): live particles carry on and
    // places given as fractions of the canvas follow it.
    if (this.#e.pyro_resize(this.#points.width, this.#points.height, this.#scale) === 0) this.#sync();
    this.#draw(this.#lastTime);
    this.#wake();
  }

  #schedule(options) {
    const fireAt = options.fireAt === undefined ? [] : [].concat(options.fireAt).map(Number).filter(Number.isFinite);
    if (this.#fuseState() >= 0) {
      if (options.path === undefined && options.lightAt === undefined && fireAt.length === 0) return;
      if (options.path === undefined) this.#e.pyro_fuse_use_sample_path();
      else for (const p of options.path) this.addPoint(p);
      this.#light(finite(+(options.lightAt ?? fireAt[0] ?? 0)));
      return;
    }
    const origins = options.origin === undefined ? [] : (Array.isArray(options.origin) && !Array.isArray(options.origin[0]) && typeof options.origin[0] !== 'object' ? [options.origin] : [].concat(options.origin)).map(point);
    fireAt.forEach((t, i) => {
      const o = origins.length ? origins[Math.min(i, origins.length - 1)] : null;
      const has = o !== null && Number.isFinite(o.x) && Number.isFinite(o.y);
      this.#e.pyro_trigger(t, has ? 1 : 0, has ? o.x : 0, has ? o.y : 0);
      this.#activeUntil = Math.max(this.#activeUntil, t + 0.1);
    });
  }

  #light(t) {
    if (this.#e.pyro_fuse_light(t) !== 0) throw failure(this.#e);
    this.#activeUntil = Math.max(this.#activeUntil, t + 0.1);
    this.#wake();
  }

  #hold() {
    if (this.#pausedAt === null) this.#pausedAt = performance.now() / 1000;
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  #release() {
    if (this.#userPaused || document.hidden || this.#pausedAt === null) return;
    this.#exact = false;
    this.#epoch += performance.now() / 1000 - this.#pausedAt;
    this.#pausedAt = null;
    this.#wake();
  }

  /** Makes sure a frame is coming (when running), or redraws the held frame (when paused). */
  #wake() {
    if (this.#detached) return;
    if (this.#pausedAt !== null) {
      // One redraw of the held frame for any number of calls in a row (a drag of thousands
      // of points costs one frame).
      if (!document.hidden && !this.#redrawQueued) {
        this.#redrawQueued = true;
        queueMicrotask(() => {
          this.#redrawQueued = false;
          if (!this.#detached && this.#pausedAt !== null) this.#draw(this.time);
        });
      }
      return;
    }
    if (!this.#frame) this.#frame = requestAnimationFrame(() => this.#tick());
  }

  #tick() {
    this.#frame = 0;
    if (this.#detached || this.#pausedAt !== null) return;
    const t = this.time;
    this.#draw(t);
    this.#settle(t);
    // Keep going while anything moves: live particles, a burning fuse, a trigger to come.
    const state = this.#fuseState();
    if (this.count > 0 || state === 1 || state === 2 || t < this.#activeUntil) {
      this.#frame = requestAnimationFrame(() => this.#tick());
    } else {
      this.#canvas.dispatchEvent(new CustomEvent('pyroidle', { detail: { time: t } }));
    }
  }

  /** Resolves the confetti promises whose pieces are gone by `t`. */
  #settle(t) {
    const done = this.#pending.filter((p) => p.end <= t);
    this.#pending = this.#pending.filter((p) => p.end > t);
    for (const p of done) p.resolve();
  }

  /** Draws the frame at `t`: PyroRaster's exact one after `renderAt`, else the live renderer's. */
  #draw(t) {
    this.#lastTime = t;
    const renderer = this.#exact ? cpuRenderer : this.#renderer;
    const ms = renderer.draw(this.#e, t, this.#reduceMotion, this.#image, this.#context);
    this.#drawnBy = renderer.kind;
    this.#frameTime = ms;
    if (!this.#image) return;
    this.#canvas.dispatchEvent(new CustomEvent('pyroframe', {
      detail: { time: t, count: this.count, renderer: renderer.kind, ms },
    }));
  }
}

/**
 * Attaches an effect to a canvas. Options mirror `pyro render`'s flags: `effect` (a preset
 * name), `seed`, `background`, `fireAt` (times in seconds), `origin` (points, one per firing),
 * `path` and `lightAt` (fuse-firework), `reduceMotion` (default: follows
 * prefers-reduced-motion), `resize` (default true: follow the canvas's CSS size), `file` (an
 * effect file's JSON text instead of `effect`; see `loadEffect`).
 */
export async function attach(canvas, options = {}) {
  return attachTo(undefined, canvas, options);
}

/**
 * `attach` on the engine at `engineURL`: when undefined, pyro.wasm for a preset and pyro-full.wasm
 * for an effect file (confetti.js names confetti.wasm).
 */
export async function attachTo(engineURL, canvas, options = {}) {
  if (!canvas || typeof canvas.getContext !== 'function') throw new Error('Pyro.attach: the first argument must be a <canvas>');
  const url = engineURL ?? (typeof options.file === 'string' ? fullEngine() : undefined);
  const [exports] = await Promise.all([instantiate(url), prepareRenderer(rendererChoice(options.renderer))]);
  return new PyroEffect(exports, canvas, options);
}

/**
 * Plays an effect file (its JSON text, as `pyro render FILE.json` reads it) on `canvas`: the
 * file's effect, background and firings, with the other `attach` options (seed, pixelRatio,
 * resize, background to replace the file's). Rejects with an Error carrying Pyro's message
 * (line, column, JSON path, what is allowed) when the file cannot be used.
 */
export async function loadEffect(canvas, jsonText, options = {}) {
  if (typeof jsonText !== 'string') throw new Error('Pyro.loadEffect: the second argument must be the effect file\'s JSON text');
  return attach(canvas, { ...options, file: jsonText });
}
