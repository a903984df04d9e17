// What building an engine smaller costs in speed: canvas-confetti's call on each wasm given (say
// pyro.wasm and confetti.wasm), 20,000 pieces on an 800 × 600 canvas, the mean milliseconds of
// `pyro_simulate` and `pyro_rasterize` over 200 frames (after 40 to warm up), each file measured
// twice, alternating. A benchmark: it asserts nothing.
//
//   node web/tests/confetti_engine_bench.mjs web/dist/pyro.wasm web/dist/confetti.wasm

import { readFileSync } from 'node:fs';
import { encodeValue } from '../src/page-value.js';

const encoder = new TextEncoder();
const burst = encodeValue({ 'particle-count': 4000, ticks: 100000, spread: 360, 'start-velocity': 10 });

async function measure(file) {
  const { instance } = await WebAssembly.instantiate(readFileSync(file), {});
  const e = instance.exports;
  const put = (value) => {
    const bytes = typeof value === 'string' ? encoder.encode(value) : value;
    const at = e.pyro_input(bytes.length);
    new Uint8Array(e.memory.buffer, at, bytes.length).set(bytes);
    return bytes.length;
  };
  e.pyro_create(put('canvas-confetti'), 0, 5, 800, 600, 1);
  for (let i = 0; i < 5; i++) e.pyro_confetti_fire(0, put(burst));
  let simulate = 0, rasterize = 0;
  for (let frame = 0; frame < 240; frame++) {
    const start = performance.now();
    e.pyro_simulate(frame / 60, 0);
    const simulated = performance.now();
    e.pyro_rasterize();
    if (frame >= 40) {
      simulate += simulated - start;
      rasterize += performance.now() - simulated;
    }
  }
  return { simulate: simulate / 200, rasterize: rasterize / 200, pieces: e.pyro_live_count() };
}

for (let round = 0; round < 2; round++) {
  for (const file of process.argv.slice(2)) {
    const { simulate, rasterize, pieces } = await measure(file);
    console.log(`${file}: simulate ${simulate.toFixed(2)} ms, rasterize ${rasterize.toFixed(2)} ms a frame, `
      + `${pieces} pieces`);
  }
}
