// The shapes that need pictures (Sources/PyroWeb/ShapeAtlas.swift: rasterized once each by
// PyroRaster), as one premultiplied RGBA8 texture array with mipmaps, uploaded again only when
// the engine adds a layer.

export class ShapeTextures {
  #gl; #texture; #generation = -1;
  /** The layers' placements (two vec4 a layer), for the particle program's `u_layers`. */
  placements = new Float32Array(8);
  side = 1;

  constructor(gl) {
    this.#gl = gl;
    this.#texture = gl.createTexture();
    gl.bindTexture(gl.TEXTURE_2D_ARRAY, this.#texture);
    gl.texImage3D(gl.TEXTURE_2D_ARRAY, 0, gl.RGBA8, 1, 1, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
    gl.texParameteri(gl.TEXTURE_2D_ARRAY, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D_ARRAY, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D_ARRAY, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D_ARRAY, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  }

  /** Uploads the atlas of `frame` (see `readFrame`) if it changed; returns whether it did. */
  update(frame) {
    const { generation, layers, side, texels, placements } = frame.atlas;
    if (generation === this.#generation || layers === 0) return false;
    const gl = this.#gl;
    gl.bindTexture(gl.TEXTURE_2D_ARRAY, this.#texture);
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 4);
    gl.texImage3D(gl.TEXTURE_2D_ARRAY, 0, gl.RGBA8, side, side, layers, 0, gl.RGBA, gl.UNSIGNED_BYTE,
      new Uint8Array(frame.buffer, texels, side * side * layers * 4));
    // Mipmaps down to 8 × 8 texels, where the layers' transparent margins (an eighth of the
    // side) are still a texel wide.
    gl.texParameteri(gl.TEXTURE_2D_ARRAY, gl.TEXTURE_MAX_LEVEL, Math.log2(side) - 3);
    gl.texParameteri(gl.TEXTURE_2D_ARRAY, gl.TEXTURE_MIN_FILTER, gl.LINEAR_MIPMAP_LINEAR);
    gl.generateMipmap(gl.TEXTURE_2D_ARRAY);
    this.placements = new Float32Array(frame.buffer.slice(placements, placements + layers * 32));
    this.side = side;
    this.#generation = generation;
    return true;
  }

  bind(unit) {
    const gl = this.#gl;
    gl.activeTexture(gl.TEXTURE0 + unit);
    gl.bindTexture(gl.TEXTURE_2D_ARRAY, this.#texture);
  }

  release() { this.#gl.deleteTexture(this.#texture); }
}
