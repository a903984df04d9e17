// PyroRaster draws a PyroCore `DisplayList` into pixels with the Swift standard library only.
//
// The pipeline runs one way, one idea per folder:
//
//   Geometry/  particle transforms, outline flattening and clipping into fixed-point edges,
//              stroke trimming
//   Coverage/  how much of each pixel a primitive covers: the area/cover accumulator (any
//              outline, non-zero winding), analytic fast paths for rectangles and ellipses,
//              round-capped stroke masks, and the integer box blur behind glows
//   Blit/      one row of coverage and one premultiplied colour, blended into one row of
//              pixels (src-over or additive), in integer arithmetic
//   Canvas/    the premultiplied RGBA8 pixels, backgrounds and straight-alpha export
//   Render/    `Renderer`, which walks a display list in painting order
//
// Every pixel's value is a function of the display list and that pixel's position only, never
// of which rows were asked for: that is what lets callers render horizontal bands on several
// threads and get the same bytes as one full draw.
//
// Out of scope: anti-aliasing gamma (blending is in sRGB values, like most 2D renderers),
// dashes, miter and bevel joins, even-odd fill, images and text.
