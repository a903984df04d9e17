// Where the work goes between visits: the browser's localStorage (saved on every committed
// edit, read when the page opens), and a share link that carries the file in the URL's fragment
// (deflated, base64url), which never reaches a server.

const key = 'pyro-studio';

/** The longest fragment a share link may have, in characters: links this long still paste into mail and chat. */
export const maximumFragment = 16000;

/** The saved session (`{ text, seed, reduceMotion, ... }`), or null. */
export function restore() {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Saves the session; false when the browser refuses (private mode, full storage). */
export function save(session) {
  try {
    localStorage.setItem(key, JSON.stringify(session));
    return true;
  } catch {
    return false;
  }
}

async function pipe(bytes, stream) {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
}

const base64url = (bytes) => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
};

const unbase64url = (text) =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));

/** The fragment (without '#') that carries `text` and `seed`, or null when over `maximumFragment`. */
export async function shareFragment(text, seed) {
  const packed = base64url(await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw')));
  const fragment = `seed=${encodeURIComponent(seed)}&file=${packed}`;
  return fragment.length <= maximumFragment ? fragment : null;
}

/** `{ text, seed }` from a share link's fragment (with or without '#'), or null when it carries none. */
export async function readFragment(fragment) {
  const fields = new URLSearchParams(fragment.replace(/^#/, ''));
  const packed = fields.get('file');
  if (!packed) return null;
  try {
    const bytes = await pipe(unbase64url(packed), new DecompressionStream('deflate-raw'));
    return { text: new TextDecoder().decode(bytes), seed: fields.get('seed') ?? '1' };
  } catch {
    return null;
  }
}
