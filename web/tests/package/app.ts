// A sample TypeScript app that makes every public call of the package; CI type-checks it with
// `tsc --strict --noEmit` against the installed tarball. The calls of DefinitelyTyped's own
// canvas-confetti tests are here too, unchanged but for the import.
import confetti, { create, reset } from 'pyro-particles/confetti';
import { Pyro, attach, defaults, load, loadEffect, type EngineFacts, type PyroEffect } from 'pyro-particles';

confetti.Promise = null;
confetti();
confetti({ particleCount: 150 });
confetti({ spread: 180 });
confetti({ particleCount: 100, startVelocity: 30, spread: 360, origin: { x: Math.random(), y: Math.random() - 0.2 } });
confetti({ particleCount: 100, spread: 70, origin: { y: 0.6 } });
const r = (min: number, max: number) => Math.random() * (max - min) + min;
confetti({ angle: r(55, 125), spread: r(50, 70), particleCount: r(50, 100), origin: { y: 0.6 } });

const done: Promise<undefined> | null = confetti({
  angle: 60, colors: ['#bada55', 'navy'], decay: 0.9, disableForReducedMotion: true, drift: 1, flat: true, gravity: 0.5,
  origin: { x: 0.1 }, scalar: 2, shapes: ['square', 'circle', 'star'], startVelocity: 20, ticks: 300, zIndex: 5,
});
done?.then(() => undefined);
const clear: confetti.Reset = confetti.reset();
clear();
reset();

const canvas = document.createElement('canvas');
const mine: confetti.CreateTypes = create(canvas, { resize: true, useWorker: true, disableForReducedMotion: false });
const fired: Promise<null> | null = mine({ particleCount: 10 });
fired?.then(() => mine.reset());
confetti.create(undefined, { resize: true })({ colors: ['#ff0000'] });

async function full(): Promise<void> {
  const facts: EngineFacts = await load();
  const withFiles: EngineFacts = await load({ effectFiles: true });
  console.log(withFiles.presets.length === facts.presets.length);
  const names: string[] = facts.presets;
  const fx: PyroEffect = await attach(canvas, { effect: names[0], seed: 7, background: 'navy-gold', fireAt: [0, 1],
    origin: [[10, 20], { x: 30, y: 40 }], reduceMotion: false, resize: true, pixelRatio: 2 });
  fx.fire({ x: 1, y: 2 });
  fx.fire([1, 2]);
  fx.fire();
  fx.addPoint([3, 4]);
  if (fx.canLight && fx.state === 'drawing') fx.light([[0, 0], [10, 10]]);
  fx.reduceMotion = !fx.reduceMotion;
  fx.pause();
  fx.resume();
  fx.renderAt(fx.time + 0.5);
  const bytes: Uint8ClampedArray = fx.pixels();
  const size: { width: number; height: number } = fx.size;
  const count: number = fx.count + bytes.length + size.width;
  await fx.confetti({ particleCount: count });
  fx.clearConfetti();
  fx.reset();
  fx.detach();
  const file = await loadEffect(canvas, '{"version": 1}', { seed: 3 });
  file.detach();
  const same: typeof attach = Pyro.attach;
  await same(canvas);
  await Pyro.confetti({ particleCount: 1 });
  const particleCount = defaults['particleCount'];
  const use: { instances: number; bytes: number } = Pyro.memoryUse();
  console.log(particleCount, Pyro.defaults === defaults, Pyro.load === load, Pyro.loadEffect === loadEffect, use);
}
full();

const star = confetti.shapeFromPath('M0 10 L5 0 L10 10z');
const heart = confetti.shapeFromPath({ path: 'M0 0 L10 0 L10 10z', matrix: new DOMMatrix([1, 0, 0, 1, -5, -5]) });
const smile = confetti.shapeFromText('😀');
const pie = confetti.shapeFromText({ text: 'pie', scalar: 3, color: '#00ff00', fontFamily: 'serif' });
confetti({ shapes: [star, heart, smile, pie, 'circle'], flat: true });
create(undefined, { pixelRatio: 1 })({ particleCount: 5 });
