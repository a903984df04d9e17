// Pyro Studio (studio.html): design an effect file in the browser and take the same file to
// SwiftUI, the web and video. The file's text is the design: the engine (studio.wasm) reads it,
// draws it, describes its parameters for the controls, and writes it back when a control moves.

import { Clock } from './clock.js';
import { ParameterPanel } from './controls.js';
import { Editor } from './editor.js';
import { Exporter } from './exporter.js';
import { History } from './history.js';
import { baseName, snippets } from './snippets.js';
import { readFragment, restore, save, shareFragment } from './storage.js';
import { seedHalves, StudioEngine } from './studio-engine.js';

const $ = (id) => document.getElementById(id);
const engine = await StudioEngine.create();
const canvas = $('preview');
const context = canvas.getContext('2d');
const editor = new Editor($('json'));
const undoSteps = new History();
const exporter = new Exporter();
const sizes = { phone: [390, 844], small: [800, 600], hd: [1920, 1080] };

const state = {
  /** The file drawn: `{ text, description }`, the last text the engine read. */
  good: null,
  seed: '1',
  reduceMotion: false,
  /** Firings made by hand (Fire, clicks), not in the file: `{ time, point }`. */
  taps: [],
  image: null,
  /** Figures the browser test reads: milliseconds to the first frame after opening a file, and per redraw. */
  metrics: { firstFrame: null, redraws: [] },
  lastExport: null,
};

const clock = new Clock((t) => draw(t));
const panel = new ParameterPanel($('parameters'), (name, value, commit) => {
  queueChange({ parameters: { [name]: value } }, commit, name);
});

// ---- Drawing --------------------------------------------------------------------------------

let openedAt = null;
let changedAt = null;

/** Draws the frame at `t` seconds into the preview and moves the timeline there. */
function draw(t) {
  if (!state.image) return;
  state.image.data.set(engine.draw(t, state.reduceMotion));
  context.putImageData(state.image, 0, 0);
  const now = performance.now();
  if (openedAt !== null) {
    state.metrics.firstFrame = now - openedAt;
    openedAt = null;
  }
  if (changedAt !== null) {
    state.metrics.redraws.push(now - changedAt);
    changedAt = null;
  }
  $('timeline').value = t;
  $('time').textContent = `${t.toFixed(3)} s / ${clock.duration} s`;
  $('readout').textContent = `${engine.count} particles · ${engine.width} × ${engine.height}`;
  $('play').textContent = clock.playing ? 'Pause' : 'Play';
  $('play').setAttribute('aria-pressed', String(clock.playing));
}

/** Makes the stage for the file drawn and the seed, with the taps fired again: null, or the engine's sentence. */
function rebuild() {
  const problem = engine.stage(state.good.text, seedHalves(state.seed));
  if (problem) return problem;
  for (const tap of state.taps) engine.trigger(tap.time, tap.point);
  if (canvas.width !== engine.width || canvas.height !== engine.height || !state.image) {
    canvas.width = engine.width;
    canvas.height = engine.height;
    state.image = new ImageData(Math.max(engine.width, 1), Math.max(engine.height, 1));
  }
  draw(clock.time);
  return null;
}

// ---- The file -------------------------------------------------------------------------------

/**
 * Makes `text` the file drawn, when the engine reads it; otherwise shows the engine's error at
 * the place it points to and keeps drawing the last good file. `commit` records an undo step and
 * saves; `fresh` (a file opened) starts its timeline and taps anew.
 */
