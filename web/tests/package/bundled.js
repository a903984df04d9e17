// The sample app CI bundles with esbuild from the installed package: canvas-confetti's call,
// imported on its own, on a page with a strict Content-Security-Policy.
import confetti from 'pyro-particles/confetti';

window.sampleDone = false;
window.sampleCall = confetti({ particleCount: 120, spread: 70, origin: { y: 0.6 } }).then(() => {
  window.sampleDone = true;
});
