"""The drop-in holds up in a page: the abuse a real site gives it, in Chromium.

    python3 web/tests/holdup_test.py

Each case runs on canvas-confetti's fixture page with the package's classic build (as
canvas_confetti_test.py serves it) and checks that there is no console error and no exception
from a frame, that every promise settles, and that memory stays bounded: the page's JS heap after
a garbage collection, and the engine instances (and their wasm memory) the page still holds.
Prints each case and 'N passed, N failed'.
"""
import time

from canvas_confetti_test import run_cases

CASES = []
MB = 1 << 20


def case(name):
    def register(body):
        CASES.append((name, body))
        return body
    return register


def expect(condition, what):
    if not condition:
        raise AssertionError(what)


class Probe:
    """The page and its CDP session."""

    def __init__(self, page):
        self.page = page
        self.cdp = page.context.new_cdp_session(page)
        # Console errors a case expects (Chromium's own line for a failed fetch, say).
        self.expected = []

    def memory(self):
        """(JS heap bytes, engine instances alive, their wasm bytes), after a garbage collection."""
        self.cdp.send('HeapProfiler.collectGarbage')
        time.sleep(0.2)
        self.cdp.send('HeapProfiler.collectGarbage')
        heap = self.cdp.send('Runtime.getHeapUsage')['usedSize']
        use = self.page.evaluate('() => Pyro.memoryUse()')
        return heap, use['instances'], use['bytes']


SETTLE = """async (promises) => {
  const outcomes = await Promise.allSettled(window[promises]);
  return outcomes.map((o) => (o.status === 'fulfilled' ? 'resolved' : o.reason.message));
}"""


@case('1,000 confetti() calls in one second')
def _(probe):
    page = probe.page
    page.evaluate("""() => new Promise((resolve) => {
      window.calls = [];
      const start = performance.now();
      const timer = setInterval(() => {
        for (let i = 0; i < 10; i++) window.calls.push(confetti({ particleCount: 20, origin: { x: Math.random(), y: 0.6 } }));
        if (window.calls.length >= 1000) { clearInterval(timer); resolve(performance.now() - start); }
      }, 10);
    })""")
    outcomes = page.evaluate(SETTLE, 'calls')
    expect(len(outcomes) == 1000 and set(outcomes) == {'resolved'}, f'{len(outcomes)} settled: {set(outcomes)}')
    expect(page.evaluate("() => document.querySelector('canvas') === null"), 'the overlay goes when all are done')


@case('500 create / reset / detach cycles: JS heap and wasm memory flat')
def _(probe):
    page = probe.page
    cycles = """async (n) => {
      for (let i = 0; i < n; i++) {
        const canvas = document.createElement('canvas');
        canvas.style.cssText = 'position:fixed;inset:0;width:200px;height:150px';
        document.body.append(canvas);
        const shoot = confetti.create(canvas, { resize: true });
        const call = shoot({ particleCount: 30 });
        await new Promise((r) => requestAnimationFrame(r));
        shoot.reset();
        await call;
        const fx = await Pyro.attach(canvas, { effect: 'confetti-burst', fireAt: [0] });
        fx.detach();
        canvas.remove();
      }
    }"""
    page.evaluate(cycles, 100)
    heap100, instances100, bytes100 = probe.memory()
    page.evaluate(cycles, 400)
    heap500, instances500, bytes500 = probe.memory()
    print(f'  after 100 cycles: heap {heap100 / MB:.1f} MB, {instances100} instances ({bytes100 / MB:.0f} MB); '
          f'after 500: heap {heap500 / MB:.1f} MB, {instances500} instances ({bytes500 / MB:.0f} MB)')
    expect(heap500 < heap100 + 4 * MB, f'the heap grew by {(heap500 - heap100) / MB:.1f} MB over 400 cycles')
    expect(instances500 <= instances100 + 4 and bytes500 <= bytes100 + 16 * MB,
           f'engine instances {instances100} -> {instances500}, wasm {bytes100 / MB:.0f} -> {bytes500 / MB:.0f} MB')


@case('a resize storm')
def _(probe):
    page = probe.page
    page.evaluate("""() => {
      const canvas = document.createElement('canvas');
      canvas.id = 'storm';
      canvas.style.cssText = 'position:fixed;left:0;top:0;width:300px;height:200px';
      document.body.append(canvas);
      window.mine = confetti.create(canvas, { resize: true });
      window.calls = [confetti({ particleCount: 100, ticks: 120 }), window.mine({ particleCount: 100, ticks: 120 })];
    }""")
    for i in range(60):
        page.set_viewport_size({'width': 200 + (i * 37) % 700, 'height': 150 + (i * 53) % 500})
        page.evaluate(f"() => {{ const c = document.getElementById('storm'); c.style.width = '{(i * 71) % 900}px';"
                      f" c.style.height = '{(i * 29) % 600}px'; }}")
    page.set_viewport_size({'width': 500, 'height': 500})
    outcomes = page.evaluate(SETTLE, 'calls')
    expect(outcomes == ['resolved', 'resolved'], f'the calls: {outcomes}')


