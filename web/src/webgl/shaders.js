// The GLSL of Pyro's WebGL2 renderer. Each coverage estimate is PyroRaster's own formula
// (Sources/PyroRaster/Coverage), worked in float per pixel and rounded as PyroRaster rounds it,
// so that the GPU's frame is PyroRaster's within a level or two wherever the shape has a closed
// form; colours are premultiplied exactly as PremultipliedPixel does it.

const header = `#version 300 es
precision highp float;
precision highp int;
precision highp sampler2DArray;
`;

// A straight 0xRRGGBBAA colour with its alpha times `opacity`, premultiplied as PyroRaster does
// (alpha rounded, each channel times alpha divided by 255 rounded), in 0...255.
const premultiply = `
vec4 premultiplied(uint rgba, float opacity) {
  float a = floor(float(rgba & 255u) * opacity + 0.5);
  vec3 c = vec3(float(rgba >> 24), float((rgba >> 16) & 255u), float((rgba >> 8) & 255u));
  return vec4(floor(c * a / 255.0 + 0.5), a);
}
`;

// Pixels (x right, y down, origin top-left) of a target `size` pixels large, to clip space.
const clip = `
vec4 clipFromPixels(vec2 p, vec2 size) {
  return vec4(p.x / size.x * 2.0 - 1.0, 1.0 - p.y / size.y * 2.0, 0.0, 1.0);
}
`;

/** One quad per particle: its corner's attribute is (±1, ±1); the rest are per instance. */
export const particleVertex = `${header}${premultiply}${clip}
layout(location = 0) in vec2 a_corner;
layout(location = 1) in vec3 a_place;   // centre x, y (pixels), rotation (radians, clockwise)
layout(location = 2) in vec3 a_size;    // half width and height (pixels, negative mirrors), opacity
layout(location = 3) in uvec2 a_look;   // colour 0xRRGGBBAA, the atlas's slot
uniform vec2 u_size;
uniform vec4 u_layers[128];             // per layer: where the unit box lies, how far the drawing reaches
uniform float u_side;                   // the atlas's layers' side, texels
flat out vec4 v_color;                  // premultiplied, 0...255
flat out uint v_kind;                   // 0 rectangle, 1 ellipse, 2 outline, 3 sprite; 4 added when tinted
flat out vec4 v_shape;                  // |half width|, |half height|, cos, sin
out vec2 v_local;                       // offset from the centre along the particle's axes, pixels
out vec3 v_texcoord;                    // the atlas's s, t and layer
out vec2 v_unit;                        // where in the unit box (-0.5...0.5 inside it)
flat out float v_level;                 // a sprite's mipmap level, picked as SpriteSampler picks it
void main() {
  v_color = premultiplied(a_look.x, a_size.z);
  uint slot = a_look.y;
  v_kind = slot & 7u;
  uint kind = slot & 3u;
  vec2 half_ = a_size.xy, size = abs(half_);
  float c = cos(a_place.z), s = sin(a_place.z);
  v_shape = vec4(size, c, s);
  // As PyroRaster, a particle of no width or height, or of no alpha, draws nothing.
  if (v_color.a == 0.0 || size.x == 0.0 || size.y == 0.0) {
    gl_Position = vec4(-2.0, -2.0, 0.0, 1.0);
    return;
  }
  // How far coverage reaches from the centre along each axis, in pixels.
  vec2 reach;
  int layer = int(slot >> 3);
  if (kind == 0u) reach = size + 1.0;
  else if (kind == 1u) reach = max(size, 0.5) + 1.0;
  else reach = 2.0 * u_layers[2 * layer + 1].xy * size + 1.0;
  vec2 local = a_corner * reach;
  v_local = local;
  vec4 box = u_layers[2 * layer];
  vec2 unit = local / (2.0 * half_);
  v_unit = unit;
  // The level whose texels are under two a pixel along the more squeezed axis of the picture.
  float density = max(box.z * u_side / (2.0 * size.x), box.w * u_side / (2.0 * size.y));
  v_level = density >= 2.0 ? min(floor(log2(density)), log2(u_side) - 3.0) : 0.0;
  v_texcoord = vec3(box.xy + (unit + 0.5) * box.zw, float(layer));
  vec2 p = a_place.xy + local.x * vec2(c, s) + local.y * vec2(-s, c);
  gl_Position = clipFromPixels(p, u_size);
}
`;

