// Pyro's WebGL2 renderer: draws the frames the engine lays out (InstanceFrame.swift) on the
// GPU. The instances go up in one bufferSubData and every batch is one instanced draw; strokes
// take their own passes (strokes.js); the background is a clear or a gradient. The frame is
// drawn on a canvas of its own and copied onto the page's canvas with drawImage, so that the
// page's canvas keeps its 2D context: exact frames (renderAt) and a lost context fall back to
// PyroRaster's putImageData on the same canvas.

import { ShapeTextures } from './atlas.js';
import { createContext, offscreenCanvas, program, rendererString } from './context.js';
import { commandWords, instanceBytes, premultiplied, readFrame } from './frame.js';
import { fullScreenVertex, gradientFragment, particleFragment, particleVertex } from './shaders.js';
import { StrokePass } from './strokes.js';

/** WebGL2 contexts made by Pyro and not yet released (browsers keep about sixteen a page). */
let live = 0;
export const liveContexts = () => live;

export class WebGLRenderer {
  #canvas; #gl; #particles; #gradient; #vao; #empty; #corners; #instances; #capacity = 0;
  #atlas; #strokes; #lost = false; #released = false; #onContextLost;
  /** The GL renderer string (`WEBGL_debug_renderer_info`). */
  info;

  /**
   * A renderer on a canvas of its own, or null when no WebGL2 context can be had (with
   * `hardwareOnly`, none on a GPU). `onLost` is called once if the context is lost.
   */
  static create({ hardwareOnly = false, onLost = () => {} } = {}) {
    const canvas = offscreenCanvas();
    const gl = createContext(canvas, hardwareOnly);
    if (!gl) return null;
    try {
      return new WebGLRenderer(canvas, gl, onLost);
    } catch (error) {
      gl.getExtension('WEBGL_lose_context')?.loseContext();
      throw error;
    }
  }

  constructor(canvas, gl, onLost) {
    this.#canvas = canvas;
    this.#gl = gl;
    this.info = rendererString(gl);
    live += 1;
    this.#onContextLost = () => {
      if (this.#lost) return;
      this.#lost = true;
      onLost();
    };
    canvas.addEventListener('webglcontextlost', this.#onContextLost);
    this.#particles = program(gl, particleVertex, particleFragment);
    this.#gradient = program(gl, fullScreenVertex, gradientFragment);
    this.#corners = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, this.#corners);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
    this.#instances = gl.createBuffer();
    this.#vao = gl.createVertexArray();
    gl.bindVertexArray(this.#vao);
    gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
    for (const location of [1, 2, 3]) {
      gl.enableVertexAttribArray(location);
      gl.vertexAttribDivisor(location, 1);
    }
    this.#empty = gl.createVertexArray();
    gl.bindVertexArray(null);
    this.#atlas = new ShapeTextures(gl);
    this.#strokes = new StrokePass(gl, this.#corners, this.#instances);
  }

  get kind() { return 'webgl'; }
  /** Whether the context was lost (the renderer then draws nothing). */
  get lost() { return this.#lost || this.#gl.isContextLost(); }

  /**
   * Draws the frame whose header is at `address` in `memory` into a `width` × `height` pixel
   * frame and copies it onto `context` (a 2D context of that size). Returns the milliseconds
   * spent uploading and drawing (the GPU's own work runs on after this returns, unless `finish`).
   */
  draw(memory, address, width, height, context, finish = false) {
    if (this.lost || this.#released) return null;
    const gl = this.#gl;
    const start = performance.now();
    const frame = readFrame(memory, address);
    if (this.#canvas.width !== width) this.#canvas.width = width;
    if (this.#canvas.height !== height) this.#canvas.height = height;
    gl.bindBuffer(gl.ARRAY_BUFFER, this.#instances);
    if (frame.instances.byteLength > this.#capacity) {
      this.#capacity = Math.max(frame.instances.byteLength, 2 * this.#capacity, 4096);
      gl.bufferData(gl.ARRAY_BUFFER, this.#capacity, gl.DYNAMIC_DRAW);
    }
    if (frame.instances.byteLength > 0) gl.bufferSubData(gl.ARRAY_BUFFER, 0, frame.instances);
    this.#atlas.update(frame);
    const uploaded = performance.now();

    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    gl.viewport(0, 0, width, height);
    this.#background(frame.background, height);
    const blend = (mode) => {
      gl.enable(gl.BLEND);
      gl.blendEquation(gl.FUNC_ADD);
      // Premultiplied src-over, or additive (each channel clamped at 255 by the 8-bit buffer).
      gl.blendFunc(gl.ONE, mode === 1 ? gl.ONE : gl.ONE_MINUS_SRC_ALPHA);
    };
    for (let i = 0; i < frame.commandCount; i++) {
      const command = frame.commands.subarray(i * commandWords, (i + 1) * commandWords);
      if (command[0] === 0) this.#batch(command, width, height, blend);
      else this.#strokes.draw(command, width, height, blend);
    }
    if (finish) gl.finish();
    context.globalCompositeOperation = 'copy';
    context.drawImage(this.#canvas, 0, 0);
    context.globalCompositeOperation = 'source-over';
    return { upload: uploaded - start, draw: performance.now() - uploaded };
  }

  #background({ kind, top, bottom }, height) {
    const gl = this.#gl;
    gl.disable(gl.BLEND);
    if (kind !== 2) {
      const [r, g, b, a] = kind === 1 ? premultiplied(top) : [0, 0, 0, 0];
      gl.clearColor(r / 255, g / 255, b / 255, a / 255);
      gl.clear(gl.COLOR_BUFFER_BIT);
      return;
    }
    gl.useProgram(this.#gradient.program);
    const u = this.#gradient.uniforms;
    gl.uniform4uiv(u.u_top, premultiplied(top));
    gl.uniform4uiv(u.u_bottom, premultiplied(bottom));
    gl.uniform1f(u.u_height, height);
    gl.bindVertexArray(this.#empty);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
  }

  #batch(command, width, height, blend) {
    const gl = this.#gl;
    const first = command[2] * 4, count = command[3];
    blend(command[1]);
    gl.useProgram(this.#particles.program);
    const u = this.#particles.uniforms;
    gl.uniform2f(u.u_size, width, height);
    gl.uniform4fv(u.u_layers, this.#atlas.placements);
    gl.uniform1f(u.u_side, this.#atlas.side);
    this.#atlas.bind(0);
    gl.uniform1i(u.u_atlas, 0);
    gl.bindVertexArray(this.#vao);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.#instances);
    gl.vertexAttribPointer(1, 3, gl.FLOAT, false, instanceBytes, first);
    gl.vertexAttribPointer(2, 3, gl.FLOAT, false, instanceBytes, first + 12);
    gl.vertexAttribIPointer(3, 2, gl.UNSIGNED_INT, instanceBytes, first + 24);
    gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, count);
  }

  /** Lets go of the GPU's memory and the context at once (browsers cap the contexts a page has). */
  release() {
    if (this.#released) return;
    this.#released = true;
    live -= 1;
    // Unsubscribed first: the context-lost event that loseContext() queues keeps its canvas alive
    // until it is dispatched, which a loaded machine can delay, and a listener would keep this
    // renderer and, through onLost, its effect alive with it.
    this.#canvas.removeEventListener('webglcontextlost', this.#onContextLost);
    if (!this.lost) {
      this.#strokes.release();
      this.#atlas.release();
      this.#gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
  }
}
