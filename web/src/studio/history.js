// Undo and redo over the file's text: each committed edit (a control let go, a pause in typing,
// a file opened) is one step.

export class History {
  #steps = [];
  #at = -1;

  /** @param limit the most steps kept; the oldest go first. */
  constructor(limit = 200) { this.limit = limit; }

  /** Records `text` as the newest step, dropping the steps that were undone; a repeat is not a step. */
  push(text) {
    if (this.#steps[this.#at] === text) return;
    this.#steps.splice(this.#at + 1);
    this.#steps.push(text);
    if (this.#steps.length > this.limit) this.#steps.shift();
    this.#at = this.#steps.length - 1;
  }

  /** The text of the step shown, or null before the first. */
  get current() { return this.#steps[this.#at] ?? null; }

  get canUndo() { return this.#at > 0; }
  get canRedo() { return this.#at < this.#steps.length - 1; }

  /** The text one step back, or null. */
  undo() { return this.canUndo ? this.#steps[--this.#at] : null; }

  /** The text one step forward, or null. */
  redo() { return this.canRedo ? this.#steps[++this.#at] : null; }
}
