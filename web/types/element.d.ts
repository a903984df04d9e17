// <pyro-effect>, registered by importing 'pyro-particles/element'.

import type confetti from './confetti.js';
import type { Point, PyroEffect } from './pyro.js';

/** The element's attributes, by name (all strings, as HTML gives them). */
export interface PyroEffectAttributes {
  /** A preset name, as `pyro list` gives them. */
  effect?: string;
  /** An effect file's URL, played as `loadEffect` plays it. */
  src?: string;
  seed?: string;
  /** `transparent`, a colour or `TOP-BOTTOM`. */
  background?: string;
  renderer?: 'auto' | 'webgl' | 'cpu';
  'pixel-ratio'?: string;
  /** 'click' fires where clicked, 'load' once ready, 'visible' when first seen; otherwise only `fire()`. */
  'fire-on'?: 'click' | 'load' | 'visible' | 'none';
  /** 'auto' follows prefers-reduced-motion; 'reduce' and 'no-preference' fix it. */
  'reduced-motion'?: 'auto' | 'reduce' | 'no-preference';
}

/** What pyroframe's and pyroidle's `detail` hold. */
export interface PyroFrameDetail {
  /** Effect time, seconds. */
  time: number;
  /** Live particles. */
  count: number;
  renderer: 'webgl' | 'cpu';
  /** The frame's milliseconds. */
  ms: { simulate: number; upload: number; draw: number };
}

export class PyroEffectElement extends HTMLElement {
  /** The attached effect, or null while there is none. */
  readonly pyroEffect: PyroEffect | null;
  /** The attributes of the same names, as properties. */
  effect: string | null;
  src: string | null;
  seed: string | null;
  background: string | null;
  renderer: string | null;
  /** Resolves to the effect once it is made. */
  readonly ready: Promise<PyroEffect>;
  /** Fires the effect's action, at `point` (CSS pixels) if given. */
  fire(point?: Point): Promise<void>;
  /** Lights the fuse; rejects saying why it cannot. */
  light(path?: Point[]): Promise<void>;
  /** Back to an empty drawing (the fuse), or to no particles. */
  reset(): Promise<void>;
  /** canvas-confetti's call (effect="canvas-confetti"): resolves when its pieces are gone. */
  confetti(options?: confetti.Options): Promise<void>;
  addEventListener<K extends keyof PyroEffectEventMap>(type: K,
    listener: (this: PyroEffectElement, event: PyroEffectEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions): void;
}

export interface PyroEffectEventMap extends HTMLElementEventMap {
  pyroframe: CustomEvent<PyroFrameDetail>;
  pyroidle: CustomEvent<{ time: number }>;
  pyroerror: CustomEvent<{ message: string }>;
}

declare global {
  interface HTMLElementTagNameMap {
    'pyro-effect': PyroEffectElement;
  }
}
