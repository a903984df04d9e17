// Pyro in the browser: every public call of pyro.js (the full engine).

import confetti from './confetti.js';

export { confetti };
export { create } from './confetti.js';
export default confetti;

/** A point in CSS pixels from the canvas's top-left: `{x, y}` or `[x, y]`. */
export type Point = { x: number; y: number } | [number, number];

/** `Pyro.attach`'s options; they mirror `pyro render`'s flags. */
export interface AttachOptions {
  /** A preset name, as `pyro list` gives them. @default 'confetti-burst' */
  effect?: string;
  /** The random seed: the same seed, size and time give the same pixels. @default 1 */
  seed?: number;
  /** `transparent`, a colour (a name or `#RRGGBB[AA]`) or `TOP-BOTTOM`. @default 'transparent' */
  background?: string;
  /** Seconds at which the effect's action fires (a burst, confetti; the fuse is lit at the first). */
  fireAt?: number | number[];
  /** Where each firing starts: one point, or one per firing. */
  origin?: Point | Point[];
  /** The fuse's path (fuse-firework); `fireAt` alone lights the sample path. */
  path?: Point[];
  /** When the fuse is lit, in seconds. */
  lightAt?: number;
  /** Reduce Motion's form; by default it follows prefers-reduced-motion, live. */
  reduceMotion?: boolean;
  /** Follow the canvas's CSS size (true), or keep its width and height attributes. @default true */
  resize?: boolean;
  /**
   * Pixels per CSS pixel. @default devicePixelRatio, capped so that a live frame stays within
   * its renderer's pixel budget (1920 × 1080 for PyroRaster, 3840 × 2160 for WebGL2), but not below 1
   */
  pixelRatio?: number;
  /** The most pixels a frame is drawn in: a HiDPI scale is lowered (to 1 at the least) to stay within. */
  maxPixels?: number;
  /**
   * Who draws the live frames: 'auto' takes WebGL2 on a hardware GPU only, else PyroRaster;
   * 'webgl' or 'cpu' forces one. Exact frames (`renderAt`, `pixels`) are PyroRaster's. @default 'auto'
   */
  renderer?: RendererChoice;
}

/** `renderer`'s choices. */
export type RendererChoice = 'auto' | 'webgl' | 'cpu';

/** What the fuse is doing. */
export type FuseState = 'drawing' | 'burning' | 'exploding' | 'done';

/** One effect attached to one canvas. */
export class PyroEffect {
  private constructor();
  /** Seconds of effect time now (paused and hidden time left out). */
  readonly time: number;
  /** Live particles at the last frame drawn. */
  readonly count: number;
  /** The canvas in CSS pixels. */
  readonly size: { width: number; height: number };
  /** The fuse's state, or null for other effects. */
  readonly state: FuseState | null;
  /** Whether the fuse is being drawn and has a point to burn from. */
  readonly canLight: boolean;
  /** Reduce Motion's form on or off. */
  reduceMotion: boolean;
  /** Who draws the live frames now; set it to choose again (a lost GPU context makes it 'cpu'). */
  get renderer(): 'webgl' | 'cpu';
  set renderer(choice: RendererChoice);
  /** What draws the live frames, in words: the GL renderer string, or PyroRaster's. */
  readonly rendererInfo: string;
  /** The last live frame's milliseconds, or null before one. */
  readonly frameTime: { simulate: number; upload: number; draw: number } | null;
  /** Fires the effect's action now, at `at` if given. */
  fire(at?: Point): void;
  /** Adds a point to the fuse being drawn. */
  addPoint(at: Point): void;
  /** Lights the fuse now, along `path` if given; throws an Error saying why it cannot. */
  light(path?: Point[]): void;
  /** Back to an empty drawing (the fuse), or to no particles. */
  reset(): void;
  /** canvas-confetti's call on this canvas (attached with effect 'canvas-confetti'). */
  confetti(options?: confetti.Options): Promise<void>;
  /** Removes every canvas-confetti piece and resolves the waiting promises. */
  clearConfetti(): void;
  pause(): void;
  resume(): void;
  /** Stops drawing and lets go of the canvas. */
  detach(): void;
  /** Draws the frame at `t` seconds and holds it: `pyro render`'s pixels for the same arguments. */
  renderAt(t: number): void;
  /** Draws the frame at `t` seconds with the live renderer and holds it (to scrub). */
  seek(t: number): void;
  /** PyroRaster's straight-alpha RGBA bytes (a copy) at the time last drawn: `pyro render`'s. */
  pixels(): Uint8ClampedArray;
}

/** One of canvas-confetti's options as the engine declares it. */
export interface ConfettiOption {
  name: string;
  option: keyof confetti.Options;
  type: 'integer' | 'number' | 'point' | 'colors' | 'names' | 'flag';
  default: unknown;
  min?: number;
  max?: number;
  choices?: string[];
  summary: string;
}

/** What the engine knows, from `load()`. */
export interface EngineFacts {
  /** The effects' names, in `pyro list`'s order. */
  presets: string[];
  /** Those the browser build cannot draw (their pictures are text). */
  refused: string[];
  /** canvas-confetti's options. */
  confetti: ConfettiOption[];
  /** The demos' button and hint texts. */
  labels: Record<string, string>;
}

/** Attaches an effect to a canvas. */
export function attach(canvas: HTMLCanvasElement, options?: AttachOptions): Promise<PyroEffect>;
/** Plays an effect file's JSON text; rejects with Pyro's message when the file cannot be used. */
export function loadEffect(canvas: HTMLCanvasElement, jsonText: string, options?: AttachOptions): Promise<PyroEffect>;
/** What `load` fetches beside pyro.wasm and confetti.wasm. */
export interface LoadOptions {
  /** Also pyro-full.wasm, the engine with the effect-file reader, for `loadEffect` (default false). */
  effectFiles?: boolean;
}
/**
 * Fetches and compiles the engines now rather than on first use: pyro.wasm (or the build at
 * `url`) and confetti.wasm, and with `{ effectFiles: true }` pyro-full.wasm.
 */
export function load(url?: string | URL): Promise<EngineFacts>;
export function load(options: LoadOptions): Promise<EngineFacts>;
/**
 * The engine instances this thread still holds and the bytes of their memories (a worker's are
 * its own): for checking that memory stays flat, after a garbage collection.
 */
export function memoryUse(): { instances: number; bytes: number };
/** The page options' defaults and, once loaded, canvas-confetti's. */
export const defaults: Readonly<Record<string, unknown>>;

export const Pyro: {
  readonly attach: typeof attach;
  readonly loadEffect: typeof loadEffect;
  readonly load: typeof load;
  readonly confetti: typeof confetti;
  readonly defaults: typeof defaults;
  readonly memoryUse: typeof memoryUse;
};
