/** Shared helpers for benchmarks: robust statistics and one print format for every figure. */
export function median(values: number[]): number {
  return quantile(values, 0.5);
}

export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] as number;
}

/**
 * Prints `name: <ratio>x (<value> vs baseline <baseline>; goal …)` — the line people grep. The
 * goal is left out when the issue names none: a ratio is then reported, not judged.
 */
export function report(
  name: string,
  value: number,
  baseline: number,
  unit: string,
  goal?: string,
): void {
  const ratio = value / baseline;
  console.log(
    `${name}: ${ratio.toFixed(2)}x (${value.toFixed(2)} ${unit} vs baseline ${baseline.toFixed(2)} ${unit}${goal ? `; goal ${goal}` : ''})`,
  );
}

/** Prints a plain figure that has no baseline ratio. */
export function figure(name: string, value: number, unit: string, goal?: string): void {
  console.log(`${name}: ${value.toFixed(2)} ${unit}${goal ? ` (goal ${goal})` : ''}`);
}
