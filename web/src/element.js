// <pyro-effect>: Pyro as a custom element, registered by importing this module
// (`import 'pyro-particles/element'`), for plain HTML and for any framework's templates.
//
//   <pyro-effect effect="confetti-burst" seed="7" fire-on="click" reduced-motion="auto"></pyro-effect>
//
// Attributes map to `attach`'s options: effect, src (an effect file's URL, played as
// `loadEffect` plays it), seed, background, renderer, pixel-ratio, reduced-motion ('auto'
// follows prefers-reduced-motion, 'reduce' or 'no-preference' fix it) and fire-on ('click' fires
// where the element is clicked, 'load' once it is ready, 'visible' when it first comes into view;
// anything else: only `fire()`). Methods: fire(point), light(path), reset(), confetti(options).
// Events: pyroframe and pyroidle (from the effect), pyroerror (an effect that cannot be made).
// `pyroEffect` is the attached PyroEffect; effect, src, seed, background and renderer are also
// properties that reflect their attributes.
// It sizes itself as an inline-block, 300 × 150 CSS pixels unless styled, and pauses while off
// screen (IntersectionObserver) or while the page is hidden.

import { attach, loadEffect } from './effect.js';

/** The attributes that make a new effect when they change. */
const making = ['effect', 'src', 'seed', 'background', 'renderer', 'pixel-ratio', 'reduced-motion'];

const style = `:host { display: inline-block; position: relative; width: 300px; height: 150px; contain: content; }
:host([hidden]) { display: none; }
canvas { position: absolute; inset: 0; width: 100%; height: 100%; display: block; }`;

// Importing under Node or SSR must not throw: the class extends HTMLElement only where it exists.
const Base = typeof HTMLElement === 'function' ? HTMLElement : class {};

/** The `<pyro-effect>` element. */
export class PyroEffectElement extends Base {
  static observedAttributes = [...making, 'fire-on'];