export const particleFragment = `${header}
flat in vec4 v_color;
flat in uint v_kind;
flat in vec4 v_shape;
in vec2 v_local;
in vec3 v_texcoord;
in vec2 v_unit;
flat in float v_level;
uniform sampler2DArray u_atlas;
uniform float u_side;
out vec4 o_color;

// RectangleCoverage: per axis, the overlap of the rectangle's extent with the pixel's footprint
// (|cos| + |sin| pixels wide), their product over the footprint squared.
float rectangle() {
  float footprint = abs(v_shape.z) + abs(v_shape.w);
  vec2 overlap = clamp(v_shape.xy + 0.5 * footprint - abs(v_local), vec2(0.0), min(vec2(footprint), 2.0 * v_shape.xy));
  return overlap.x * overlap.y / (footprint * footprint);
}

// EllipseCoverage: 0.5 - (r - 1) r / |r grad r|_1 on semi-axes shrunk by the ramp's ring, axes
// thinner than a pixel drawn a pixel wide and fainter, eccentric ones capped by their box.
float ellipse() {
  const float ring = (1.0 + 2.0 / 3.14159265358979) / 12.0;
  const float margin = 0.70710678;
  vec2 drawn = max(v_shape.xy, 0.5);
  float thinness = (v_shape.x / drawn.x) * (v_shape.y / drawn.y);
  vec2 axes = sqrt(drawn * drawn - ring);
  float c = v_shape.z, s = v_shape.w;
  vec2 n = v_local / axes;
  float r = sqrt(dot(n, n));
  float gx = n.x * (c / axes.x) - n.y * (s / axes.y);
  float gy = n.x * (s / axes.x) + n.y * (c / axes.y);
  float norm = abs(gx) + abs(gy);
  float k = norm > 0.0 ? clamp(0.5 - (r - 1.0) * r / norm, 0.0, 1.0) : 1.0;
  if (max(axes.x, axes.y) > 2.0 * min(axes.x, axes.y)) {
    vec2 along = clamp((axes + margin - abs(v_local)) / (abs(c) + abs(s)), 0.0, 1.0);
    k = min(k, min(along.x, along.y));
  }
  return k * thinness;
}

void main() {
  uint kind = v_kind & 3u;
  vec4 source;
  if (kind <= 1u) {
    float k = roundEven(255.0 * (kind == 0u ? rectangle() : ellipse()));
    source = floor(v_color * k / 255.0 + 0.5);
  } else {
    // One mipmap level finer than the GPU's choice (about two texels a pixel): a level whose
    // texels are the pixels' size, filtered bilinearly, widens an edge to two pixels where
    // PyroRaster's exact coverage has one (measured on star-burst, hearts and magic: pixels
    // more than 8 levels off fell by more than half; finer levels alias).
    vec4 texel = texture(u_atlas, v_texcoord, -1.0);
    if (kind == 2u) {
      // An outline's coverage. Drawn larger than its layer, its edge ramp (one to 1.4 texels)
      // is narrowed back to one to 1.4 pixels, as PyroRaster's exact coverage gives.
      vec2 st = v_texcoord.xy * u_side;
      float texelsPerPixel = max(length(dFdx(st)), length(dFdy(st)));
      float k = texel.a;
      if (texelsPerPixel < 1.0) k = clamp((k - 0.5) / texelsPerPixel + 0.5, 0.0, 1.0);
      source = floor(v_color * roundEven(255.0 * k) / 255.0 + 0.5);
    } else {
      // As SpriteSampler: one level, filtered bilinearly, and nothing where the pixel's centre
      // is outside the box.
      texel = textureLod(u_atlas, v_texcoord, v_level);
      vec4 t = all(lessThan(abs(v_unit), vec2(0.5))) ? floor(texel * 255.0 + 0.5) : vec4(0.0);
      // Tinted: the colour times the texel's alpha; untinted: the texel times the colour's alpha.
      source = (v_kind & 4u) != 0u ? floor(v_color * t.a / 255.0 + 0.5) : floor(t * v_color.a / 255.0 + 0.5);
    }
  }
  o_color = source / 255.0;
}
`;

