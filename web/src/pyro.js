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
import { defaults, load } from './engine.js';

export { attach, confetti, defaults, load, loadEffect, PyroEffect };
export { create } from './confetti.js';
export const Pyro = Object.freeze({ attach, loadEffect, load, confetti, defaults });
export default confetti;
