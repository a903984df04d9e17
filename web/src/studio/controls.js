// The parameter panel, built from the engine's declarations (`pyro list --params`, as
// studio.wasm describes the file): one labelled row per parameter, with controls for its kind,
// its summary (with units) and a way back to its default. Values go to the engine in the file's
// own words; the engine says whether they are allowed.

import { sliderScale, steps } from './slider-scale.js';

const el = (tag, props = {}, ...children) => {
  const e = Object.assign(document.createElement(tag), props);
  for (const c of children) e.append(c);
  return e;
};

/** The lower and upper ends of a range parameter's value (a number or `{min, max}`). */
const ends = (v) => (typeof v === 'number' ? [v, v] : [v?.min ?? 0, v?.max ?? 0]);
/** A colour picker's `#rrggbb` with the alpha of `swatch` (`#rrggbbaa`) kept. */
const withAlpha = (picked, swatch) => (swatch?.length === 9 ? picked + swatch.slice(7) : picked);
const list = (text) => text.split(',').map((s) => s.trim()).filter(Boolean);

export class ParameterPanel {
  #rows = new Map();
  #signature = '';

  /**
   * @param root the element the rows go in
   * @param onChange `(name, value, commit)`: a value in the file's words; `commit` is false while
   *   a slider is being dragged and true when it is let go or a value is typed
   */
  constructor(root, onChange) {
    this.root = root;
    this.onChange = onChange;
  }

  /** Shows `parameters` (the description's): rebuilt when the set changes, else only values are refreshed. */
  show(parameters) {
    const signature = JSON.stringify(parameters.map((p) => [p.name, p.type, p.min, p.max, p.choices]));
    if (signature !== this.#signature) {
      this.#signature = signature;
      this.#rows.clear();
      this.root.replaceChildren();
      if (!parameters.length) {
        this.root.append(el('p', { className: 'note', textContent: 'This file\'s emitters are its own, so it has '
          + 'no parameters: change its values in the JSON pane.' }));
      }
      for (const p of parameters) this.#build(p);
    }
    for (const p of parameters) {
      const row = this.#rows.get(p.name);
      row.parameter = p;
      row.refresh(p);
      row.error.hidden = true;
    }
  }

  /** Shows the engine's message under the row of `name` (or under none when null). */
  showError(name, message) {
    for (const [key, row] of this.#rows) {
      row.error.hidden = key !== name;
      if (key === name) row.error.textContent = message;
    }
  }

