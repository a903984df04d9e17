// Getting a WebGL2 context for Pyro's renderer, and deciding whether the default renderer may
// use it. Nothing here runs at import time.

/** Renderer strings of GL implementations that draw on the CPU. */
const software = /swiftshader|llvmpipe|softpipe|software|basic render driver|mesa offscreen/i;

/** The context attributes of every Pyro WebGL2 context: premultiplied, no depth, no multisampling. */
const attributes = {
  alpha: true, premultipliedAlpha: true, antialias: false, depth: false, stencil: false,
  preserveDrawingBuffer: false, powerPreference: 'high-performance',
};

/** A canvas that is not on the page, for drawing that is then copied onto one that is. */
export function offscreenCanvas(width = 1, height = 1) {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** The GL renderer string (`WEBGL_debug_renderer_info`'s unmasked one where the browser gives it). */
export function rendererString(gl) {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
}

/** Whether `renderer` (a GL renderer string) names an implementation that draws on the CPU. */
export const isSoftwareRenderer = (renderer) => software.test(renderer);

/**
 * A WebGL2 context on `canvas`, or null. With `hardwareOnly`, only one made with
 * `failIfMajorPerformanceCaveat: true` whose renderer is not a software one: Chromium without a
 * GPU answers that flag with SwiftShader, so the renderer string is checked too.
 */
export function createContext(canvas, hardwareOnly) {
  let gl = null;
  try {
    gl = canvas.getContext('webgl2', { ...attributes, failIfMajorPerformanceCaveat: hardwareOnly });
  } catch {
    return null;
  }
  if (!gl) return null;
  if (hardwareOnly && isSoftwareRenderer(rendererString(gl))) {
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return null;
  }
  return gl;
}

let hardware;
/**
 * Whether this page has hardware WebGL2 (asked once, on a throwaway canvas): what
 * `renderer: 'auto'` needs before it draws with the GPU.
 */
export function hasHardwareWebGL2() {
  if (hardware === undefined) {
    const gl = typeof document === 'undefined' && typeof OffscreenCanvas !== 'function'
      ? null : createContext(offscreenCanvas(), true);
    hardware = gl !== null;
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  }
  return hardware;
}

/** Compiles and links a program from vertex and fragment sources; throws with the GL's log. */
export function program(gl, vertexSource, fragmentSource) {
  const shader = (type, source) => {
    const s = gl.createShader(type);
    gl.shaderSource(s, source);
    gl.compileShader(s);
    if (!gl.getShaderParameter(s, gl.COMPILE_STATUS) && !gl.isContextLost()) {
      throw new Error(`Pyro: a WebGL2 shader did not compile: ${gl.getShaderInfoLog(s)}`);
    }
    return s;
  };
  const p = gl.createProgram();
  gl.attachShader(p, shader(gl.VERTEX_SHADER, vertexSource));
  gl.attachShader(p, shader(gl.FRAGMENT_SHADER, fragmentSource));
  gl.linkProgram(p);
  if (!gl.getProgramParameter(p, gl.LINK_STATUS) && !gl.isContextLost()) {
    throw new Error(`Pyro: a WebGL2 program did not link: ${gl.getProgramInfoLog(p)}`);
  }
  const uniforms = {};
  const count = gl.getProgramParameter(p, gl.ACTIVE_UNIFORMS) ?? 0;
  for (let i = 0; i < count; i++) {
    const name = gl.getActiveUniform(p, i).name.replace(/\[0\]$/, '');
    uniforms[name] = gl.getUniformLocation(p, name);
  }
  return { program: p, uniforms };
}
