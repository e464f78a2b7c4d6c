/**
 * The axis of a count: whole numbers from 0 to a round top (1, 2 or 5 times a power of ten per step),
 * about five steps. An empty chart still gets an axis up to 1.
 */
export function niceTicks(max: number, steps = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / steps;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power);
  const ticks: number[] = [];
  for (let t = 0; t < max + step; t += step) ticks.push(t);
  return ticks;
}

/**
 * A category's whole name on up to two lines ("Licencias de" / "transporte"): cut to its first word, two
 * kinds both read "Licencias" (issue 20, item 6).
 */
export function wrapLabel(name: string): string[] {
  const words = name.split(" ");
  if (words.length < 2) return words;
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(" "), words.slice(half).join(" ")];
}
