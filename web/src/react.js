// React over <pyro-effect> (element.js): `<PyroEffect … ref={…} />` renders the element with its
// attributes from props, and `useConfetti()` gives a canvas-confetti `confetti(options)` call
// for a component. React is the app's own (a peer dependency); this module uses no JSX.

import { createElement, forwardRef, useCallback, useEffect, useImperativeHandle, useRef } from 'react';
import './element.js';

/** Props that become the element's attributes, by their attribute names. */
const attributes = {
  effect: 'effect', src: 'src', seed: 'seed', background: 'background', renderer: 'renderer',
  pixelRatio: 'pixel-ratio', fireOn: 'fire-on', reducedMotion: 'reduced-motion',
};

/** Listens for `type` on the element in `ref` with `handler`, while both are there. */
function useEvent(ref, type, handler) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !handler) return undefined;
    element.addEventListener(type, handler);
    return () => element.removeEventListener(type, handler);
  }, [ref, type, handler]);
}

/**
 * `<pyro-effect>` as a React component. Props: effect, src, seed, background, renderer,
 * pixelRatio, fireOn, reducedMotion (as the element's attributes), onFrame, onIdle, onError
 * (its pyroframe, pyroidle and pyroerror events), className, style and any other attribute.
 * The ref is the element: `ref.current.fire(point)`, `.light(path)`, `.reset()`, `.confetti(o)`.
 */
export const PyroEffect = forwardRef(function PyroEffect(props, ref) {
  const { onFrame, onIdle, onError, className, ...rest } = props;
  const element = useRef(null);
  useImperativeHandle(ref, () => element.current, []);
  useEvent(element, 'pyroframe', onFrame);
  useEvent(element, 'pyroidle', onIdle);
  useEvent(element, 'pyroerror', onError);
  const own = { ref: element, class: className };
  for (const [name, value] of Object.entries(rest)) {
    if (value !== undefined && value !== null) own[attributes[name] ?? name] = attributes[name] ? String(value) : value;
  }
  return createElement('pyro-effect', own);
});

/**
 * canvas-confetti's `confetti(options)` for a component: fires on the `<PyroEffect
 * effect="canvas-confetti">` in `target` (a ref) when given, else on a full-window overlay made
 * on first use and removed when the component unmounts. Resolves when the pieces are gone.
 */
export function useConfetti(target) {
  const overlay = useRef(null);
  useEffect(() => () => {
    overlay.current?.remove();
    overlay.current = null;
  }, []);
  return useCallback((options) => {
    let element = target?.current;
    if (!element) {
      if (!overlay.current) {
        overlay.current = document.createElement('pyro-effect');
        overlay.current.setAttribute('effect', 'canvas-confetti');
        overlay.current.setAttribute('aria-hidden', 'true');
        overlay.current.style.cssText =
          'position:fixed;inset:0;width:100vw;height:100vh;pointer-events:none;z-index:100';
        document.body.append(overlay.current);
      }
      element = overlay.current;
    }
    return element.confetti(options);
  }, [target]);
}
