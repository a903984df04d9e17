// How a slider's travel maps onto a parameter's declared range. Ranges such as 0...100000 pieces
// or -10000...10000 points per second squared dwarf the values people use (120 pieces, 900
// pt/s²), so when the range is over 100 times the default a slider moves along a cube (fine
// steps near zero, coarse ones far out); otherwise it is linear. Values are rounded to three
// significant digits (whole numbers for integers), so that dragging writes tidy numbers.

/** Slider positions: 0...steps. */
export const steps = 1000;

/** The mapping for a number parameter `{ type, min, max }` whose default is `typical` (a number). */
export function sliderScale({ type, min, max }, typical) {
  const size = Math.max(Math.abs(typical), 1e-9);
  const cubic = (max - min) / size > 100;
  const round = (v) => {
    if (type === 'integer') return Math.round(v);
    if (v === 0) return 0;
    const unit = 10 ** (Math.floor(Math.log10(Math.abs(v))) - 2);
    return +(Math.round(v / unit) * unit).toPrecision(3);
  };
  const clamp = (v) => Math.min(Math.max(v, min), max);
  if (!cubic) {
    return {
      toPosition: (v) => Math.round(((clamp(v) - min) / (max - min || 1)) * steps),
      toValue: (p) => clamp(round(min + ((max - min) * p) / steps)),
    };
  }
  // A cube about zero when the range spans it (gravity's -10000...10000), else about `min`.
  const origin = min < 0 && max > 0 ? 0 : min;
  const low = Math.cbrt(min - origin), high = Math.cbrt(max - origin);
  return {
    toPosition: (v) => Math.round(((Math.cbrt(clamp(v) - origin) - low) / (high - low || 1)) * steps),
    toValue: (p) => clamp(round(origin + (low + ((high - low) * p) / steps) ** 3)),
  };
}
