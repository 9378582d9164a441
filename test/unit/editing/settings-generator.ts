/** A seeded generator of Claude Code settings files with odd but valid JSON formatting. */
export type Random = () => number;

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));
export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const EVENTS = ['PreToolUse', 'PostToolUse', 'Stop', 'SessionStart', 'UserPromptSubmit'];
const MATCHERS = ['Bash', 'Write|Edit', '*', '', 'mcp__.*'];

function word(random: Random): string {
  return Array.from({ length: int(random, 3, 8) }, () => pick(random, [...'abcdefghijk'])).join('');
}

function scalar(random: Random): unknown {
  return pick(random, [
    () => word(random),
    () => int(random, 0, 999),
    () => random() < 0.5,
    () => null,
  ])();
}

function handler(random: Random): Record<string, unknown> {
  const value: Record<string, unknown> = { type: 'command', command: `./${word(random)}.sh` };
  if (random() < 0.4) value.timeout = int(random, 1, 60);
  if (random() < 0.2) value[`x_${word(random)}`] = scalar(random);
  return value;
}

function group(random: Random): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  if (random() < 0.7) value.matcher = pick(random, MATCHERS);
  if (random() < 0.15) value[`note_${word(random)}`] = word(random);
  value.hooks = Array.from({ length: int(random, 1, 3) }, () => handler(random));
  return value;
}

/** A settings object: unknown keys around a `hooks` object of 1–3 events × 1–3 groups × 1–3 handlers. */
export function settingsObject(random: Random): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  const unknown = () => {
    root[`k_${word(random)}`] =
      random() < 0.3 ? { nested: scalar(random), list: [1, 2] } : scalar(random);
  };
  for (let index = int(random, 0, 2); index > 0; index -= 1) unknown();
  const events = [...EVENTS].sort(() => random() - 0.5).slice(0, int(random, 1, 3));
  root.hooks = Object.fromEntries(
    events.map((event) => [event, Array.from({ length: int(random, 1, 3) }, () => group(random))]),
  );
  for (let index = int(random, 0, 2); index > 0; index -= 1) unknown();
  return root;
}

/** Serialises with one of several real-world styles: 2/4 spaces, tabs, compact, spaced compact, CRLF. */
export function serialise(random: Random, value: unknown): string {
  const style = int(random, 0, 4);
  let text =
    style === 0
      ? JSON.stringify(value, null, 2)
      : style === 1
        ? JSON.stringify(value, null, 4)
        : style === 2
          ? JSON.stringify(value, null, '\t')
          : style === 3
            ? JSON.stringify(value)
            : JSON.stringify(value).replace(/,"/g, ', "').replace(/":/g, '" : ');
  if (random() < 0.3) text = text.replace(/\n/g, '\r\n');
  if (random() < 0.6) text += random() < 0.5 ? '\n' : '\r\n';
  return text;
}

/** The model of a disable: the handler removed, and its group / event when left empty. */
export function withoutHandler(
  settings: Record<string, unknown>,
  event: string,
  groupIndex: number,
  handlerIndex: number,
): Record<string, unknown> {
  const copy = structuredClone(settings) as { hooks: Record<string, Array<{ hooks: unknown[] }>> };
  const groups = copy.hooks[event] as Array<{ hooks: unknown[] }>;
  const group = groups[groupIndex] as { hooks: unknown[] };
  group.hooks.splice(handlerIndex, 1);
  if (group.hooks.length === 0) groups.splice(groupIndex, 1);
  if (groups.length === 0) delete copy.hooks[event];
  return copy;
}
