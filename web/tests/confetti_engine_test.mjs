// confetti.wasm is pyro.wasm compiled with less, not another engine: for the same canvas-confetti
// calls (built-in shapes, a path shape, a picture, flat pieces, a background, a resize) both draw
// the same bytes, frame after frame, through PyroRaster (`pyro_draw`) and through the WebGL2
// layout (`pyro_gpu_frame`'s instance words); and confetti.wasm refuses what it does not hold.
// Also page-value.js, the bytes the calls and the facts travel as: the same bytes as
// Tests/PyroWebTests/PageValueTests.swift pins, and JSON.stringify's reading of odd values.
//
//   node web/tests/confetti_engine_test.mjs [web/dist]

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeValue, encodeValue } from '../src/page-value.js';

const dist = process.argv[2] ?? 'web/dist';
let passed = 0, failed = 0;
const check = (ok, what) => {
  if (ok) passed += 1; else failed += 1;
  console.log(`${ok ? 'ok' : 'FAIL'}: ${what}`);
};

const encoder = new TextEncoder();
async function engine(name) {
  const { instance } = await WebAssembly.instantiate(readFileSync(join(dist, name)), {});
  const e = instance.exports;
  const put = (value) => {
    const bytes = typeof value === 'string' ? encoder.encode(value) : value;
    const at = e.pyro_input(bytes.length);
    new Uint8Array(e.memory.buffer, at, bytes.length).set(bytes);
    return bytes.length;
  };
  const said = () => new TextDecoder().decode(new Uint8Array(e.memory.buffer, e.pyro_output(), e.pyro_output_length()));
  return { e, put, said };
}

const full = await engine('pyro.wasm');
const small = await engine('confetti.wasm');
const both = [full, small];

// A 24 × 24 picture, as shapeFromText hands one over.
const picture = new Uint8Array(24 * 24 * 4).map((_, i) => (i % 4 === 3 ? (i * 7) & 255 : (i * 13) & 255));
const calls = [
  { 'particle-count': 80, spread: 70, origin: { x: 0.4, y: 0.6 } },
  { 'particle-count': 40, shapes: ['star', 'circle'], colors: ['#ff0000', 'navy', 'bad'], scalar: 2, flat: true },
  { 'particle-count': 30, shapes: [{ type: 'path', path: 'M0 10 L5 0 L10 10z', matrix: [1, 0, 0, 1, -5, -5] }] },
  { 'particle-count': 20, shapes: [{ type: 'bitmap', sprite: 0, matrix: [0.5, 0, 0, 0.5, -6, -6] }], ticks: 90 },
];

for (const { e, put } of both) {
  check(e.pyro_create(put('canvas-confetti'), 0, 27, 320, 240, 1.5) === 0, 'pyro_create(canvas-confetti)');
  check(e.pyro_set_background(put('#102030')) === 0, 'a background');
  put(picture);
  check(e.pyro_sprite(24, 24) === 0, 'a picture');
  calls.forEach((call, i) => check(e.pyro_confetti_fire(0.1 * i, put(encodeValue(call))) > 0, `call ${i} fired`));
}

const frame = ({ e }, t) => {
  const at = e.pyro_draw(t, 0);
  return new Uint8Array(e.memory.buffer, at, e.pyro_pixel_width() * e.pyro_pixel_height() * 4).slice();
};
const layout = ({ e }, t) => {
  const at = e.pyro_gpu_frame(t, 0);
  const header = new Uint32Array(e.memory.buffer, at, 12);
  return new Uint32Array(e.memory.buffer, header[8], header[1]).slice();
};
const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);

