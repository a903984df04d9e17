// The classic-script build's entry (`<script src="…/pyro.browser.js">`): sets `window.confetti`
// and `window.Pyro`, as canvas-confetti's browser build sets `window.confetti`.

import { confetti } from './confetti.js';
import { Pyro } from './pyro.js';

globalThis.confetti = confetti;
globalThis.Pyro = Pyro;