@case('every option given NaN, a string, a negative number, Infinity and 1e9')
def _(probe):
    page = probe.page
    outcomes = page.evaluate("""async () => {
      const options = ['particleCount', 'angle', 'spread', 'startVelocity', 'decay', 'gravity', 'drift', 'ticks',
        'origin', 'colors', 'shapes', 'scalar', 'zIndex', 'flat', 'disableForReducedMotion'];
      const values = [NaN, 'lots', -5, Infinity, 1e9];
      const canvas = document.createElement('canvas');
      canvas.style.cssText = 'position:fixed;left:0;top:0;width:300px;height:200px';
      document.body.append(canvas);
      const mine = confetti.create(canvas, { resize: true });
      const calls = [];
      // Refusals first, each awaited: a reset resolves what is still waiting, refused or not.
      for (const name of ['colors', 'shapes']) {
        for (const value of values) {
          for (const shoot of [confetti, mine]) {
            const call = shoot({ [name]: value, particleCount: 5 });
            await call.catch(() => {});
            calls.push([name, String(value), call]);
          }
        }
      }
      for (const name of options.filter((n) => n !== 'colors' && n !== 'shapes')) {
        for (const value of values) {
          // A huge particleCount is clamped to 100,000 pieces; two calls of them are enough.
          const call = { [name]: value, ...(name === 'particleCount' ? {} : { particleCount: 5 }) };
          calls.push([name, String(value), confetti(call)], [name, String(value), mine(call)]);
        }
      }
      // ticks of 1e9 would fly for hours: reset settles everything that is still flying.
      await new Promise((r) => setTimeout(r, 1500));
      confetti.reset();
      mine.reset();
      const settled = await Promise.allSettled(calls.map((c) => c[2]));
      return settled.map((o, i) => [calls[i][0], calls[i][1], o.status === 'fulfilled' ? 'resolved' : o.reason.message]);
    }""")
    expect(len(outcomes) == 150, f'{len(outcomes)} calls settled')
    for name, value, outcome in outcomes:
        if name in ('colors', 'shapes'):
            # canvas-confetti throws on these (colors.map, shapes[i].type): refused, by name.
            expect(outcome.startswith(f'Pyro: confetti(): {name} must be a list'), f'{name} = {value}: {outcome}')
        else:
            expect(outcome == 'resolved', f'{name} = {value}: {outcome}')


@case('a failed wasm fetch')
def _(probe):
    page = probe.page
    # A page without the fixtures' preload: the first call fetches the engine (confetti.wasm), and cannot.
    page.route('**/*.wasm', lambda route: route.fulfill(status=404, body='missing'))
    page.route('**/plain.html', lambda route: route.fulfill(
        content_type='text/html', body='<!doctype html><body><script src="pyro.browser.js"></script></body>'))
    page.goto(page.fixture + 'plain.html')
    outcome = page.evaluate("""async () => {
      const calls = [confetti({ particleCount: 10 }), confetti.create(null, { useWorker: false })({})];
      return (await Promise.allSettled(calls)).map((o) => (o.status === 'fulfilled' ? 'resolved' : o.reason.message));
    }""")
    expect(all(o.startswith('Pyro: cannot load') for o in outcome), f'the calls: {outcome}')
    # Chromium logs the 404 itself; nothing else may complain.
    probe.expected.append('Failed to load resource')


@case('a tab hidden mid-burst')
def _(probe):
    page = probe.page
    page.evaluate("""() => {
      const canvas = document.createElement('canvas');
      canvas.style.cssText = 'position:fixed;left:0;top:0;width:300px;height:200px';
      document.body.append(canvas);
      window.calls = [confetti({ ticks: 60 }), confetti.create(canvas, { resize: true })({ ticks: 60 })];
    }""")
    time.sleep(0.3)
    hide = """(hidden) => {
      Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
      Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }"""
    page.evaluate(hide, True)
    time.sleep(2)
    page.evaluate(hide, False)
    outcomes = page.evaluate(SETTLE, 'calls')
    expect(outcomes == ['resolved', 'resolved'], f'the calls: {outcomes}')


def finish(probe):
    """Memory stays bounded: a note of what the page holds after the case."""
    heap, instances, wasm = probe.memory()
    expect(heap < 64 * MB, f'the JS heap holds {heap / MB:.0f} MB')
    return f'; heap {heap / MB:.1f} MB, {instances} engine instances, {wasm / MB:.0f} MB of wasm memory'


if __name__ == '__main__':
    run_cases(CASES, prepare=Probe, finish=finish)
