// The engine in a Worker, drawing canvas-confetti's bursts into an OffscreenCanvas, for
// `confetti.create(canvas, { useWorker: true })` and the default overlay. The page's side is
// worker-surface.js. The worker says `ready` once loaded; messages: `init` (the canvas, its size in points and its scale), `fire`
// (a call's options and the pictures it uses), `resize`, `reset`. The worker answers `done` with a
// call's number when its pieces are gone, and `error` with the engine's sentence.

import { adopt, failure, input, instantiate, load } from './engine.js';
import { encodeValue } from './page-value.js';

let e = null, canvas = null, context = null, image = null, frame = 0;
let epoch = 0;
/** Calls in flight: their number and the time their last piece is gone. */
let pending = [];
let activeUntil = 0;
const sprites = new Map();

const now = () => performance.now() / 1000 - epoch;
const nextFrame = (f) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(f) : setTimeout(f, 16));

function sync() {
  const w = e.pyro_pixel_width(), h = e.pyro_pixel_height();
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  image = w > 0 && h > 0 ? new ImageData(w, h) : null;
}

function tick() {
  frame = 0;
  const t = now();
  const address = e.pyro_draw(t, 0);
  if (image && address) {
    image.data.set(new Uint8ClampedArray(e.memory.buffer, address, image.data.length));
    context.putImageData(image, 0, 0);
  }
  for (const p of pending.filter((c) => c.end <= t)) postMessage({ done: p.id });
  pending = pending.filter((c) => c.end > t);
  if (e.pyro_live_count() > 0 || t < activeUntil) frame = nextFrame(tick);
}

const wake = () => { if (!frame) frame = nextFrame(tick); };

const handlers = {
  /** Readies an instance of the page's compiled engine before any canvas comes. */
  async prepare({ module }) {
    adopt(module);
    await load();
    postMessage({ prepared: true });
  },
  async init(message) {
    const { width, height, scale, seed } = message;
    if (message.module) adopt(message.module);
    await load();
    e = await instantiate();
    sprites.clear();
    pending = [];
    epoch = performance.now() / 1000;
    const status = e.pyro_create(input(e, 'canvas-confetti'), 0, seed >>> 0, width, height, scale);
    if (status !== 0) throw status === -2 ? failure(e) : new Error(`Pyro: cannot draw a ${width} x ${height} canvas`);
    canvas = message.canvas;
    context = canvas.getContext('2d');
    sync();
  },
  fire({ id, call, pictures, age }) {
    for (const [key, picture] of pictures) {
      if (sprites.has(key)) continue;
      sprites.set(key, input(e, new Uint8Array(picture.data.buffer)) < 0 ? -1 : e.pyro_sprite(picture.width, picture.height));
    }
    for (const shape of Array.isArray(call.shapes) ? call.shapes : []) {
      if (shape?.type === 'bitmap' && typeof shape.sprite === 'string') shape.sprite = sprites.get(shape.sprite) ?? -1;
    }
    const t = now() - Math.max(age || 0, 0);
    const life = e.pyro_confetti_fire(t, input(e, encodeValue(call)));
    if (life < 0) return postMessage({ done: id, error: failure(e).message });
    pending.push({ id, end: t + life });
    activeUntil = Math.max(activeUntil, t + life + 0.05);
    wake();
  },
  resize({ width, height, scale }) {
    if (e.pyro_resize(width, height, scale) === 0) sync();
    wake();
  },
  reset() {
    e.pyro_confetti_reset();
    for (const p of pending) postMessage({ done: p.id });
    pending = [];
    activeUntil = 0;
    wake();
  },
};

// Messages are handled in order: a fire waits for the engine to load.
let queue = Promise.resolve();
self.onmessage = ({ data }) => {
  queue = queue.then(() => handlers[data.kind](data)).catch((error) => postMessage({ error: String(error.message ?? error) }));
};

// The page hands over its canvas only once this module (and the engine's loader) has loaded.
postMessage({ ready: true });