function show(text, { commit = false, fresh = false } = {}) {
  if (editor.text !== text) editor.setText(text);
  const opened = engine.open(text);
  if (opened.error) {
    report(opened.error);
    return false;
  }
  const previous = state.good;
  state.good = { text, description: opened.description };
  if (fresh) state.taps = [];
  const problem = rebuild();
  if (problem) {
    state.good = previous;
    if (previous) {
      engine.open(previous.text);
      rebuild();
    }
    report({ path: '', message: problem, text: problem });
    return false;
  }
  const d = opened.description;
  clock.duration = d.duration;
  $('timeline').max = d.duration;
  if (fresh || clock.time > d.duration) clock.seek(fresh ? 0 : d.duration);
  else draw(clock.time);
  report(null);
  panel.show(d.parameters);
  refreshSettings(d);
  if (commit) commitStep(text);
  refreshSnippets();
  return true;
}

/** Shows the engine's error (or clears it): in the JSON pane at its place, and in the bar under it. */
function report(error) {
  editor.showError(error);
  const bar = $('problem');
  bar.classList.toggle('bad', !!error);
  bar.replaceChildren();
  if (!error) {
    bar.textContent = 'pyro render reads this file; the preview is this text.';
    return;
  }
  const where = error.line ? `Line ${error.line}, column ${error.column}: ` : '';
  bar.append(`${where}${error.path ? error.path + ': ' : ''}${error.message}. The preview keeps the last good file.`);
  if (error.line) {
    const go = document.createElement('button');
    go.type = 'button';
    go.textContent = 'Show';
    go.onclick = () => editor.revealError();
    bar.append(go);
  }
}

let pending = null;
let pendingWhere = null;
let pendingFrame = 0;

/**
 * Sends `changes` (the file's own words) to the engine at the next frame, merged with others
 * still waiting (a slider dragged across many values costs one redraw a frame); `commit` sends
 * them now and records an undo step. `where` names the parameter whose row shows a refusal.
 */
function queueChange(changes, commit, where = null) {
  changedAt ??= performance.now();
  pending = { ...pending, ...changes, parameters: { ...pending?.parameters, ...changes.parameters } };
  if (!Object.keys(pending.parameters).length) delete pending.parameters;
  pendingWhere = where;
  if (commit) {
    cancelAnimationFrame(pendingFrame);
    pendingFrame = 0;
    flushChange(true);
  } else if (!pendingFrame) {
    pendingFrame = requestAnimationFrame(() => {
      pendingFrame = 0;
      flushChange(false);
    });
  }
}

function flushChange(commit) {
  const changes = pending;
  pending = null;
  if (!changes || !state.good) return;
  const result = engine.change(changes);
  if (result.error) {
    changedAt = null;
    const message = `${result.error.path ? result.error.path + ': ' : ''}${result.error.message}`;
    if (pendingWhere) panel.showError(pendingWhere, message);
    else showInline('canvas-error', message);
    return;
  }
  showInline('canvas-error', null);
  show(result.text, { commit });
}

function showInline(id, message) {
  $(id).hidden = !message;
  $(id).textContent = message ?? '';
}

/** Records `text` as an undo step and saves the session. */
function commitStep(text) {
  undoSteps.push(text);
  $('undo').disabled = !undoSteps.canUndo;
  $('redo').disabled = !undoSteps.canRedo;
  persist();
}

function persist() {
  save({ text: editor.text, good: state.good?.text, seed: state.seed, reduceMotion: state.reduceMotion,
    name: $('name').value, format: $('format').value, fps: $('fps').value, scale: $('scale').value,
    dither: $('dither').checked });
}

function undo(back) {
  // An edit not yet recorded (typing, a bad edit) is undone back to the step it started from.
  const unrecorded = back && editor.text !== undoSteps.current;
  const text = unrecorded ? undoSteps.current : back ? undoSteps.undo() : undoSteps.redo();
  if (text === null) return;
  show(text);
  $('undo').disabled = !undoSteps.canUndo;
  $('redo').disabled = !undoSteps.canRedo;
  persist();
}

/** Opens a file's text as the design (a preset, an example, a dropped or picked file). */
function open(text, name) {
  openedAt = performance.now();
  $('name').value = baseName(name);
  clock.pause();
  if (!show(text, { commit: true, fresh: true })) {
    openedAt = null;
    persist();
    return;
  }
  clock.play();
}

