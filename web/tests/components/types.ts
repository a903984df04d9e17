// Type-checked by components_test.py with tsc --strict: the element's and the renderers' calls.
import type { PyroEffectElement } from 'pyro-particles/element';
import { attach, type RendererChoice } from 'pyro-particles';

const element: PyroEffectElement | null = document.querySelector('pyro-effect');
element?.addEventListener('pyroframe', (event) => console.log(event.detail.count, event.detail.renderer, event.detail.ms.draw));
element?.addEventListener('pyroerror', (event) => console.log(event.detail.message));
element?.fire({ x: 10, y: 20 }).then(() => element.reset());
element?.light([[0, 0], [100, 50]]).catch((error: Error) => console.log(error.message));
element?.confetti({ particleCount: 30, spread: 70 });
element?.ready.then((fx) => fx.pause());
if (element) element.effect = 'fountain';

const choice: RendererChoice = 'webgl';
attach(document.createElement('canvas'), { renderer: choice, pixelRatio: 2 }).then((fx) => {
  fx.renderer = 'auto';
  const drawing: 'webgl' | 'cpu' = fx.renderer;
  fx.seek(1.5);
  console.log(drawing, fx.rendererInfo, fx.frameTime?.simulate, fx.pixels().length);
});

// The self-test: each of these must be reported.
// @ts-expect-error a point is {x, y} or [x, y]
element?.fire('centre');
// @ts-expect-error renderer is 'auto', 'webgl' or 'cpu'
attach(document.createElement('canvas'), { renderer: 'gpu' });
// @ts-expect-error the live renderer is 'webgl' or 'cpu', never 'auto'
const never: 'auto' = element!.pyroEffect!.renderer;
