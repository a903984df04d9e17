// The page's side of worker.js: a canvas handed to a Worker (transferControlToOffscreen), which
// runs the engine and draws there, so confetti keeps flying while the main thread is busy.

import { confettiCall } from './options.js';

/** Whether this browser can draw a canvas from a Worker. */
export const canUseWorker = () => typeof Worker === 'function' && typeof OffscreenCanvas === 'function'
  && typeof HTMLCanvasElement === 'function' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype;

/** Calls in flight in any worker, by number: how to settle each. */
const calls = new Map();
let nextCall = 0;
/** Keys for pictures, the same in every worker. */
const pictureKeys = new WeakMap();
let nextKey = 0;

function answer({ done, error, ready, prepared }) {
  if (ready || prepared) return;
  const call = calls.get(done);
  if (call === undefined) {
    if (error) console.warn(`Pyro: ${error}`);
    return;
  }
  calls.delete(done);
  if (error) call.reject(new Error(error)); else call.resolve();
}

/**
 * A new worker running the engine, and whether it loaded: a promise of the worker, or of null
 * when worker.js could not be loaded (a bundle that left it behind), so that the page draws
 * in its own thread instead.
 */
export function startWorker() {
  let worker;
  try {
    worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  } catch {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    worker.onmessage = ({ data }) => {
      if (data.ready) resolve(worker);
      answer(data);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(null);
    };
  });
}

let spare = null;

/**
 * Starts a worker and readies the engine in it (`module`, compiled by the page), for the next
 * worker surface; `Pyro.load()` does this so that the first call draws at once. Resolves when the
 * worker is ready (at once where there is no worker to ready).
 */
export function prepareWorker(module) {
  if (spare || !canUseWorker()) return spare ?? Promise.resolve(null);
  spare = startWorker().then((worker) => worker && new Promise((resolve) => {
    worker.addEventListener('message', function ready({ data }) {
      if (!data.prepared) return;
      worker.removeEventListener('message', ready);
      resolve(worker);
    });
    worker.postMessage({ kind: 'prepare', module });
  }));
  return spare;
}

/** The readied worker, if there is one, else a new one (see `startWorker`). */
export function takeWorker() {
  const worker = spare ?? startWorker();
  spare = null;
  return worker;
}

/**
 * canvas-confetti's calls drawn by `worker` on `canvas`, sized by `measure()` (`{ width, height,
 * scale }`: CSS pixels and pixels per CSS pixel). A worker draws one canvas at a time: handing it
 * another (the overlay's next showing) ends the last.
 */
export class WorkerSurface {
  #worker; #owned; #mine = new Set(); #sent = new WeakSet(); #measure; #observer = null;

  /** `worker` has loaded (see `startWorker`); `owned`: stop it when the surface goes. */
  constructor(canvas, measure, { resize, seed, worker, owned, module }) {
    this.#measure = measure;
    this.#owned = owned;
    this.#worker = worker;
    const offscreen = canvas.transferControlToOffscreen();
    // `module`, the page's compiled engine: the worker instantiates it rather than fetch and compile its own.
    this.#worker.postMessage({ kind: 'init', canvas: offscreen, seed, module, ...measure() }, [offscreen]);
    if (resize && typeof ResizeObserver === 'function') {
      this.#observer = new ResizeObserver(() => this.#worker.postMessage({ kind: 'resize', ...this.#measure() }));
      this.#observer.observe(canvas);
    }
  }

  /**
   * Throws one call's pieces, `age` seconds after the call was made; resolves when they are gone,
   * rejects with the engine's sentence.
   */
  fire(options, age = 0) {
    const pictures = [];
    const call = confettiCall(options, (image) => {
      if (!pictureKeys.has(image)) pictureKeys.set(image, `p${nextKey++}`);
      if (!this.#sent.has(image)) {
        this.#sent.add(image);
        pictures.push([pictureKeys.get(image), image]);
      }
      return pictureKeys.get(image);
    });
    const id = nextCall++;
    this.#mine.add(id);
    this.#worker.postMessage({ kind: 'fire', id, call, pictures, age });
    return new Promise((resolve, reject) => calls.set(id, { resolve, reject })).finally(() => this.#mine.delete(id));
  }

  /** The canvas in CSS pixels. */
  get size() { return this.#measure(); }

  /** Removes every piece; every waiting call resolves. */
  reset() { this.#worker.postMessage({ kind: 'reset' }); }

  /** Lets go of the canvas (and stops the worker when it is this surface's own); waiting calls resolve. */
  dispose() {
    this.#observer?.disconnect();
    if (this.#owned) this.#worker.terminate();
    for (const id of this.#mine) answer({ done: id });
  }
}
