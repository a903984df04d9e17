// The app canvas-confetti's browserify case stands for: the package's confetti entry bundled
// (here by esbuild) and set on window, as browserify's --standalone build does.
import confetti from './confetti.js';
import { load } from './pyro.js';

window.confetti = confetti;
// See preload.js.
load().then(() => { window.pyroLoaded = true; });
