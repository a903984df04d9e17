// PyroRaster draws a PyroCore `DisplayList` into pixels with the Swift standard library only.
//
//     var canvas = PixelCanvas(width: 1280, height: 720, background: .solid(.black))
//     var renderer = Renderer()              // keep it: it reuses its scratch memory
//     renderer.draw(frame, into: &canvas, scale: 2)
//     let bytes = canvas.unpremultipliedRGBA()   // straight-alpha RGBA8, ready for PNG
//
// The pipeline runs one way, one idea per folder:
//
//   Geometry/  particle transforms, outline flattening (cached per shape and size), clipping
//              into fixed-point edges, stroke trimming
//   Coverage/  how much of each pixel a primitive covers: the area/cover accumulator for any
//              outline (non-zero winding, exact area), analytic fast paths for rotated
//              rectangles (16-bit fixed point, eight pixels per vector) and ellipses (float,
//              one division per pixel) for nearly every particle (two consecutive rows of at
//              most four pixels share one eight-lane pass, lane for lane the one-row values),
//              round-capped stroke masks, and the integer box blur behind glows
//   Blit/      coverage and one premultiplied colour blended into pixels (src-over or additive)
//              in exactly rounded integer arithmetic, written once (`SpanBlend`) for one, four
//              or eight pixels a step (`PixelLanes`); `Blitter` picks the mode once per
//              particle or coverage row
//   Canvas/    the premultiplied RGBA8 pixels, backgrounds and straight-alpha export
//   Render/    `Renderer`, which walks a display list in painting order and sorts each batch's
//              particles into strips of rows so that the strip being drawn stays in cache (a
//              busy strip is read through once first, so it arrives as one sequential stream)
//
// Determinism: every pixel's value is a function of the display list, the scale, the canvas
// size and that pixel's position only, never of which rows were asked for or in which order
// bands are drawn. Integer edges and blending make sums order-independent; float coverage is
// computed per pixel from its own coordinates. That is what lets `draw(_:into:scale:rows:)`
// render horizontal bands on several threads (see the PyroParallel module) and get exactly the
// bytes of one full draw, glows included (a glow's band also rasterises the rows its blur
// reads).
//
// Anti-aliasing: the accumulator gives exact area coverage; the fast paths use a box filter
// across each edge as wide as the pixel's footprint on it, which matches the accumulator to a
// few levels of 255 (tested) and fades thin shapes smoothly, so confetti turning edge-on does
// not flicker.
//
// Out of scope: gamma-correct blending (blending is in sRGB values, like most 2D renderers),
// dashes, miter and bevel joins, even-odd fill, images and text.
