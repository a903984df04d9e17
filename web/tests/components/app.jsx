// The React side of web/tests/components_test.py: PyroEffect and useConfetti in a real React 18
// (Debian's node-react and node-react-dom), bundled with esbuild. Each window.test* function
// runs one case and resolves to what the test checks.
import { StrictMode, useRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { PyroEffect, useConfetti } from 'pyro-particles/react';

const root = createRoot(document.getElementById('root'));
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
const element = () => document.querySelector('#root pyro-effect');

async function settle() {
  for (let i = 0; i < 3; i++) await frame();
}

/** StrictMode mounts, unmounts and mounts again: one effect is left, drawing. */
window.testStrictMode = async () => {
  const frames = [];
  root.render(<StrictMode><PyroEffect effect="confetti-burst" seed={7} fireOn="load" className="burst"
    style={{ width: 320, height: 200 }} onFrame={(e) => frames.push(e.detail.count)} /></StrictMode>);
  await settle();
  const fx = await element().ready;
  await new Promise((resolve) => setTimeout(resolve, 400));
  const result = { count: fx.count, frames: frames.length,
                   canvases: element().shadowRoot.querySelectorAll('canvas').length,
                   className: element().getAttribute('class'), width: element().getBoundingClientRect().width,
                   seed: element().getAttribute('seed') };
  root.render(null);
  await settle();
  return result;
};

/** New props make a new effect and let go of the old one. */
window.testChangedProps = async () => {
  root.render(<PyroEffect effect="confetti-burst" fireOn="load" />);
  await settle();
  const first = await element().ready;
  root.render(<PyroEffect effect="fuse-firework" background="black" />);
  await settle();
  const second = await element().ready;
  const result = { different: first !== second, firstState: first.state, secondState: second.state,
                   background: element().getAttribute('background') };
  root.render(null);
  await settle();
  return result;
};

function Party({ target }) {
  const fire = useConfetti(target);
  window.partyFire = fire;
  const party = () => { window.partyDone = fire({ particleCount: 80 }).then(() => 'resolved'); };
  return <button id="party" onClick={party}>Party</button>;
}

function Targeted() {
  const ref = useRef(null);
  return (
    <>
      <PyroEffect ref={ref} effect="canvas-confetti" style={{ width: 300, height: 200 }} />
      <Party target={ref} />
    </>
  );
}

/** useConfetti on its own overlay, unmounted mid-burst; and on a PyroEffect given by ref. */
window.testUseConfetti = async () => {
  root.render(<Party />);
  await settle();
  document.getElementById('party').click();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const overlay = document.querySelector('body > pyro-effect[effect=canvas-confetti]');
  const drawing = overlay ? overlay.pyroEffect.count : 0;
  root.render(null);
  await settle();
  const settled = await Promise.race([window.partyDone, new Promise((r) => setTimeout(() => r('pending'), 2000))]);
  const left = document.querySelectorAll('body > pyro-effect').length;
  root.render(<Targeted />);
  await settle();
  await window.partyFire({ particleCount: 30, ticks: 20 });
  const targeted = element().pyroEffect !== null;
  root.render(null);
  await settle();
  return { drawing, settled, left, targeted };
};

/** Mounts and unmounts `n` times (drawing with `renderer`), keeping only weak references. */
window.testCycles = async (n, renderer) => {
  const refs = [];
  for (let i = 0; i < n; i++) {
    flushSync(() => root.render(<PyroEffect effect="confetti-burst" seed={i} fireOn="load" renderer={renderer} />));
    const fx = await element().ready;
    refs.push(new WeakRef(fx));
    if (i % 2) await frame();
    flushSync(() => root.render(null));
  }
  window.cycleRefs = refs;
  return refs.length;
};

/** How many of the cycles' effects are still alive (after the page's gc()). */
window.aliveAfterCycles = () => window.cycleRefs.filter((r) => r.deref() !== undefined).length;