  #build(p) {
    const id = `param-${p.name}`;
    const send = (value, commit) => this.onChange(p.name, value, commit);
    const summary = el('p', { className: 'summary', id: `${id}-summary`, textContent: p.summary });
    const error = el('p', { className: 'param-error', hidden: true });
    error.setAttribute('role', 'alert');
    const reset = el('button', { type: 'button', className: 'reset', textContent: '↺', title: 'Back to the default',
      onclick: () => send(this.#rows.get(p.name).parameter.default, true) });
    reset.setAttribute('aria-label', `${p.name}: back to the default`);
    const head = el('div', { className: 'param-head' }, el('label', { htmlFor: id, textContent: p.name }), reset);
    const body = el('div', { className: 'param-body' });
    const row = { error, refresh: () => {} };
    const described = (input) => { input.setAttribute('aria-describedby', summary.id); return input; };

    if (p.type === 'integer' || p.type === 'number' || p.type === 'range') {
      const scale = sliderScale(p, ends(p.default)[1]);
      const pairs = (p.type === 'range' ? ['lower end', 'upper end'] : ['value']).map((what, i) => {
        const slider = described(el('input', { type: 'range', min: 0, max: steps, step: 1 }));
        const number = described(el('input', { type: 'number', min: p.min, max: p.max,
          step: p.type === 'integer' ? 1 : 'any', className: 'number' }));
        if (i === 0) slider.id = id;
        else slider.setAttribute('aria-label', `${p.name}, ${what}`);
        if (i === 0 && p.type === 'range') slider.setAttribute('aria-label', `${p.name}, ${what}`);
        number.setAttribute('aria-label', `${p.name}, ${what}, typed`);
        body.append(el('div', { className: 'pair' }, slider, number));
        return { slider, number };
      });
      const value = (i, v) => {
        if (p.type !== 'range') return v;
        const [lower, upper] = ends(row.parameter.value);
        const pair = i === 0 ? [v, Math.max(v, upper)] : [Math.min(lower, v), v];
        return { min: pair[0], max: pair[1] };
      };
      pairs.forEach(({ slider, number }, i) => {
        slider.addEventListener('input', () => {
          number.value = scale.toValue(+slider.value);
          send(value(i, +number.value), false);
        });
        slider.addEventListener('change', () => send(value(i, scale.toValue(+slider.value)), true));
        number.addEventListener('change', () => number.value !== '' && send(value(i, +number.value), true));
      });
      row.refresh = (q) => ends(q.value).slice(0, pairs.length).forEach((v, i) => {
        if (document.activeElement !== pairs[i].slider) pairs[i].slider.value = scale.toPosition(v);
        if (document.activeElement !== pairs[i].number) pairs[i].number.value = v;
      });
    } else if (p.type === 'color') {
      const picker = described(el('input', { type: 'color', id }));
      const typed = described(el('input', { type: 'text', className: 'text', spellcheck: false }));
      typed.setAttribute('aria-label', `${p.name}, as a name or #RRGGBB[AA]`);
      picker.addEventListener('input', () => send(withAlpha(picker.value, row.parameter.swatches[0]), false));
      picker.addEventListener('change', () => send(withAlpha(picker.value, row.parameter.swatches[0]), true));
      typed.addEventListener('change', () => send(typed.value.trim(), true));
      body.append(el('div', { className: 'pair' }, picker, typed));
      row.refresh = (q) => {
        picker.value = q.swatches[0].slice(0, 7);
        if (document.activeElement !== typed) typed.value = q.value;
      };
    } else if (p.type === 'colors') {
      const swatches = el('div', { className: 'swatches' });
      const typed = described(el('input', { type: 'text', className: 'text', id, spellcheck: false }));
      const add = el('button', { type: 'button', textContent: '+', title: 'Add a colour' });
      add.setAttribute('aria-label', `${p.name}: add a colour`);
      const current = () => [...row.parameter.value];
      add.onclick = () => send([...current(), current().at(-1) ?? 'white'], true);
      typed.addEventListener('change', () => send(list(typed.value), true));
      body.append(swatches, el('div', { className: 'pair' }, typed, add));
      let shown = '';
      row.refresh = (q) => {
        if (document.activeElement !== typed) typed.value = q.value.join(', ');
        if (shown === JSON.stringify(q.swatches) && swatches.contains(document.activeElement)) return;
        shown = JSON.stringify(q.swatches);
        swatches.replaceChildren(...q.swatches.map((hex, i) => {
          const picker = el('input', { type: 'color', value: hex.slice(0, 7) });
          picker.setAttribute('aria-label', `${p.name}, colour ${i + 1}`);
          const pick = (commit) => {
            const colors = current();
            colors[i] = withAlpha(picker.value, row.parameter.swatches[i]);
            send(colors, commit);
          };
          picker.addEventListener('input', () => pick(false));
          picker.addEventListener('change', () => pick(true));
          const remove = el('button', { type: 'button', textContent: '×', disabled: q.swatches.length === 1,
            onclick: () => send(current().filter((_, j) => j !== i), true) });
          remove.setAttribute('aria-label', `${p.name}: remove colour ${i + 1}`);
          return el('span', { className: 'swatch' }, picker, remove);
        }));
      };
      typed.setAttribute('aria-label', `${p.name}, as names or #RRGGBB[AA] separated by commas`);
    } else if (p.type === 'point') {
      const pairs = ['x, across', 'y, down'].map((what, i) => {
        const slider = described(el('input', { type: 'range', min: 0, max: steps, step: 1 }));
        const number = described(el('input', { type: 'number', min: 0, max: 1, step: 0.01, className: 'number' }));
        if (i === 0) slider.id = id;
        slider.setAttribute('aria-label', `${p.name}, ${what}, as a fraction of the canvas`);
        number.setAttribute('aria-label', `${p.name}, ${what}, typed`);
        const point = (v) => { const q = [...row.parameter.value]; q[i] = v; return q; };
        slider.addEventListener('input', () => {
          number.value = +slider.value / steps;
          send(point(+number.value), false);
        });
        slider.addEventListener('change', () => send(point(+slider.value / steps), true));
        number.addEventListener('change', () => number.value !== '' && send(point(+number.value), true));
        body.append(el('div', { className: 'pair' }, slider, number));
        return { slider, number };
      });
      row.refresh = (q) => q.value.forEach((v, i) => {
        if (document.activeElement !== pairs[i].slider) pairs[i].slider.value = Math.round(v * steps);
        if (document.activeElement !== pairs[i].number) pairs[i].number.value = v;
      });
    } else if (p.type === 'names') {
      const typed = described(el('input', { type: 'text', className: 'text', id, spellcheck: false }));
      typed.addEventListener('change', () => send(list(typed.value), true));
      body.append(typed, el('p', { className: 'summary', textContent: `any of: ${p.choices.join(', ')}` }));
      row.refresh = (q) => { if (document.activeElement !== typed) typed.value = q.value.join(', '); };
    } else if (p.type === 'flag') {
      const box = described(el('input', { type: 'checkbox', id }));
      box.addEventListener('change', () => send(box.checked, true));
      body.append(box);
      row.refresh = (q) => { box.checked = q.value; };
    }
    this.root.append(el('div', { className: 'param' }, head, body, summary, error));
    this.#rows.set(p.name, row);
  }
}
