// The studio's animation export, off the page's thread: a studio.wasm instance of its own reads
// the file and makes the GIF or APNG a few frames at a time (`pyro_studio_export_frames`),
// posting its progress after each step. The page cancels by terminating the worker.
//
// In:  { module, text, seed: [high, low], format: 'gif' | 'apng', frameRate, scale, dither, reduceMotion }
// Out: { progress: [done, total] } ..., then { bytes } (the whole file) or { error } (the engine's words).

import { input, text } from '../engine.js';

/** Frames encoded between two progress messages. */
const framesPerStep = 2;

self.onmessage = ({ data }) => {
  run(data).catch((error) => self.postMessage({ error: `the export stopped: ${error.message}` }));
};

async function run(data) {
  const { exports: e } = await WebAssembly.instantiate(data.module, {});
  if (e.pyro_studio_open(input(e, data.text)) !== 0) {
    self.postMessage({ error: JSON.parse(text(e)).text });
    return;
  }
  const total = e.pyro_studio_export_begin(data.format === 'apng' ? 1 : 0, data.seed[0], data.seed[1], data.frameRate,
    data.scale, data.dither ? 1 : 0, data.reduceMotion ? 1 : 0);
  if (total < 0) {
    self.postMessage({ error: text(e) });
    return;
  }
  const chunks = [];
  let done = 0, size = 0;
  while (done < total) {
    done = e.pyro_studio_export_frames(framesPerStep);
    const chunk = new Uint8Array(e.memory.buffer, e.pyro_output(), e.pyro_output_length()).slice();
    chunks.push(chunk);
    size += chunk.length;
    self.postMessage({ progress: [done, total] });
  }
  e.pyro_studio_export_end();
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  self.postMessage({ bytes }, [bytes.buffer]);
}
