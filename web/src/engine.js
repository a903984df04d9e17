// The engines: pyro.wasm (Pyro's Swift engine as Embedded Swift: the presets, the fuse, confetti),
// pyro-full.wasm (the same engine linked with the effect-file reader, for effect files) and
// confetti.wasm (the same engine compiled with canvas-confetti's call alone, for confetti.js),
// each compiled once per page and instantiated once per canvas. Nothing here runs at import time:
// a wasm is fetched on first use, or by `load()`.

import { decodeValue } from './page-value.js';

/** The engine fetched when no other is named: pyro.wasm, next to this module (every preset). */
const presetEngine = () => new URL('./pyro.wasm', import.meta.url);

/** The engine that reads effect files: pyro-full.wasm, next to this module (pyro.wasm and the reader). */
export const fullEngine = () => new URL('./pyro-full.wasm', import.meta.url);

/**
 * Each engine this thread uses, by its URL: its compiled module, an instance made ahead and the
 * instances finished effects handed back. A Worker's engine is the one the page handed it (`adopt`).
 */
const engines = new Map();
let adopted = null;
/** Which engine made each instance (for `release`). */
const madeBy = new WeakMap();
/** What the first engine loaded knows (the confetti options are the same in every engine). */
let known = null;

const record = (module) => ({ compiled: module, spare: null, pool: [], known: null });

/** The engine at `url` (pyro.wasm by default, or the adopted one in a Worker). */
function engine(url) {
  if (url === undefined && adopted) return adopted;
  const key = String(url ?? presetEngine());
  if (!engines.has(key)) engines.set(key, { url: key, ...record(null) });
  return engines.get(key);
}

/** The page-level options and, once the engine has loaded, canvas-confetti's: one object. */
export const defaults = { zIndex: 100, disableForReducedMotion: false, resize: false, useWorker: false };

/**
 * Compiles an engine once: pyro.wasm from next to this module unless `url` names another
 * (confetti.js's confetti.wasm). A WebAssembly.Module.
 */
export function compile(url) {
  return compiled(engine(url));
}

/** The engine `r`'s module, compiled on first use. */
function compiled(r) {
  if (!r.compiled) {
    const fetched = () => fetch(r.url).then((response) => {
      if (!response.ok) throw new Error(`Pyro: cannot load ${r.url} (HTTP ${response.status})`);
      return response.arrayBuffer();
    }).then((b) => WebAssembly.compile(b));
    const module = WebAssembly.compileStreaming
      ? WebAssembly.compileStreaming(fetch(r.url)).catch(fetched)
      : fetched();
    r.compiled = module;
    module.catch(() => { if (r.compiled === module) r.compiled = null; });
  }
  return r.compiled;
}

/** Uses an engine compiled elsewhere (a Worker is handed the page's): nothing is fetched again. */
export function adopt(module) {
  adopted ??= record(Promise.resolve(module));
}

/**
 * Fetches and compiles the engine at `url` (pyro.wasm by default) now rather than on first use,
 * and resolves to what it knows: `presets` (the effects' names, as `pyro list` gives them;
 * confetti.wasm's: canvas-confetti alone), `refused` (those the browser build cannot draw),
 * `confetti` (canvas-confetti's options: name, default, range, meaning) and `labels` (the demos'
 * button texts).
 */
export async function load(url) {
  const r = engine(url);
  await compile(url);
  if (!r.spare) r.spare = await fresh(r);
  return r.known;
}

/**
 * Hands back an instance nobody uses any more: the next canvas of its engine makes its stage in
 * it, so that a page that makes and drops many canvases keeps a few instances' memory instead of
 * asking for more faster than the garbage collector frees it.
 */
export function release(e) {
  const r = madeBy.get(e);
  if (r && r.pool.length < 4 && e.memory.buffer.byteLength <= poolableBytes) r.pool.push(e);
}

/**
 * The most memory, in bytes, an instance handed back may hold and still be reused: a wasm memory
 * never shrinks, so one grown larger (by a large canvas, say) is let go, for the garbage
 * collector to free whole, rather than kept for a canvas that may be small.
 */
const poolableBytes = 32 << 20;

/** An instance of the engine at `url` (pyro.wasm by default) of its own: each canvas has its own memory. */
export async function instantiate(url) {
  const r = engine(url);
  if (r.pool.length) return r.pool.pop();
  if (r.spare) {
    const e = r.spare;
    r.spare = null;
    return e;
  }
  return fresh(r);
}

/** The engine instances of this thread still alive: each one's memory, held weakly. */
const alive = new Set();
const forget = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((ref) => alive.delete(ref)) : null;

/**
 * How much engine memory this thread holds: instances not yet collected and the bytes of their
 * memories (for tests that check memory stays flat; collect garbage first).
 */
export function memoryUse() {
  let bytes = 0, instances = 0;
  for (const ref of alive) {
    const memory = ref.deref();
    if (memory) { instances += 1; bytes += memory.buffer.byteLength; }
  }
  return { instances, bytes };
}

async function fresh(r) {
  const e = (await WebAssembly.instantiate(await compiled(r), {})).exports;
  madeBy.set(e, r);
  if (forget) {
    const ref = new WeakRef(e.memory);
    alive.add(ref);
    forget.register(e.memory, ref);
  }
  if (!r.known) r.known = Object.freeze(engineFacts(e));
  if (!known) {
    known = r.known;
    for (const p of known.confetti) defaults[p.option] = p.default;
  }
  return e;
}

/** What the first engine loaded knows (see `load`), or null before one has loaded. */
export const facts = () => known;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Writes `value` (a string or bytes) into the engine's `pyro_input`; its length in bytes, or -1. */
export function input(e, value) {
  const bytes = typeof value === 'string' ? encoder.encode(value) : value;
  const address = e.pyro_input(bytes.length);
  if (!address && bytes.length) return -1;
  new Uint8Array(e.memory.buffer, address, bytes.length).set(bytes);
  return bytes.length;
}

/** What engine `e` states about itself (`pyro_facts`: its presets, canvas-confetti's options, the labels). */
export function engineFacts(e) {
  const length = e.pyro_facts();
  return decodeValue(new Uint8Array(e.memory.buffer, e.pyro_output(), length));
}

/** The first `length` bytes of the engine's `pyro_output` (all of it by default), as text. */
export function text(e, length = e.pyro_output_length()) {
  return decoder.decode(new Uint8Array(e.memory.buffer, e.pyro_output(), length));
}

/** The engine's sentence for a call that failed, as an Error. */
export const failure = (e) => new Error(`Pyro: ${text(e)}`);
