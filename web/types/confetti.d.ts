// canvas-confetti's call on Pyro's engine. Every call that DefinitelyTyped's @types/canvas-confetti
// accepts type-checks here, with the same option and return types.

/**
 * Throws confetti on a full-window overlay (made on first use); resolves when its pieces are gone.
 * Calls made while pieces fly add to the same overlay.
 */
declare function confetti(options?: confetti.Options): Promise<undefined> | null;

declare namespace confetti {
  /** A promise implementation to use instead of the global one (canvas-confetti's hook). */
  let Promise: PromiseLike<undefined> | null | undefined;

  /** An SVG path (made by `shapeFromPath`). */
  interface PathShape {
    type: 'path';
    path: string;
    matrix: DOMMatrix;
  }

  /** A picture (made by `shapeFromText`). */
  interface BitmapShape {
    type: 'bitmap';
    bitmap: ImageBitmap;
    matrix: DOMMatrix;
  }

  /** A piece's shape: one of canvas-confetti's three, or one made from a path or text. */
  type Shape = PathShape | BitmapShape | 'square' | 'circle' | 'star';

  /** One call's options; each left out takes canvas-confetti's default. */
  interface Options {
    /** Launch direction, degrees counter-clockwise from the right (90 is straight up). @default 90 */
    angle?: number | undefined;
    /** Colours, dealt out in turn: `#rrggbb`, hex digits, or a colour name. */
    colors?: string[] | undefined;
    /** The part of its velocity a piece keeps each tick (read as 0.01...1). @default 0.9 */
    decay?: number | undefined;
    /** Throw nothing (and resolve at once) for people who prefer reduced motion. @default false */
    disableForReducedMotion?: boolean | undefined;
    /** Sideways push, pixels per tick (positive to the right). @default 0 */
    drift?: number | undefined;
    /** Pieces neither turn nor flip. @default false */
    flat?: boolean | undefined;
    /** Downward pull: 3 × gravity pixels per tick. @default 1 */
    gravity?: number | undefined;
    /** Where pieces start, as fractions of the canvas. */
    origin?: Origin | undefined;
    /** Pieces to throw (at most 100,000). @default 50 */
    particleCount?: number | undefined;
    /** Size factor: squares are 10 × scalar pixels, circles 12 ×, stars 16 ×. @default 1 */
    scalar?: number | undefined;
    /** Shapes, picked at random for each piece. @default ['square', 'circle'] */
    shapes?: Shape[] | undefined;
    /** Width of the fan of directions, degrees. @default 45 */
    spread?: number | undefined;
    /** Mean launch speed, pixels per tick (each piece 0.5 to 1.5 times it). @default 45 */
    startVelocity?: number | undefined;
    /** Life of each piece in ticks of 1/60 s; pieces fade linearly over it. @default 200 */
    ticks?: number | undefined;
    /** The overlay's z-index. @default 100 */
    zIndex?: number | undefined;
  }

  /** A point as fractions of the canvas: x across, y down. */
  interface Origin {
    /** @default 0.5 */
    x?: number | undefined;
    /** @default 0.5 */
    y?: number | undefined;
  }

  /** Options of a `create`d instance. */
  interface GlobalOptions {
    /** Pixels per CSS pixel (Pyro's): 1 draws as canvas-confetti does. @default devicePixelRatio, at most 2 */
    pixelRatio?: number | undefined;
    /** Throw nothing for people who prefer reduced motion, whatever a call says. @default false */
    disableForReducedMotion?: boolean | undefined;
    /** Size the canvas to its CSS box, and keep it sized. @default false */
    resize?: boolean | undefined;
    /** Draw in a Worker on an OffscreenCanvas where the browser can. @default false */
    useWorker?: boolean | undefined;
  }

  /** Removes every piece and resolves the waiting promises. */
  type Reset = () => void;
  /** Removes every piece of the overlay and resolves the waiting promises (typed as DefinitelyTyped types it). */
  function reset(): Reset;

  /** A `confetti` function bound to one canvas. */
  interface CreateTypes {
    (options?: Options): Promise<null> | null;
    reset: Reset;
  }
  /** A `confetti` function that draws on `canvas` (or on its own overlay when there is none). */
  function create(canvas?: HTMLCanvasElement, options?: GlobalOptions): CreateTypes;

  /** A shape from SVG path data; `matrix` maps the path into a piece (10 pixels at `scalar` 1). */
  function shapeFromPath(pathData: string): Shape;
  function shapeFromPath(pathData: { path: string; matrix?: DOMMatrix }): Shape;

  /** A shape drawn once from text (an emoji, say) through the page's fonts. */
  function shapeFromText(textData: string): Shape;
  function shapeFromText(textData: { text: string; scalar?: number; color?: string; fontFamily?: string }): Shape;
}

export default confetti;
export { confetti };
export declare const create: typeof confetti.create;
export declare const reset: typeof confetti.reset;
export declare const shapeFromPath: typeof confetti.shapeFromPath;
export declare const shapeFromText: typeof confetti.shapeFromText;
/** The most pixels an overlay or a created canvas draws a frame in. */
export declare const maximumPixels: number;
/** The highest devicePixelRatio drawn at. */
export declare const maximumPixelRatio: number;
/**
 * Fetches and compiles confetti.wasm (the engine with canvas-confetti's call alone) now rather
 * than on the first call; resolves to what it knows (`presets` is `['canvas-confetti']`).
 */
export declare function load(): Promise<{ presets: string[]; refused: string[]; confetti: unknown[] }>;
