const formats = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per locale and options, kept: making one costs far more than formatting with it,
 * and History formats a duration for every row it renders (made afresh, the rows' formatters took
 * 3–14 ms of the first page's render).
 */
function unitFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A duration in the locale's words and digits: milliseconds below a second ("48 ms", "48毫秒"),
 * whole minutes as minutes (a 600-second timeout reads "10 min"), other spans in seconds with
 * fewer decimals as they grow ("1.25 sec", "12.5 sec", "125 sec").
 */
export function formatDuration(ms: number, locale: string): string {
  if (Math.round(ms) < 1000) {
    return unitFormat(locale, {
      style: 'unit',
      unit: 'millisecond',
      unitDisplay: 'short',
      maximumFractionDigits: 0,
    }).format(Math.max(ms, 0));
  }
  const seconds = ms / 1000;
  if (seconds >= 60 && Number.isInteger(seconds / 60)) {
    return unitFormat(locale, {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'short',
    }).format(seconds / 60);
  }
  return unitFormat(locale, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'short',
    maximumFractionDigits: seconds < 10 ? 2 : seconds < 100 ? 1 : 0,
  }).format(seconds);
}

/**
 * The time a running hook has taken, in seconds with one decimal whatever its size ("0.4 sec",
 * "3.2 sec", "75.0 sec"), so that the figure ticks steadily instead of changing unit as it grows.
 */
export function formatElapsed(ms: number, locale: string): string {
  return unitFormat(locale, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'short',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Math.max(ms, 0) / 1000);
}
