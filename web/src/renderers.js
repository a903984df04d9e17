// Who draws an effect's live frames: PyroRaster inside wasm (shown with putImageData), or the
// GPU through WebGL2 (webgl/renderer.js). Each frame is timed in three parts: simulate (the
// engine's update and display list), upload (bytes or instances to the browser or the GPU) and
// draw (rasterizing, or the GPU's draw calls and the copy onto the page's canvas).
//
// The WebGL2 renderer's code (webgl/renderer.js, its shaders and stroke passes: about 6 KB
// gzipped) is imported only when a frame is to be drawn by the GPU, so that a page whose frames
// PyroRaster draws (the confetti overlay's worker, `renderer: 'cpu'`, a machine without a GPU)
// neither fetches nor parses it. Only the small probe that decides 'auto' is imported here.

import { hasHardwareWebGL2 } from './webgl/context.js';

/** The renderer choices `attach` takes. */
export const rendererChoices = ['auto', 'webgl', 'cpu'];

/**
 * Most pixels a live frame draws by default, per renderer: at devicePixelRatio a larger canvas
 * is drawn at a lower ratio, but never below one pixel per CSS pixel. PyroRaster clears,
 * converts and copies every pixel on one core each frame, whatever is drawn: an empty 1920 ×
 * 1080 frame took 10.3 ms in Chromium on this project's loaded 2-core machine (about 5 ns a
 * pixel), so a larger frame would leave no time for the particles. A GPU's fill rate allows
 * 3840 × 2160.
 */
export const pixelBudget = { cpu: 1920 * 1080, webgl: 3840 * 2160 };

/**
 * The pixel ratio a live frame of `width` × `height` CSS pixels is drawn at by default:
 * `devicePixelRatio`, capped so the frame stays within its renderer's `pixelBudget`, but not
 * below 1 (or `devicePixelRatio` itself when that is lower).
 */
export function livePixelRatio(devicePixelRatio, width, height, kind) {
  const area = width * height;
  if (!(area > 0)) return devicePixelRatio;
  return Math.min(devicePixelRatio, Math.max(1, Math.sqrt(pixelBudget[kind] / area)));
}

/** Reads `renderer`, an `attach` option: one of `rendererChoices` (default 'auto'). */
export function rendererChoice(renderer) {
  const choice = renderer ?? 'auto';
  if (!rendererChoices.includes(choice)) {
    throw new Error(`Pyro: renderer must be 'auto', 'webgl' or 'cpu' (it was ${JSON.stringify(renderer)})`);
  }
  return choice;
}

/** PyroRaster in wasm: the frame's straight bytes put on the canvas with putImageData. */
export const cpuRenderer = Object.freeze({
  kind: 'cpu',
  info: 'PyroRaster (WebAssembly)',
  /** Draws the frame at `time` into `image` (an ImageData of the canvas's size) and onto `context`. */
  draw(e, time, reduceMotion, image, context) {
    const start = performance.now();
    e.pyro_simulate(time, reduceMotion ? 1 : 0);
    const simulated = performance.now();
    const address = e.pyro_rasterize();
    const drawn = performance.now();
    if (!image || !address) return { simulate: simulated - start, upload: 0, draw: drawn - simulated };
    image.data.set(new Uint8ClampedArray(e.memory.buffer, address, image.data.length));
    context.putImageData(image, 0, 0);
    return { simulate: simulated - start, upload: performance.now() - drawn, draw: drawn - simulated };
  },
  release() {},
});

/** The GPU: the engine lays the frame out (`pyro_gpu_frame`) and WebGL2 draws it. */
class GPURenderer {
  #gl;
  constructor(gl) { this.#gl = gl; }
  get kind() { return 'webgl'; }
  get info() { return this.#gl.info; }
  get lost() { return this.#gl.lost; }

  draw(e, time, reduceMotion, image, context) {
    const start = performance.now();
    const address = e.pyro_gpu_frame(time, reduceMotion ? 1 : 0);
    const simulated = performance.now();
    const { width, height } = context.canvas;
    const times = address && width > 0 && height > 0
      ? this.#gl.draw(e.memory, address, width, height, context) : { upload: 0, draw: 0 };
    return { simulate: simulated - start, ...(times ?? { upload: 0, draw: 0 }) };
  }

  release() { this.#gl.release(); }
}

/** Whether `choice` would draw with the GPU on this page (before any context is made for it). */
const wantsGPU = (choice) =>
  choice !== 'cpu' && typeof document !== 'undefined' && (choice === 'webgl' || hasHardwareWebGL2());

/** webgl/renderer.js once imported (`loadGPU`), else null. */
let gpuModule = null;
let gpuLoading = null;

/** Imports webgl/renderer.js once, on first need; later calls share the same promise. */
function loadGPU() {
  gpuLoading ??= import('./webgl/renderer.js').then((module) => (gpuModule = module));
  return gpuLoading;
}

/**
 * Resolves when `chooseRenderer(choice)` can make the renderer it picks: at once for PyroRaster,
 * after webgl/renderer.js is imported for the GPU. `attach` awaits it beside the wasm, so that an
 * effect draws its first frame with the renderer it will keep.
 */
export async function prepareRenderer(choice) {
  // Should the import fail (a network error), PyroRaster draws: `renderer` then says 'cpu'.
  if (wantsGPU(choice)) await loadGPU().catch(() => {});
}

/**
 * The renderer for `choice`: 'cpu' is PyroRaster; 'webgl' is WebGL2 wherever a context can be
 * had (software GL included, for tests), else PyroRaster; 'auto' is WebGL2 only on hardware
 * (a context made with `failIfMajorPerformanceCaveat` whose renderer is not a software one),
 * else PyroRaster. `onLost` is called if the GPU's context is lost later. When the GPU is
 * chosen before its code has been imported (a `renderer` set after `attach` with 'cpu'),
 * PyroRaster draws meanwhile, and `onReady` is called once the code is in, to choose again.
 */
export function chooseRenderer(choice, onLost, onReady) {
  if (!wantsGPU(choice)) return cpuRenderer;
  if (!gpuModule) {
    loadGPU().then(onReady, () => {});
    return cpuRenderer;
  }
  const gl = gpuModule.WebGLRenderer.create({ hardwareOnly: choice === 'auto', onLost });
  return gl ? new GPURenderer(gl) : cpuRenderer;
}
