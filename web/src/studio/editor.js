// The JSON pane: a plain textarea over a backdrop that marks where the engine's error points
// (its line, column and the token there), with line numbers in a gutter and the engine's
// message in a bubble under that line. The textarea grows with its text and the pane scrolls
// them together, so the marks stay under the characters they point at.

const lineHeight = 18; // CSS pixels, as studio.html's .editor rules set it
const padding = 8;

const escape = (s) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);

/**
 * The length, in code points, of the token starting at `start` in `chars`: a string, a number, a
 * word, or one character.
 */
function tokenLength(chars, start) {
  const c = chars[start];
  if (c === undefined) return 0;
  let end = start + 1;
  if (c === '"') {
    while (end < chars.length && chars[end] !== '"') end += chars[end] === '\\' ? 2 : 1;
    end = Math.min(end + 1, chars.length);
  } else if (/[-0-9A-Za-z_.+]/.test(c)) {
    while (end < chars.length && /[-0-9A-Za-z_.+]/.test(chars[end])) end++;
  }
  return end - start;
}

export class Editor {
  /** @param root an element holding `.editor-scroll` with `.gutter`, `.backdrop`, `textarea` and `.bubble` */
  constructor(root) {
    this.scroll = root.querySelector('.editor-scroll');
    this.gutter = root.querySelector('.gutter');
    this.backdrop = root.querySelector('.backdrop');
    this.area = root.querySelector('textarea');
    this.bubble = root.querySelector('.bubble');
    this.error = null;
    this.area.addEventListener('input', () => this.#layout());
    this.#layout();
  }

  get text() { return this.area.value; }

  /** Replaces the text (a control's change, undo, a file opened), keeping the scroll and, roughly, the caret. */
  setText(text) {
    if (text === this.area.value) return;
    const caret = this.area.selectionStart;
    this.area.value = text;
    if (document.activeElement === this.area) this.area.setSelectionRange(caret, caret);
    this.showError(null);
  }

  /**
   * Shows the engine's error at the place it names (`line`, `column`; none for an error that
   * has no place in the text), or clears it with null.
   */
  showError(error) {
    this.error = error;
    this.#layout();
  }

  /** Puts the caret where the error points and brings it into view. */
  revealError() {
    const error = this.error;
    if (!error?.line) return;
    const lines = this.area.value.split('\n');
    const line = Math.min(error.line, lines.length);
    const before = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
    const column = Array.from(lines[line - 1] ?? '').slice(0, error.column - 1).join('').length;
    this.area.focus();
    this.area.setSelectionRange(before + column, before + column);
    this.scroll.scrollTop = Math.max(0, (line - 3) * lineHeight);
  }

  #layout() {
    const text = this.area.value;
    const lines = text.split('\n');
    const columns = lines.reduce((n, l) => Math.max(n, l.length), 0);
    const error = this.error?.line ? this.error : null;
    const errorLine = error ? Math.min(error.line, lines.length) : 0;
    this.gutter.innerHTML = lines.map((_, i) => `<div${i + 1 === errorLine ? ' class="bad"' : ''}>${i + 1}</div>`)
      .join('');
    const height = `${lines.length * lineHeight + 2 * padding + lineHeight}px`;
    this.area.style.height = height;
    this.area.style.width = `calc(${columns + 2}ch + ${2 * padding}px)`;
    this.gutter.style.height = height;
    if (!error) {
      this.backdrop.textContent = text;
      this.bubble.hidden = true;
      return;
    }
    // Columns count Unicode scalars, as the engine counts them.
    const start = lines.slice(0, errorLine - 1).reduce((n, l) => n + Array.from(l).length + 1, 0);
    const chars = Array.from(text);
    const at = Math.min(start + Math.max(error.column - 1, 0), chars.length);
    const length = Math.max(tokenLength(chars, at), 1);
    const marked = chars.slice(at, at + length).join('') || ' ';
    this.backdrop.innerHTML = escape(chars.slice(0, at).join('')) + `<mark>${escape(marked)}</mark>`
      + escape(chars.slice(at + length).join(''));
    this.bubble.textContent = `${error.path ? error.path + ': ' : ''}${error.message}`;
    this.bubble.style.top = `${errorLine * lineHeight + padding + 2}px`;
    this.bubble.style.left = `calc(${this.gutter.offsetWidth}px + ${padding}px + ${Math.max(error.column - 1, 0)}ch)`;
    this.bubble.hidden = false;
  }
}
