// A frame laid out by the engine for WebGL2 (Sources/PyroWeb/InstanceFrame.swift), read in
// place from the instance's memory: the header, the commands, and the addresses of the
// instances and the atlas. Nothing is copied per particle.

export const headerWords = 12, commandWords = 12, instanceBytes = 32;

/** The frame whose header is at `address` in `memory` (a WebAssembly.Memory). */
export function readFrame(memory, address) {
  const buffer = memory.buffer;
  const header = new Uint32Array(buffer, address, headerWords);
  const commandCount = header[0];
  return {
    buffer,
    commands: new Uint32Array(buffer, address + headerWords * 4, commandCount * commandWords),
    commandCount,
    /** The instances' bytes in use (particles' records and strokes' points). */
    instances: new Uint8Array(buffer, header[8], header[1] * 4),
    atlas: { generation: header[2], layers: header[3], side: header[4], texels: header[9], placements: header[10] },
    background: { kind: header[5], top: header[6], bottom: header[7] },
  };
}

/** A straight 0xRRGGBBAA colour premultiplied as PyroRaster does it: [r, g, b, a] in 0...255. */
export function premultiplied(rgba) {
  const a = rgba & 255;
  const channel = (shift) => Math.round((((rgba >>> shift) & 255) * a) / 255);
  return [channel(24), channel(16), channel(8), a];
}
