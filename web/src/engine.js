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

/** An engine instance of its own (each canvas has its own memory). */
export async function instantiate() {
  if (spare) {
    const e = spare;
    spare = null;
    return e;
  }
  return fresh();
}

async function fresh() {
  const e = (await WebAssembly.instantiate(await compile(), {})).exports;
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
