// Pyro in the browser: the Swift engine (PyroCore + PyroRaster as Embedded Swift in pyro.wasm)
// drawing into a <canvas>. An ES module with no dependencies; importing it fetches nothing.
//
//   import { Pyro } from './pyro.js';
//   const fx = await Pyro.attach(canvas, { effect: 'confetti-burst', seed: 7 });
//   fx.fire({ x: 200, y: 300 });
//
// Coordinates are CSS pixels (Pyro's points) from the canvas's top-left; the canvas's backing
// store is sized to its CSS box times devicePixelRatio, so frames are sharp on HiDPI screens.

import { confetti } from './confetti.js';
import { attach, loadEffect, PyroEffect } from './effect.js';
import { compile, defaults, load as loadEngine, memoryUse } from './engine.js';
import { prepareWorker } from './worker-surface.js';

/**
 * Fetches and compiles the engine now rather than on first use, readies a Worker with it where
 * the browser can draw from one (for canvas-confetti's overlay and `useWorker`), and resolves to
 * what the engine knows: `presets`, `refused`, `confetti` (canvas-confetti's options) and `labels`.
 */
export async function load(url) {
  const facts = await loadEngine(url);
  await prepareWorker(await compile());
  return facts;
}

export { attach, confetti, defaults, loadEffect, memoryUse, PyroEffect };
export { create } from './confetti.js';
export const Pyro = Object.freeze({ attach, loadEffect, load, confetti, defaults, memoryUse });
export default confetti;
