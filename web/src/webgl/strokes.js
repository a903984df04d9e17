// Strokes (the fuse and its glow) as PyroRaster draws them (Renderer+Strokes.swift): the pen's
// capsules go into a mask with MAX blending, so joins are round and translucent strokes do not
// darken where segments meet; a glow blurs the mask with BoxBlur's three boxes (one kernel, a
// pass along x and one along y); the stroke's colour times the mask is then blended onto the
// frame once. The mask reaches beyond the canvas by the blur's reach, so off-canvas parts glow in.

import { capsuleFragment, capsuleVertex, blurFragment, fullScreenVertex, strokeFragment } from './shaders.js';
import { program } from './context.js';

/** The weights of three box filters of radii `radii` applied in turn, from the centre out. */
export function boxBlurKernel(radii) {
  let kernel = [1];
  for (const r of radii) {
    if (r === 0) continue;
    const next = new Array(kernel.length + 2 * r).fill(0);
    for (let i = 0; i < kernel.length; i++) {
      for (let j = 0; j <= 2 * r; j++) next[i + j] += kernel[i] / (2 * r + 1);
    }
    kernel = next;
  }
  return kernel.slice((kernel.length - 1) / 2);
}

/** The most taps on either side a blur pass takes (`u_weights` holds 256). */
const maximumReach = 255;

export class StrokePass {
  #gl; #capsule; #blur; #stroke; #vao; #empty; #instances;
  #mask = null; #spare = null; #maskSize = [0, 0]; #offset = 0;

  constructor(gl, corners, instances) {
    this.#gl = gl;
    this.#instances = instances;
    this.#capsule = program(gl, capsuleVertex, capsuleFragment);
    this.#blur = program(gl, fullScreenVertex, blurFragment);
    this.#stroke = program(gl, fullScreenVertex, strokeFragment);
    this.#vao = gl.createVertexArray();
    gl.bindVertexArray(this.#vao);
    gl.bindBuffer(gl.ARRAY_BUFFER, corners);
    gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
    for (const location of [1, 2]) {
      gl.enableVertexAttribArray(location);
      gl.vertexAttribDivisor(location, 1);
    }
    this.#empty = gl.createVertexArray();
    gl.bindVertexArray(null);
  }

  /** A mask and a spare of the canvas's size plus `offset` pixels on every side. */
  #masks(width, height, offset) {
    const gl = this.#gl;
    const w = width + 2 * offset, h = height + 2 * offset;
    if (this.#mask && this.#maskSize[0] === w && this.#maskSize[1] === h) return;
    this.#deleteMasks();
    const make = () => {
      const texture = gl.createTexture();
      gl.bindTexture(gl.TEXTURE_2D, texture);
      gl.texStorage2D(gl.TEXTURE_2D, 1, gl.R8, w, h);
      for (const p of [gl.TEXTURE_MIN_FILTER, gl.TEXTURE_MAG_FILTER]) gl.texParameteri(gl.TEXTURE_2D, p, gl.NEAREST);
      const framebuffer = gl.createFramebuffer();
      gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
      gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, texture, 0);
      return { texture, framebuffer };
    };
    this.#mask = make();
    this.#spare = make();
    this.#maskSize = [w, h];
    this.#offset = offset;
  }