// Typing: read at the next frame (a good edit replaces the preview within a frame), an undo step
// after a pause.
let typingFrame = 0;
let typingTimer = 0;
editor.area.addEventListener('input', () => {
  if (!typingFrame) {
    typingFrame = requestAnimationFrame(() => {
      typingFrame = 0;
      show(editor.text);
    });
  }
  clearTimeout(typingTimer);
  typingTimer = setTimeout(() => {
    if (state.good?.text === editor.text) commitStep(editor.text);
    else persist();
  }, 700);
});

// ---- The settings that are the file's: canvas, background, duration ---------------------------

function refreshSettings(d) {
  const [w, h] = d.canvasSize;
  const named = Object.entries(sizes).find(([, s]) => s[0] === w && s[1] === h);
  const select = $('size');
  if (document.activeElement !== select) select.value = named ? `${w}x${h}` : 'custom';
  $('custom-size').hidden = !!named && select.value !== 'custom';
  if (document.activeElement !== $('width')) $('width').value = w;
  if (document.activeElement !== $('height')) $('height').value = h;
  const swatches = d.backgroundSwatches;
  $('background-kind').value = ['transparent', 'color', 'gradient'][swatches.length];
  $('background-top').hidden = swatches.length === 0;
  $('background-bottom').hidden = swatches.length !== 2;
  if (swatches[0]) $('background-top').value = swatches[0].slice(0, 7);
  if (swatches[1]) $('background-bottom').value = swatches[1].slice(0, 7);
  if (document.activeElement !== $('duration')) $('duration').value = d.duration;
  $('light').hidden = !d.fuse;
  $('fire').hidden = d.fuse;
  $('expand-group').hidden = !d.expandable;
}

$('size').addEventListener('change', () => {
  const value = $('size').value;
  $('custom-size').hidden = value !== 'custom';
  if (value !== 'custom') queueChange({ canvasSize: value.split('x').map(Number) }, true);
});
for (const id of ['width', 'height']) {
  $(id).addEventListener('change', () => queueChange({ canvasSize: [+$('width').value, +$('height').value] }, true));
}

function backgroundValue() {
  const kind = $('background-kind').value;
  if (kind === 'transparent') return 'transparent';
  if (kind === 'color') return $('background-top').value;
  return { top: $('background-top').value, bottom: $('background-bottom').value };
}
$('background-kind').addEventListener('change', () => queueChange({ background: backgroundValue() }, true));
for (const id of ['background-top', 'background-bottom']) {
  $(id).addEventListener('input', () => queueChange({ background: backgroundValue() }, false));
  $(id).addEventListener('change', () => queueChange({ background: backgroundValue() }, true));
}
$('duration').addEventListener('change', () => queueChange({ duration: +$('duration').value }, true));
$('expand').addEventListener('click', () => {
  try {
    show(engine.expand(), { commit: true });
  } catch (error) {
    showInline('canvas-error', error.message);
  }
});

// ---- Preview settings: seed, Reduce Motion ------------------------------------------------------

function setSeed(seed) {
  if (!seedHalves(seed)) {
    showInline('seed-error', 'a seed is a whole number, 0...18446744073709551615 (as pyro render --seed takes it)');
    return;
  }
  showInline('seed-error', null);
  state.seed = String(seed).trim();
  $('seed').value = state.seed;
  if (state.good) rebuild();
  persist();
  refreshSnippets();
}
$('seed').addEventListener('change', () => setSeed($('seed').value));
$('another-seed').addEventListener('click', () => setSeed(String(crypto.getRandomValues(new Uint32Array(1))[0])));
$('reduce-motion').addEventListener('change', () => {
  state.reduceMotion = $('reduce-motion').checked;
  draw(clock.time);
  persist();
  refreshSnippets();
});

