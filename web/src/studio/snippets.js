// What a person pastes to ship the design: the same file on each surface, with the settings that
// are not in the file (seed, Reduce Motion, the export's frame rate, scale and dithering) written
// out where they differ from each surface's default. Each is tested as written
// (web/tests/studio_test.py).

/** `name` as a file's base name: letters, digits, '-' and '_' (else 'effect'). */
export function baseName(name) {
  const base = String(name).replace(/\.json$/i, '').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  return base || 'effect';
}

/** A Swift type name from a base name: `my-fire` is `MyFireEffect`. */
const typeName = (base) => base.split(/[-_]/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join('')
  .replace(/^(\d)/, 'Effect$1') + 'Effect';

/**
 * The snippets for a file saved as `base`.json: `swiftui`, `web` (the module API), `element`
 * (`<pyro-effect>`), `animation` and `png` (the command line). `settings`: `seed` (decimal
 * text), `reduceMotion`, `format` ('gif' or 'apng'), `frameRate` and the format's
 * `defaultFrameRate`, `scale`, `dither` (GIF ordered dithering), `time` (the still's moment),
 * `canvasSize` (the file's, in points).
 */
export function snippets(base, settings) {
  const seed = String(settings.seed);
  const flags = [];
  if (seed !== '1') flags.push(`--seed ${seed}`);
  if (settings.reduceMotion) flags.push('--reduce-motion');
  if (settings.scale !== 1) flags.push(`--scale ${settings.scale}`);
  const animationFlags = [...flags];
  if (settings.frameRate !== settings.defaultFrameRate) animationFlags.push(`--fps ${settings.frameRate}`);
  if (settings.format === 'gif' && !settings.dither) animationFlags.push('--dither none');
  const join = (list) => (list.length ? ' ' + list.join(' ') : '');
  const reduce = settings.reduceMotion ? ', reduceMotion: true' : '';
  return {
    swiftui: `import PyroSwiftUI
import SwiftUI

struct ${typeName(base)}: View {
    var body: some View {
        PyroView(effectFile: Bundle.main.url(forResource: "${base}", withExtension: "json")!, seed: ${seed})
    }
}
`,
    web: `import { Pyro } from 'pyro-particles';

// A canvas of the file's ${settings.canvasSize[0]} x ${settings.canvasSize[1]} CSS pixels shows what pyro render draws.
const canvas = document.querySelector('canvas');
const file = await fetch('${base}.json').then((response) => response.text());
const effect = await Pyro.loadEffect(canvas, file, { seed: ${seed}${reduce} });
`,
    element: `<pyro-effect src="${base}.json" seed="${seed}"${settings.reduceMotion ? ' reduce-motion' : ''}>`
      + '</pyro-effect>\n',
    animation: `pyro render ${base}.json -o ${base}.${settings.format}${join(animationFlags)}\n`,
    png: `pyro render ${base}.json --at ${settings.time} -o ${base}.png${join(flags)}\n`,
  };
}