  /**
   * Draws the stroke of `command` (12 words, see InstanceFrame.swift) onto the frame buffer of
   * `width` × `height` pixels, with `blend(mode)` setting its blend mode.
   */
  draw(command, width, height, blend) {
    const gl = this.#gl;
    const floats = new Float32Array(command.buffer, command.byteOffset, command.length);
    const first = command[2], points = command[3], halfWidth = floats[4];
    const radii = [command[7] & 1023, (command[7] >> 10) & 1023, (command[7] >> 20) & 1023];
    const reach = Math.min(radii[0] + radii[1] + radii[2], maximumReach);
    // The offset only grows, in steps of 16, so a fuse's two glows share one mask.
    this.#masks(width, height, Math.max(this.#offset, Math.ceil(reach / 16) * 16));
    const offset = this.#offset, [mw, mh] = this.#maskSize;
    // The pixels the stroke can touch, in the canvas (y down): its points grown by the pen and the blur.
    const grow = Math.ceil(halfWidth) + 2 + reach;
    const left = Math.max(Math.floor(floats[8]) - grow, -offset), top = Math.max(Math.floor(floats[9]) - grow, -offset);
    const right = Math.min(Math.ceil(floats[10]) + grow, width + offset);
    const bottom = Math.min(Math.ceil(floats[11]) + grow, height + offset);
    if (left >= right || top >= bottom) return;
    gl.enable(gl.SCISSOR_TEST);

    gl.bindFramebuffer(gl.FRAMEBUFFER, this.#mask.framebuffer);
    gl.viewport(0, 0, mw, mh);
    gl.scissor(0, 0, mw, mh);
    gl.clearColor(0, 0, 0, 0);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.enable(gl.BLEND);
    gl.blendEquation(gl.MAX);
    gl.blendFunc(gl.ONE, gl.ONE);
    gl.useProgram(this.#capsule.program);
    const u = this.#capsule.uniforms;
    gl.uniform2f(u.u_size, mw, mh);
    gl.uniform1f(u.u_offset, offset);
    gl.uniform1f(u.u_halfWidth, halfWidth);
    gl.bindVertexArray(this.#vao);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.#instances);
    gl.vertexAttribPointer(1, 2, gl.FLOAT, false, 8, first * 4);
    gl.vertexAttribPointer(2, 2, gl.FLOAT, false, 8, first * 4 + 8);
    gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, points - 1);
    gl.blendEquation(gl.FUNC_ADD);

    let source = this.#mask;
    const weights = new Float32Array(256);
    if (reach > 0) {
      weights.set(boxBlurKernel(radii).slice(0, maximumReach + 1));
      // Along x, over the rows the y pass reads, into the spare.
      gl.disable(gl.BLEND);
      gl.bindFramebuffer(gl.FRAMEBUFFER, this.#spare.framebuffer);
      gl.scissor(left + offset, mh - (bottom + offset) - reach, right - left, bottom - top + 2 * reach);
      gl.useProgram(this.#blur.program);
      this.#bindMask(this.#blur.uniforms, this.#mask, [1, 0], reach, weights);
      gl.bindVertexArray(this.#empty);
      gl.drawArrays(gl.TRIANGLES, 0, 3);
      source = this.#spare;
    }
    // Along y (for a glow) and onto the frame, in the stroke's colour and blend mode.
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    gl.viewport(0, 0, width, height);
    const x0 = Math.max(left, 0), y0 = Math.max(top, 0), x1 = Math.min(right, width), y1 = Math.min(bottom, height);
    if (x0 < x1 && y0 < y1) {
      gl.scissor(x0, height - y1, x1 - x0, y1 - y0);
      blend(command[1]);
      gl.useProgram(this.#stroke.program);
      const s = this.#stroke.uniforms;
      this.#bindMask(s, source, [0, 1], reach, weights);
      gl.uniform1ui(s.u_color, command[5]);
      gl.uniform1f(s.u_opacity, floats[6]);
      gl.uniform1i(s.u_offset, offset);
      gl.bindVertexArray(this.#empty);
      gl.drawArrays(gl.TRIANGLES, 0, 3);
    }
    gl.disable(gl.SCISSOR_TEST);
  }

  #bindMask(uniforms, mask, step, reach, weights) {
    const gl = this.#gl;
    gl.activeTexture(gl.TEXTURE1);
    gl.bindTexture(gl.TEXTURE_2D, mask.texture);
    gl.uniform1i(uniforms.u_mask, 1);
    gl.uniform2i(uniforms.u_step, step[0], step[1]);
    gl.uniform1i(uniforms.u_reach, reach);
    gl.uniform4fv(uniforms.u_weights, weights);
  }

  #deleteMasks() {
    for (const m of [this.#mask, this.#spare]) {
      if (!m) continue;
      this.#gl.deleteTexture(m.texture);
      this.#gl.deleteFramebuffer(m.framebuffer);
    }
  }

  release() {
    const gl = this.#gl;
    this.#deleteMasks();
    for (const p of [this.#capsule, this.#blur, this.#stroke]) gl.deleteProgram(p.program);
    gl.deleteVertexArray(this.#vao);
    gl.deleteVertexArray(this.#empty);
  }
}