  #canvas; #effect = null; #generation = 0; #ready = null; #visibility = null; #onScreen = null; #seen = false;
  #restartQueued = false; #onClick;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    const sheet = document.createElement('style');
    sheet.textContent = style;
    this.#canvas = document.createElement('canvas');
    this.#canvas.setAttribute('part', 'canvas');
    root.append(sheet, this.#canvas);
    for (const type of ['pyroframe', 'pyroidle']) {
      this.#canvas.addEventListener(type, (event) => {
        this.dispatchEvent(new CustomEvent(type, { detail: event.detail }));
      });
    }
    this.#onClick = (event) => {
      if (this.getAttribute('fire-on') !== 'click') return;
      const box = this.getBoundingClientRect();
      this.fire({ x: event.clientX - box.left, y: event.clientY - box.top });
    };
    this.addEventListener('click', this.#onClick);
  }

  /** The attached effect (a PyroEffect), or null while there is none. */
  get pyroEffect() { return this.#effect; }

  // Properties that reflect the attributes, for frameworks that set properties.
  get effect() { return this.getAttribute('effect'); }
  set effect(name) { this.#reflect('effect', name); }
  get src() { return this.getAttribute('src'); }
  set src(url) { this.#reflect('src', url); }
  get seed() { return this.getAttribute('seed'); }
  set seed(seed) { this.#reflect('seed', seed); }
  get background() { return this.getAttribute('background'); }
  set background(background) { this.#reflect('background', background); }
  get renderer() { return this.getAttribute('renderer'); }
  set renderer(renderer) { this.#reflect('renderer', renderer); }

  #reflect(name, value) {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
  }

  /** Resolves to the effect once it is made (again after each change that makes a new one). */
  get ready() {
    // After a change, the effect it makes (that restart's microtask runs before this one's).
    if (this.#restartQueued) return Promise.resolve().then(() => this.ready);
    return this.#ready ?? this.#start();
  }

  connectedCallback() {
    this.#start();
    if (typeof IntersectionObserver === 'function') {
      this.#visibility = new IntersectionObserver((entries) => this.#visible(entries.at(-1).isIntersecting));
      this.#visibility.observe(this);
    }
  }

  disconnectedCallback() {
    this.#visibility?.disconnect();
    this.#visibility = null;
    this.#onScreen = null;
    this.#stop();
  }

  attributeChangedCallback(name, before, after) {
    if (before === after || !this.isConnected || !making.includes(name) || this.#restartQueued) return;
    // Several attributes set in a row (a framework's update) make one new effect.
    this.#restartQueued = true;
    queueMicrotask(() => {
      this.#restartQueued = false;
      if (this.isConnected) this.#start();
    });
  }

  /** Fires the effect's action (a burst, confetti), at `point` in CSS pixels if given. */
  fire(point) { return this.#when((fx) => fx.fire(point)); }

  /** Lights the fuse (fuse-firework), along `path` if given; rejects saying why it cannot. */
  light(path) { return this.#when((fx) => fx.light(path)); }

  /** Back to an empty drawing (the fuse), or to no particles. */
  reset() { return this.#when((fx) => fx.reset()); }

  /** canvas-confetti's call on this element (effect="canvas-confetti"): resolves when its pieces are gone. */
  confetti(options) { return this.#when((fx) => fx.confetti(options)); }

  /** Runs `call` on the effect now, or once it is made; resolves to what it returns. */
  #when(call) {
    return this.ready.then((fx) => call(fx));
  }

  #options() {
    const number = (name) => (this.hasAttribute(name) ? Number(this.getAttribute(name)) : undefined);
    const motion = this.getAttribute('reduced-motion');
    return {
      effect: this.getAttribute('effect') ?? undefined,
      seed: number('seed'),
      background: this.getAttribute('background') ?? undefined,
      renderer: this.getAttribute('renderer') ?? undefined,
      pixelRatio: number('pixel-ratio'),
      reduceMotion: motion === 'reduce' ? true : motion === 'no-preference' ? false : undefined,
    };
  }

  /** Makes the effect for the attributes as they are, replacing the one before. */
  #start() {
    this.#stop();
    const generation = this.#generation;
    const options = this.#options();
    const src = this.getAttribute('src');
    const made = src
      ? fetch(new URL(src, document.baseURI)).then((r) => {
        if (!r.ok) throw new Error(`Pyro: cannot load ${src} (HTTP ${r.status})`);
        return r.text();
      }).then((text) => loadEffect(this.#canvas, text, options))
      : attach(this.#canvas, options);
    this.#ready = made.then((fx) => {
      // Disconnected or changed while it was being made (React's StrictMode mounts twice).
      if (generation !== this.#generation) {
        fx.detach();
        throw new Error('Pyro: <pyro-effect> changed before its effect was ready');
      }
      this.#effect = fx;
      // Off screen, or not yet known to be on it, it waits (the observer says so at once).
      if (this.#visibility && this.#onScreen !== true) fx.pause();
      if (this.getAttribute('fire-on') === 'load') fx.fire();
      return fx;
    }, (error) => {
      if (generation === this.#generation) {
        this.dispatchEvent(new CustomEvent('pyroerror', { detail: { message: error.message } }));
      }
      throw error;
    });
    // Calls made meanwhile reject with the reason; nothing else waits on this one.
    this.#ready.catch(() => {});
    return this.#ready;
  }

  /** Lets go of the effect: its canvas, its GPU context and its engine instance. */
  #stop() {
    this.#generation += 1;
    this.#ready = null;
    const fx = this.#effect;
    this.#effect = null;
    if (!fx) return;
    // Waiting confetti() promises settle, as canvas-confetti's reset settles them.
    fx.clearConfetti();
    fx.detach();
  }

  #visible(on) {
    this.#onScreen = on;
    if (on) this.#effect?.resume();
    else this.#effect?.pause();
    if (on && !this.#seen) {
      this.#seen = true;
      if (this.getAttribute('fire-on') === 'visible') this.fire();
    }
  }
}

if (typeof customElements !== 'undefined' && !customElements.get('pyro-effect')) {
  customElements.define('pyro-effect', PyroEffectElement);
}
