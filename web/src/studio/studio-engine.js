// The studio's engine: one instance of studio.wasm (PyroWeb's C ABI and PyroStudio's), which holds
// the file being designed and the stage that draws it. Every call is synchronous and cheap to
// make; what the engine says is passed on in its own words.

import { compile, engineFacts, input, text } from '../engine.js';

/** Where the studio's wasm is: next to the page, one folder up from this module. */
export const studioWasm = new URL('../studio.wasm', import.meta.url);

/** A seed written in decimal (0...2^64 - 1) as the engine's two 32-bit halves; null when it is not one. */
export function seedHalves(seed) {
  const digits = String(seed).trim();
  if (!/^\d{1,20}$/.test(digits)) return null;
  const value = BigInt(digits);
  if (value >= 1n << 64n) return null;
  return [Number(value >> 32n), Number(value & 0xffffffffn)];
}

/** The engine's JSON answer in `pyro_output`. */
const answer = (e) => JSON.parse(text(e));

export class StudioEngine {
  /** Compiles (once per page) and instantiates studio.wasm. */
  static async create() {
    const module = await compile(studioWasm);
    const { exports } = await WebAssembly.instantiate(module, {});
    return new StudioEngine(exports, module);
  }

  constructor(exports, module) {
    this.e = exports;
    /** The compiled module, for the export worker. */
    this.module = module;
    /** Preset names (`pyro list`) and those this build refuses (`refused`). */
    this.facts = engineFacts(this.e);
  }

  /** The starting file's text for a preset; throws the engine's sentence for an unknown name. */
  start(preset) {
    if (this.e.pyro_studio_start(input(this.e, preset)) < 0) throw new Error(text(this.e));
    return text(this.e);
  }

  /**
   * Reads `fileText` as the file being designed: `{ description }`, or `{ error }` with the
   * reader's `line`, `column` (Unicode scalars, from 1), `path`, `message` and `text`; the last
   * good file stays the one being designed.
   */
  open(fileText) {
    const length = input(this.e, fileText);
    if (length < 0) return { error: { path: '', message: 'the file is over 16 MiB', text: 'the file is over 16 MiB' } };
    const status = this.e.pyro_studio_open(length);
    return status === 0 ? { description: answer(this.e) } : { error: answer(this.e) };
  }

  /** The description of the file being designed. */
  describe() {
    this.e.pyro_studio_describe();
    return answer(this.e);
  }

  /** Applies `changes` (the file's own words): `{ text }` of the new file, or `{ error }` as `open` gives it. */
  change(changes) {
    const status = this.e.pyro_studio_change(input(this.e, JSON.stringify(changes)));
    return status >= 0 ? { text: text(this.e) } : { error: answer(this.e) };
  }

  /** The preset file as its emitters (`pyro export`'s definition): the new text; throws the engine's reason. */
  expand() {
    if (this.e.pyro_studio_expand() < 0) throw new Error(text(this.e));
    return text(this.e);
  }

  /**
   * Makes the stage that draws `fileText` with `seed` (two halves), on the file's own canvas at
   * one pixel per point, as `pyro render FILE.json` draws it. Returns null, or the engine's
   * sentence when it cannot (the stage is then unchanged).
   */
  stage(fileText, seed) {
    const status = this.e.pyro_create_from_file(input(this.e, fileText), seed[0], seed[1], 0, 0, 1);
    if (status === -2) return text(this.e);
    if (status !== 0) return 'the canvas is too large to draw';
    return null;
  }

  get width() { return this.e.pyro_pixel_width(); }
  get height() { return this.e.pyro_pixel_height(); }
  get count() { return this.e.pyro_live_count(); }
  /** 'drawing', 'burning', 'exploding', 'done', or null when the effect is no fuse. */
  get fuseState() { return ['drawing', 'burning', 'exploding', 'done'][this.e.pyro_fuse_state()] ?? null; }

  /** Draws the frame at `t` seconds; its straight-alpha RGBA bytes (a view into the engine's memory). */
  draw(t, reduceMotion) {
    const address = this.e.pyro_draw(t, reduceMotion ? 1 : 0);
    return new Uint8ClampedArray(this.e.memory.buffer, address, this.width * this.height * 4);
  }

  /** Fires the effect's on-demand action at `t` seconds, at `point` (canvas points) or its own origin. */
  trigger(t, point) {
    this.e.pyro_trigger(t, point ? 1 : 0, point?.x ?? 0, point?.y ?? 0);
  }

  /** The last frame drawn, as `pyro render --at T -o x.png` encodes it. */
  png() {
    const length = this.e.pyro_studio_png();
    return length < 0 ? null : new Uint8Array(this.e.memory.buffer, this.e.pyro_output(), length).slice();
  }
}