/** A triangle over the whole target: the background's gradient. */
export const fullScreenVertex = `${header}
void main() {
  vec2 p = vec2(float((gl_VertexID & 1) * 4 - 1), float((gl_VertexID & 2) * 2 - 1));
  gl_Position = vec4(p, 0.0, 1.0);
}
`;

// Canvas.clear's vertical gradient: row y of h mixes the premultiplied colours in integers,
// (top (span - y) + bottom y + span / 2) / span with span = max(h - 1, 1).
export const gradientFragment = `${header}
uniform uvec4 u_top;
uniform uvec4 u_bottom;
uniform float u_height;
out vec4 o_color;
void main() {
  uint h = uint(u_height);
  uint y = h - 1u - uint(gl_FragCoord.y);
  uint span = max(h, 2u) - 1u;
  uvec4 c = (u_top * (span - y) + u_bottom * y + span / 2u) / span;
  o_color = vec4(c) / 255.0;
}
`;

/** One capsule per segment of a stroke, into the stroke's mask (blended with MAX). */
export const capsuleVertex = `${header}${clip}
layout(location = 0) in vec2 a_corner;
layout(location = 1) in vec2 a_from;
layout(location = 2) in vec2 a_to;
uniform vec2 u_size;                    // the mask, in pixels
uniform float u_offset;                 // where the canvas starts in the mask
uniform float u_halfWidth;
flat out vec4 v_segment;
void main() {
  vec2 d = a_to - a_from;
  float length_ = length(d);
  vec2 along = length_ > 0.0 ? d / length_ : vec2(1.0, 0.0), across = vec2(-along.y, along.x);
  float reach = u_halfWidth + 1.5;
  vec2 p = (a_corner.x < 0.0 ? a_from - along * reach : a_to + along * reach) + across * (a_corner.y * reach);
  v_segment = vec4(a_from, a_to);
  gl_Position = clipFromPixels(p + u_offset, u_size);
}
`;

// StrokeMask: halfWidth + 0.5 - the distance from the pixel's centre to the segment, clamped.
export const capsuleFragment = `${header}
flat in vec4 v_segment;
uniform vec2 u_size;
uniform float u_offset;
uniform float u_halfWidth;
out vec4 o_coverage;
void main() {
  vec2 p = vec2(gl_FragCoord.x, u_size.y - gl_FragCoord.y) - u_offset;
  vec2 a = v_segment.xy, d = v_segment.zw - a, e = p - a;
  float l2 = dot(d, d);
  float t = l2 > 0.0 ? clamp(dot(e, d) / l2, 0.0, 1.0) : 0.0;
  float k = clamp(u_halfWidth + 0.5 - length(e - t * d), 0.0, 1.0);
  o_coverage = vec4(k);
}
`;

// One pass of the glow's blur (BoxBlur's three boxes as one kernel), along u_step, reading the
// mask where this pixel lies in it; texels outside the mask count as zero, as in BoxBlur.
const blurSum = `
uniform highp sampler2D u_mask;
uniform ivec2 u_step;
uniform int u_reach;
uniform vec4 u_weights[64];
float weight(int j) { return u_weights[j >> 2][j & 3]; }
float blurred(ivec2 at) {
  ivec2 size = textureSize(u_mask, 0);
  float sum = 0.0;
  for (int j = -u_reach; j <= u_reach; j++) {
    ivec2 q = at + u_step * j;
    if (q.x >= 0 && q.y >= 0 && q.x < size.x && q.y < size.y) sum += weight(abs(j)) * texelFetch(u_mask, q, 0).r;
  }
  return sum;
}
`;

export const blurFragment = `${header}${blurSum}
out vec4 o_coverage;
void main() { o_coverage = vec4(blurred(ivec2(gl_FragCoord.xy))); }
`;

// The stroke's colour times its mask (blurred along y when u_reach > 0), onto the frame.
export const strokeFragment = `${header}${premultiply}${blurSum}
uniform uint u_color;
uniform float u_opacity;
uniform int u_offset;
out vec4 o_color;
void main() {
  ivec2 at = ivec2(gl_FragCoord.xy) + u_offset;
  float k = u_reach > 0 ? blurred(at) : texelFetch(u_mask, at, 0).r;
  vec4 color = premultiplied(u_color, u_opacity);
  o_color = floor(color * roundEven(255.0 * k) / 255.0 + 0.5) / 255.0;
}
`;