// ---- Playing and the timeline -------------------------------------------------------------------

/** One step of the arrow keys and buttons: one frame of the animation export. */
const frameStep = () => 1 / Math.max(+$('fps').value || 50, 1);
const step = (frames) => {
  clock.pause();
  clock.seek(Math.round(clock.time / frameStep() + frames) * frameStep());
};

$('play').addEventListener('click', () => { clock.toggle(); draw(clock.time); });
$('back').addEventListener('click', () => step(-1));
$('forward').addEventListener('click', () => step(1));
$('loop').addEventListener('change', () => { clock.loop = $('loop').checked; });
$('timeline').addEventListener('input', () => {
  clock.pause();
  clock.seek(+$('timeline').value);
});

// Taps: Fire (the effect's own origin) and clicks on the preview (there); the fuse is drawn.
function canvasPoint(event) {
  const box = canvas.getBoundingClientRect();
  return {
    x: ((event.clientX - box.left) * canvas.width) / box.width,
    y: ((event.clientY - box.top) * canvas.height) / box.height,
  };
}

function tap(point) {
  state.taps.push({ time: clock.time, point });
  engine.trigger(clock.time, point);
  $('clear-taps').hidden = false;
  $('clear-taps').textContent = `Clear taps (${state.taps.length})`;
  draw(clock.time);
}

$('fire').addEventListener('click', () => tap(null));
$('clear-taps').addEventListener('click', () => {
  state.taps = [];
  $('clear-taps').hidden = true;
  rebuild();
});
$('light').addEventListener('click', () => queueChange({ lightAt: +clock.time.toFixed(3) }, true));

let sketch = null;
canvas.addEventListener('pointerdown', (event) => {
  if (!state.good) return;
  if (!state.good.description.fuse) return tap(canvasPoint(event));
  canvas.setPointerCapture(event.pointerId);
  sketch = [canvasPoint(event)];
});
canvas.addEventListener('pointermove', (event) => {
  if (!sketch) return;
  for (const e of event.getCoalescedEvents?.() ?? [event]) sketch.push(canvasPoint(e));
  context.putImageData(state.image, 0, 0);
  context.strokeStyle = '#d8d8d8';
  context.lineWidth = 2;
  context.beginPath();
  sketch.forEach((p, i) => (i ? context.lineTo(p.x, p.y) : context.moveTo(p.x, p.y)));
  context.stroke();
});
canvas.addEventListener('pointerup', () => {
  if (!sketch) return;
  const path = sketch.map((p) => [Math.round(p.x * 10) / 10, Math.round(p.y * 10) / 10]);
  sketch = null;
  queueChange({ path }, true);
});

// ---- Keyboard -------------------------------------------------------------------------------

document.addEventListener('keydown', (event) => {
  const target = event.target;
  const key = event.key.toLowerCase();
  if ((event.ctrlKey || event.metaKey) && (key === 'z' || key === 'y')) {
    event.preventDefault();
    undo(key === 'z' && !event.shiftKey);
    return;
  }
  const typing = target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
    || (target instanceof HTMLInputElement && !['checkbox', 'button', 'color', 'file'].includes(target.type));
  if (typing || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === ' ' && !(target instanceof HTMLButtonElement) && !(target instanceof HTMLInputElement)) {
    clock.toggle();
    draw(clock.time);
  } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    step(event.key === 'ArrowLeft' ? -1 : 1);
  } else {
    return;
  }
  event.preventDefault();
});
$('undo').addEventListener('click', () => undo(true));
$('redo').addEventListener('click', () => undo(false));

// ---- Opening files --------------------------------------------------------------------------

