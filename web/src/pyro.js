// Pyro in the browser: the Swift engine (PyroCore + PyroRaster as Embedded Swift in pyro.wasm)
// drawing into a <canvas>. An ES module with no dependencies; importing it fetches nothing.
//
//   import { Pyro } from './pyro.js';
//   const fx = await Pyro.attach(canvas, { effect: 'confetti-burst', seed: 7 });
//   fx.fire({ x: 200, y: 300 });
//
// Coordinates are CSS pixels (Pyro's points) from the canvas's top-left; the canvas's backing
// store is sized to its CSS box times devicePixelRatio, so frames are sharp on HiDPI screens.

import { confetti, load as loadConfetti } from './confetti.js';
import { attach, loadEffect, PyroEffect } from './effect.js';
import { defaults, fullEngine, load as loadEngine, memoryUse } from './engine.js';

/**
 * Fetches and compiles the engines now rather than on first use: pyro.wasm, for `attach` with a
 * preset, and confetti.wasm, for `confetti()`, with a Worker readied where the browser can draw
 * from one (for canvas-confetti's overlay and `useWorker`); with `{ effectFiles: true }`,
 * pyro-full.wasm too, for `loadEffect` (pyro.wasm and the effect-file reader, fetched on the
 * first `loadEffect` otherwise). A string or URL instead names another build of pyro.wasm to
 * load. Resolves to what pyro.wasm knows: `presets`, `refused`, `confetti` (canvas-confetti's
 * options) and `labels`.
 */
export async function load(what) {
  const url = typeof what === 'string' || what instanceof URL ? what : undefined;
  const files = what?.effectFiles === true ? loadEngine(fullEngine()) : null;
  const [facts] = await Promise.all([loadEngine(url), loadConfetti(), files]);
  return facts;
}

export { attach, confetti, defaults, loadEffect, memoryUse, PyroEffect };
export { create } from './confetti.js';
export const Pyro = Object.freeze({ attach, loadEffect, load, confetti, defaults, memoryUse });
export default confetti;