for (const t of [0, 0.25, 0.5, 1, 2]) {
  const [a, b] = both.map((engine) => frame(engine, t));
  check(a.length === 320 * 1.5 * 240 * 1.5 * 4 && same(a, b), `frame at ${t} s: the same ${a.length} bytes`);
  const [la, lb] = both.map((engine) => layout(engine, t));
  check(la.length > 0 && same(la, lb), `WebGL2 layout at ${t} s: the same ${la.length} words`);
}
for (const { e } of both) e.pyro_resize(200, 300, 2);
const [ra, rb] = both.map((engine) => frame(engine, 1.5));
check(same(ra, rb), 'after a resize: the same bytes');
check(full.e.pyro_live_count() === small.e.pyro_live_count() && full.e.pyro_live_count() > 0, 'the same live count');

check(small.e.pyro_create(small.put('fountain'), 0, 1, 10, 10, 1) === -2
  && small.said().startsWith("unknown effect 'fountain'"), `confetti.wasm refuses other effects (${small.said()})`);
check(small.e.pyro_create_from_file === undefined && small.e.pyro_fuse_state === undefined
  && small.e.pyro_bench_frames === undefined, 'confetti.wasm has no effect-file, fuse or bench exports');
const facts = both.map(({ e }) => {
  const length = e.pyro_facts();
  return decodeValue(new Uint8Array(e.memory.buffer, e.pyro_output(), length));
});
check(JSON.stringify(facts[0].confetti) === JSON.stringify(facts[1].confetti),
  'both state the same canvas-confetti options');
check(JSON.stringify(facts[1].presets) === '["canvas-confetti"]', 'confetti.wasm presets: canvas-confetti alone');
const decay = facts[0].confetti.find((p) => p.option === 'decay');
check(decay.default === 0.9 && decay.min === 0.01 && decay.max === 1, `decay's float default reads 0.9 (${decay.default})`);
check(facts[0].confetti[0].default === 50 && facts[0].labels.showConfetti === 'Show Confetti', 'whole numbers and labels');
check(!('labels' in facts[1]), 'confetti.wasm states no demo labels (its page has no demo buttons)');

const bytes = (value) => Array.from(encodeValue(value));
const sameBytes = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);
const pinned = [7, 2, 0, 0, 0, 1, 0, 0, 0, 0x6E, 6, 3, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0xF8, 0x3F, 2, 0,
  1, 0, 0, 0, 0x73, 5, 2, 0, 0, 0, 0xC3, 0xA9];
check(sameBytes(bytes({ n: [1.5, true, null], s: 'é' }), pinned), 'an object: the bytes PageValueTests pins');
check(JSON.stringify(decodeValue(new Uint8Array(pinned))) === '{"n":[1.5,true,null],"s":"é"}', 'and read back');
check(decodeValue(new Uint8Array([4, 0x66, 0x66, 0x66, 0x3F])) === 0.9, 'a float32 reads as its shortest decimal');
check(sameBytes(bytes({ a: undefined, f: () => 1, b: false }), [7, 1, 0, 0, 0, 1, 0, 0, 0, 0x62, 1]),
  'members undefined or functions are left out, as JSON.stringify leaves them');
check(sameBytes(bytes([undefined, () => 1, 10n, Symbol('s')]), [6, 4, 0, 0, 0, 0, 0, 0, 0]),
  'in an array they are null, bigints too');
check(sameBytes(bytes(new String('x')), [5, 1, 0, 0, 0, 0x78]) && sameBytes(bytes(new Boolean(true)), [2]),
  'boxed values are their values');
check(Number.isNaN(decodeValue(encodeValue(NaN))) && decodeValue(encodeValue(-Infinity)) === -Infinity,
  'NaN and infinities go whole');
const cycle = [];
cycle.push(cycle);
let depth = 0;
for (let v = decodeValue(encodeValue(cycle)); Array.isArray(v); v = v[0]) depth += 1;
check(depth === 16, `a cycle is cut where the engine stops reading: ${depth} arrays, then null`);
check(full.e.pyro_confetti_fire(3, full.put(encodeValue({ 'particle-count': 5, colors: [cycle] }))) > 0,
  'and the engine reads a call holding one');
const long = 'ü'.repeat(300);
check(decodeValue(encodeValue({ long })).long === long, 'a long string goes whole');

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
