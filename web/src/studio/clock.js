// The preview's clock: effect time in seconds, played at wall-clock speed, paused, looped over the
// file's duration, or set to any time (the engine draws any moment exactly, forwards or back).

export class Clock {
  /** Seconds of effect time shown. */
  time = 0;
  /** Seconds the timeline spans (the file's `duration`). */
  duration = 3;
  loop = true;
  #playing = false;
  #started = 0;
  #frame = 0;

  /** @param onTime `(seconds)`, called for each animation frame while playing and on every seek */
  constructor(onTime) { this.onTime = onTime; }

  get playing() { return this.#playing; }

  play() {
    if (this.#playing) return;
    if (this.time >= this.duration) this.time = 0;
    this.#playing = true;
    this.#started = performance.now() / 1000 - this.time;
    this.#frame = requestAnimationFrame((now) => this.#tick(now));
  }

  pause() {
    this.#playing = false;
    cancelAnimationFrame(this.#frame);
  }

  toggle() { this.#playing ? this.pause() : this.play(); }

  /** Shows `seconds` (clamped to 0...duration); playing goes on from there. */
  seek(seconds) {
    this.time = Math.min(Math.max(Number.isFinite(seconds) ? seconds : 0, 0), this.duration);
    this.#started = performance.now() / 1000 - this.time;
    this.onTime(this.time);
  }

  #tick(now) {
    if (!this.#playing) return;
    let t = now / 1000 - this.#started;
    if (t >= this.duration) {
      if (this.loop) {
        t %= this.duration;
        this.#started = now / 1000 - t;
      } else {
        t = this.duration;
        this.#playing = false;
      }
    }
    this.time = Math.max(t, 0);
    this.onTime(this.time);
    if (this.#playing) this.#frame = requestAnimationFrame((n) => this.#tick(n));
  }
}
