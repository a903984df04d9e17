// Animated GIF and APNG files made in a Worker (export-worker.js), so the page keeps answering
// while the frames are drawn and encoded: one export at a time, with progress and cancel.

export class Exporter {
  #worker = null;
  #reject = null;

  /** True while an export runs. */
  get running() { return this.#worker !== null; }

  /**
   * Makes the file: `job` is what export-worker.js takes (without the module), `onProgress(done,
   * total)` is called as frames are done. Resolves to the file's bytes; rejects with the engine's
   * words, or with an Error whose `cancelled` is true after `cancel()`.
   */
  run(module, job, onProgress) {
    this.cancel();
    return new Promise((resolve, reject) => {
      const worker = new Worker(new URL('./export-worker.js', import.meta.url), { type: 'module' });
      this.#worker = worker;
      this.#reject = reject;
      worker.onmessage = ({ data }) => {
        if (data.progress) return onProgress(...data.progress);
        this.#finish();
        if (data.bytes) resolve(data.bytes);
        else reject(new Error(data.error));
      };
      worker.onerror = (event) => {
        this.#finish();
        reject(new Error(event.message || 'the export stopped'));
      };
      worker.postMessage({ module, ...job });
    });
  }

  /** Stops the export now; its promise rejects with `cancelled`. */
  cancel() {
    if (!this.#worker) return;
    const reject = this.#reject;
    this.#finish();
    reject(Object.assign(new Error('cancelled'), { cancelled: true }));
  }

  #finish() {
    this.#worker?.terminate();
    this.#worker = null;
    this.#reject = null;
  }
}
