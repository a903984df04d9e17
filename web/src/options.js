// One reader for canvas-confetti's options, as canvas-confetti's own `prop()`: an option the call
// gives (and that is not null or undefined) wins, else the default. The engine declares its own
// options (names, defaults, ranges) and reads their values; the page reads only its own.

import { defaults, facts } from './engine.js';

/** The pixels of each picture `shapeFromText` drew (an ImageData), by its ImageBitmap. */
export const bitmapPixels = new WeakMap();

/** `options[name]` unless it is null or undefined, else the default; through `transform`. */
export function prop(options, name, transform = (v) => v) {
  return transform(options !== null && options !== undefined && options[name] != null ? options[name] : defaults[name]);
}

/**
 * One call's engine options, the object `pyro_confetti_fire` reads (sent by `encodeValue`):
 * every option the engine declares, by its parameter name, as `prop` reads it; the engine keeps
 * its default for NaN and clamps what is out of range. A `shapeFromText` shape is sent as what
 * `spriteOf(imageData)` gives its picture.
 */
export function confettiCall(options, spriteOf) {
  const call = {};
  for (const p of facts().confetti) {
    call[p.name] = prop(options, p.option, (v) => (convert[p.type] ?? same)(v, p.default, spriteOf));
  }
  return call;
}

const same = (v) => v;
/** A DOMMatrix or canvas-confetti's [a, b, c, d, e, f]. */
const matrix = (m) => (Array.isArray(m) ? m : m && 'a' in m ? [m.a, m.b, m.c, m.d, m.e, m.f] : undefined);

/** canvas-confetti's conversions, by the kind of value the engine declares. */
const convert = {
  integer: Number,
  number: Number,
  flag: (v) => !!v,
  point: (v, fallback) => ({ x: Number(v?.x ?? fallback.x), y: Number(v?.y ?? fallback.y) }),
  names: (v, fallback, spriteOf) => (Array.isArray(v) ? v.map((shape) => {
    if (shape?.type === 'path') return { type: 'path', path: String(shape.path), matrix: matrix(shape.matrix) };
    const pixels = shape?.type === 'bitmap' ? bitmapPixels.get(shape.bitmap) : undefined;
    if (pixels) {
      return { type: 'bitmap', sprite: spriteOf(pixels), matrix: matrix(shape.matrix) };
    }
    return shape;
  }) : v),
};
