// canvas-confetti's call, on Pyro's engine: `confetti(options)`, `confetti.create(canvas, options)`
// and `confetti.reset()`, importable on its own (`import confetti from '…/confetti.js'`).

import { attach, reducedMotionQuery } from './effect.js';
import { load } from './engine.js';
import { prop } from './options.js';

/**
 * canvas-confetti's `confetti.create(canvas, { resize })`: a `confetti(options)` function that
 * draws on `canvas` (or, with no canvas, on a full-window overlay made on first use), with
 * `.reset()`. Each call resolves when its pieces are gone.
 */
export function create(canvas = null, globalOptions = {}) {
  let effect = null, overlay = null;
  const ready = async (zIndex) => {
    if (effect) return effect;
    let target = canvas;
    if (!target) {
      overlay = document.createElement('canvas');
      overlay.setAttribute('aria-hidden', 'true');
      overlay.style.cssText = `position:fixed;inset:0;width:100vw;height:100vh;pointer-events:none;z-index:${zIndex | 0}`;
      document.body.append(overlay);
      target = overlay;
    }
    // Like canvas-confetti, an overlay is drawn at one pixel per CSS pixel.
    effect = await attach(target, {
      effect: 'canvas-confetti', seed: globalOptions.seed ?? (Date.now() >>> 0), reduceMotion: false,
      resize: canvas ? !!prop(globalOptions, 'resize') : true, pixelRatio: canvas ? undefined : 1,
    });
    return effect;
  };
  let queue = Promise.resolve();
  const fire = (options = {}) => {
    const run = queue.then(() => load()).then(() => {
      if (prop(globalOptions, 'disableForReducedMotion') || prop(options, 'disableForReducedMotion')) {
        if (reducedMotionQuery()?.matches) return undefined;
      }
      return ready(prop(options, 'zIndex', Number)).then((fx) => fx.confetti(options));
    });
    queue = run.catch(() => {});
    // canvas-confetti's hook: `confetti.Promise = null` makes calls return null (fire and forget).
    const Custom = confetti.Promise === undefined ? Promise : confetti.Promise;
    if (typeof Custom !== 'function') return null;
    return Custom === Promise ? run : new Custom((resolve, reject) => { run.then(resolve, reject); });
  };
  fire.reset = () => {
    effect?.clearConfetti();
    overlay?.remove();
    effect?.detach();
    effect = null;
    overlay = null;
  };
  return fire;
}

/** canvas-confetti's default `confetti(options)`, on a full-window overlay. */
export const confetti = create();
confetti.create = create;
/** Removes every piece of the default overlay and resolves its waiting promises. */
export const reset = () => confetti.reset();
export default confetti;
