// React over <pyro-effect>: 'pyro-particles/react'.

import type { CSSProperties, ForwardRefExoticComponent, RefAttributes, RefObject } from 'react';
import type confetti from './confetti.js';
import type { PyroEffectElement, PyroFrameDetail } from './element.js';

export interface PyroEffectProps {
  /** A preset name, as `pyro list` gives them. */
  effect?: string;
  /** An effect file's URL. */
  src?: string;
  seed?: number;
  background?: string;
  renderer?: 'auto' | 'webgl' | 'cpu';
  /** Pixels per CSS pixel. @default devicePixelRatio, capped */
  pixelRatio?: number;
  fireOn?: 'click' | 'load' | 'visible' | 'none';
  reducedMotion?: 'auto' | 'reduce' | 'no-preference';
  onFrame?: (event: CustomEvent<PyroFrameDetail>) => void;
  onIdle?: (event: CustomEvent<{ time: number }>) => void;
  onError?: (event: CustomEvent<{ message: string }>) => void;
  className?: string;
  style?: CSSProperties;
  id?: string;
  title?: string;
  role?: string;
  'aria-label'?: string;
  'aria-hidden'?: boolean | 'true' | 'false';
}

/** `<pyro-effect>` as a component; the ref is the element. */
export const PyroEffect: ForwardRefExoticComponent<PyroEffectProps & RefAttributes<PyroEffectElement>>;

/**
 * canvas-confetti's call for a component: on the `<PyroEffect effect="canvas-confetti">` in
 * `target`, else on a full-window overlay removed when the component unmounts.
 */
export function useConfetti(target?: RefObject<PyroEffectElement>): (options?: confetti.Options) => Promise<void>;