const examples = await fetch(new URL('../examples/index.json', import.meta.url))
  .then((r) => (r.ok ? r.json() : []), () => []);
{
  const start = $('start');
  const group = (label, values) => {
    const g = document.createElement('optgroup');
    g.label = label;
    for (const [value, text] of values) g.append(new Option(text, value));
    start.append(g);
  };
  const drawable = engine.facts.presets.filter((p) => !engine.facts.refused.includes(p));
  group('Presets', drawable.map((p) => [`preset:${p}`, p]));
  group('Examples', examples.map((file) => [`example:${file}`, file]));
}
$('start').addEventListener('change', async () => {
  const [kind, name] = $('start').value.split(/:(.*)/);
  $('start').value = '';
  if (kind === 'preset') open(engine.start(name), name);
  else if (kind === 'example') {
    const response = await fetch(new URL(`../examples/${name}`, import.meta.url));
    if (response.ok) open(await response.text(), name);
  }
});

async function openFile(file) {
  if (!file) return;
  openedAt = performance.now();
  open(await file.text(), file.name);
}
$('open').addEventListener('click', () => $('file').click());
$('file').addEventListener('change', () => openFile($('file').files[0]));
let dragDepth = 0;
document.addEventListener('dragenter', (event) => {
  event.preventDefault();
  dragDepth++;
  $('drop').hidden = false;
});
document.addEventListener('dragleave', () => {
  if (--dragDepth <= 0) $('drop').hidden = true;
});
document.addEventListener('dragover', (event) => event.preventDefault());
document.addEventListener('drop', (event) => {
  event.preventDefault();
  dragDepth = 0;
  $('drop').hidden = true;
  openFile(event.dataTransfer.files[0]);
});

// ---- Taking it away -------------------------------------------------------------------------

function download(bytes, name, type) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([bytes], { type }));
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

const base = () => baseName($('name').value);
$('name').addEventListener('change', () => { persist(); refreshSnippets(); });
$('download').addEventListener('click', () => download(state.good.text, `${base()}.json`, 'application/json'));
$('png').addEventListener('click', () => {
  const bytes = engine.png();
  if (bytes) download(bytes, `${base()}.png`, 'image/png');
});
$('share').addEventListener('click', async () => {
  const fragment = await shareFragment(state.good.text, state.seed);
  const status = $('export-status');
  if (!fragment) {
    status.textContent = 'The file is too large for a link; download the .json instead.';
    return;
  }
  const url = `${location.href.split('#')[0]}#${fragment}`;
  window.history.replaceState(null, '', url);
  status.textContent = await navigator.clipboard?.writeText(url).then(() => 'Share link copied.',
    () => 'Share link in the address bar.') ?? 'Share link in the address bar.';
});

$('export').addEventListener('click', async () => {
  const format = $('format').value;
  const status = $('export-status');
  const progress = $('progress');
  progress.hidden = false;
  progress.value = 0;
  $('cancel').hidden = false;
  $('export').disabled = true;
  status.textContent = 'Starting…';
  const started = performance.now();
  try {
    const bytes = await exporter.run(engine.module, {
      text: state.good.text, seed: seedHalves(state.seed), format, frameRate: +$('fps').value,
      scale: +$('scale').value, dither: $('dither').checked, reduceMotion: state.reduceMotion,
    }, (done, total) => {
      progress.value = done / total;
      status.textContent = `${done} of ${total} frames`;
    });
    const seconds = (performance.now() - started) / 1000;
    state.lastExport = { format, bytes, seconds };
    status.textContent = `${format.toUpperCase()}: ${(bytes.length / 1024).toFixed(0)} KB in ${seconds.toFixed(1)} s`;
    download(bytes, `${base()}.${format === 'gif' ? 'gif' : 'png'}`, format === 'gif' ? 'image/gif' : 'image/apng');
  } catch (error) {
    status.textContent = error.cancelled ? 'Cancelled.' : error.message;
  } finally {
    progress.hidden = true;
    $('cancel').hidden = true;
    $('export').disabled = false;
  }
});
$('cancel').addEventListener('click', () => exporter.cancel());
// What pyro render uses without --fps (OutputFormat.defaultFrameRate): 50 for GIF, 60 otherwise.
const defaultFrameRate = (format) => (format === 'gif' ? 50 : 60);
$('format').addEventListener('change', () => {
  const other = $('format').value === 'gif' ? 'apng' : 'gif';
  if (+$('fps').value === defaultFrameRate(other)) $('fps').value = defaultFrameRate($('format').value);
});
for (const id of ['format', 'fps', 'scale', 'dither']) {
  $(id).addEventListener('change', () => { persist(); refreshSnippets(); });
}

