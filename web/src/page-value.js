// Values between the page and the engine as the tagged little-endian bytes of
// Sources/PyroWeb/PageValue.swift: a `confetti()` call goes in, the engine's facts come out, and
// neither side needs JSON. Tags: 0 null, 1 false, 2 true, 3 a float64, 4 a float32, 5 a string
// (byte length, UTF-8), 6 an array (count, items), 7 an object (count, then key and value each);
// lengths and counts are uint32.

/** Nesting the engine reads (PageValue.maximumDepth): an array or object this deep is sent as null. */
const maximumDepth = 16;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const scratch = new DataView(new ArrayBuffer(8));

/**
 * `value`'s bytes, as JSON.stringify would read it: null, undefined, functions, symbols and
 * bigints are null (members that are undefined, functions or symbols are left out); numbers go
 * whole, NaN and infinities included; boxed strings, numbers and booleans are their values;
 * anything else is an object of its own enumerable keys.
 */
export function encodeValue(value) {
  const out = [];
  write(out, value, 0);
  return Uint8Array.from(out);
}

/** The value `bytes` (a Uint8Array) hold, floats read as their shortest decimals. */
export function decodeValue(bytes) {
  const r = { view: new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength), at: 0 };
  const value = read(r);
  if (r.at !== bytes.byteLength) throw new RangeError('Pyro: the engine wrote more than one value');
  return value;
}

function write(out, v, depth) {
  if (v instanceof String || v instanceof Number || v instanceof Boolean) v = v.valueOf();
  if (typeof v === 'boolean') return out.push(v ? 2 : 1);
  if (typeof v === 'number') {
    scratch.setFloat64(0, v, true);
    return out.push(3, ...new Uint8Array(scratch.buffer));
  }
  if (typeof v === 'string') return out.push(5), writeString(out, v);
  if (v === null || typeof v !== 'object' || depth >= maximumDepth) return out.push(0);
  if (Array.isArray(v)) {
    out.push(6);
    writeWord(out, v.length);
    for (let i = 0; i < v.length; i += 1) write(out, v[i], depth + 1);
    return;
  }
  const keys = Object.keys(v).filter((k) => !skipped(v[k]));
  out.push(7);
  writeWord(out, keys.length);
  for (const key of keys) writeString(out, key), write(out, v[key], depth + 1);
}

const skipped = (v) => v === undefined || typeof v === 'function' || typeof v === 'symbol';

/** A uint32, least significant byte first. */
const writeWord = (out, n) => out.push(n & 255, (n >>> 8) & 255, (n >>> 16) & 255, n >>> 24);

/** A string's byte length, then its UTF-8. */
function writeString(out, s) {
  const utf8 = encoder.encode(s);
  writeWord(out, utf8.length);
  for (const b of utf8) out.push(b);
}

function read(r) {
  const tag = r.view.getUint8(r.at++);
  if (tag < 3) return tag ? tag === 2 : null;
  if (tag === 3) return (r.at += 8), r.view.getFloat64(r.at - 8, true);
  if (tag === 4) return (r.at += 4), shortest(r.view.getFloat32(r.at - 4, true));
  if (tag === 5) return readString(r);
  if (tag === 6) return Array.from({ length: readWord(r) }, () => read(r));
  if (tag !== 7) throw new RangeError(`Pyro: the engine wrote an unknown value tag ${tag}`);
  const object = {};
  for (let n = readWord(r); n > 0; n -= 1) {
    const key = readString(r);
    Object.defineProperty(object, key, { value: read(r), enumerable: true, writable: true, configurable: true });
  }
  return object;
}

const readWord = (r) => ((r.at += 4), r.view.getUint32(r.at - 4, true));

function readString(r) {
  const length = readWord(r);
  r.at += length;
  return decoder.decode(new Uint8Array(r.view.buffer, r.view.byteOffset + r.at - length, length));
}

/** The shortest decimal that is the float32 `f` (0.9, not 0.8999999761581421). */
function shortest(f) {
  for (let digits = 1; digits < 9 && Number.isFinite(f); digits += 1) {
    const decimal = Number(f.toPrecision(digits));
    if (Math.fround(decimal) === f) return decimal;
  }
  return f;
}
