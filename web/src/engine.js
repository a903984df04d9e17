// The engine: pyro.wasm (Pyro's Swift engine as Embedded Swift), compiled once per page and
// instantiated once per canvas. Nothing here runs at import time: the wasm is fetched on first
// use, or by `load()`.

let compiled = null;
let spare = null;
let known = null;

/** The page-level options and, once the engine has loaded, canvas-confetti's: one object. */
export const defaults = { zIndex: 100, disableForReducedMotion: false, resize: false, useWorker: false };

/** Compiles pyro.wasm once (from next to this module unless `url` says otherwise): a WebAssembly.Module. */
export function compile(url = new URL('./pyro.wasm', import.meta.url)) {
  if (!compiled) {
    const fetched = () => fetch(url).then((r) => {
      if (!r.ok) throw new Error(`Pyro: cannot load ${url} (HTTP ${r.status})`);
      return r.arrayBuffer();
    }).then((b) => WebAssembly.compile(b));
    compiled = WebAssembly.compileStreaming
      ? WebAssembly.compileStreaming(fetch(url)).catch(fetched)
      : fetched();
    compiled.catch(() => { compiled = null; });
  }
  return compiled;
}

/** Uses an engine compiled elsewhere (a Worker is handed the page's): nothing is fetched again. */
export function adopt(module) {
  compiled ??= Promise.resolve(module);
}

/**
 * Fetches and compiles the engine now rather than on first use, and resolves to what it knows:
 * `presets` (the effects' names, as `pyro list` gives them), `refused` (those the browser build
 * cannot draw), `confetti` (canvas-confetti's options: name, default, range, meaning) and
 * `labels` (the demos' button texts).
 */
export async function load(url) {
  await compile(url);
  if (!spare) spare = await fresh();
  return known;
}

/** Instances a finished effect handed back (see `release`), for the next canvas. */
const pool = [];

/**
 * Hands back an instance nobody uses any more: the next canvas makes its stage in it, so that a
 * page that makes and drops many canvases keeps a few instances' memory instead of asking for
 * more faster than the garbage collector frees it.
 */
export function release(e) {
  if (pool.length < 4) pool.push(e);
}

/** An engine instance of its own (each canvas has its own memory). */
export async function instantiate() {
  if (pool.length) return pool.pop();
  if (spare) {
    const e = spare;
    spare = null;
    return e;
  }
  return fresh();
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

async function fresh() {
  const e = (await WebAssembly.instantiate(await compile(), {})).exports;
  if (forget) {
    const ref = new WeakRef(e.memory);
    alive.add(ref);
    forget.register(e.memory, ref);
  }
  if (!known) {
    known = Object.freeze(JSON.parse(text(e, e.pyro_facts())));
    for (const p of known.confetti) defaults[p.option] = p.default;
  }
  return e;
}

/** What the engine knows (see `load`), or null before it has loaded. */
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

/** The first `length` bytes of the engine's `pyro_output` (all of it by default), as text. */
export function text(e, length = e.pyro_output_length()) {
  return decoder.decode(new Uint8Array(e.memory.buffer, e.pyro_output(), length));
}

/** The engine's sentence for a call that failed, as an Error. */
export const failure = (e) => new Error(`Pyro: ${text(e)}`);