// The snippets, one tab each.
const tabs = [['swiftui', 'SwiftUI'], ['web', 'Web'], ['element', '<pyro-effect>'], ['animation', 'pyro render'],
  ['png', 'pyro render (PNG)']];
let shownTab = 'swiftui';
function refreshSnippets() {
  if (!state.good) return;
  const texts = snippets(base(), {
    seed: state.seed, reduceMotion: state.reduceMotion, format: $('format').value, frameRate: +$('fps').value,
    defaultFrameRate: defaultFrameRate($('format').value), scale: +$('scale').value, dither: $('dither').checked,
    time: +clock.time.toFixed(3), canvasSize: state.good.description.canvasSize,
  });
  const list = $('snippet-tabs');
  list.replaceChildren(...tabs.map(([id, label]) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.id = `tab-${id}`;
    b.setAttribute('role', 'tab');
    b.setAttribute('aria-selected', String(id === shownTab));
    b.setAttribute('aria-controls', 'snippets');
    b.onclick = () => { shownTab = id; refreshSnippets(); };
    return b;
  }));
  const panelBox = $('snippets');
  panelBox.setAttribute('role', 'tabpanel');
  panelBox.setAttribute('aria-labelledby', `tab-${shownTab}`);
  const pre = document.createElement('pre');
  pre.textContent = texts[shownTab];
  pre.dataset.snippet = shownTab;
  const copy = document.createElement('button');
  copy.type = 'button';
  copy.textContent = 'Copy';
  copy.onclick = () => navigator.clipboard?.writeText(texts[shownTab]).then(() => { copy.textContent = 'Copied'; },
    () => { copy.textContent = 'Select and copy'; });
  const box = document.createElement('div');
  box.className = 'snippet';
  box.append(pre, copy);
  panelBox.replaceChildren(box);
  state.snippets = texts;
}
$('timeline').addEventListener('change', refreshSnippets);

// ---- Starting ---------------------------------------------------------------------------------

const saved = restore();
const shared = await readFragment(location.hash);
const session = shared ? { ...saved, text: shared.text, good: shared.text, seed: shared.seed } : saved;
if (session) {
  state.seed = seedHalves(session.seed ?? '1') ? String(session.seed ?? '1') : '1';
  state.reduceMotion = !!session.reduceMotion;
  $('seed').value = state.seed;
  $('reduce-motion').checked = state.reduceMotion;
  if (session.name) $('name').value = session.name;
  if (session.format) $('format').value = session.format;
  if (session.fps) $('fps').value = session.fps;
  if (session.scale) $('scale').value = session.scale;
  if (session.dither !== undefined) $('dither').checked = session.dither;
}
if (session?.good && show(session.good, { fresh: true })) {
  undoSteps.push(session.good);
  // A draft that did not read is put back with its error shown, over the last good file.
  if (session.text !== session.good) show(session.text);
} else {
  open(engine.start('confetti-burst'), 'confetti-burst');
}
clock.play();

/** What the browser test drives and reads. */
window.studio = {
  engine, state, clock, editor,
  /** The frame at `t` seconds, paused there: its straight-alpha RGBA bytes, as `pyro render --at t` draws them. */
  renderAt(t) {
    clock.pause();
    clock.seek(t);
    return new Uint8ClampedArray(state.image.data);
  },
  ready: true,
};
