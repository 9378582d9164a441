import type { SurfaceCount, WatchedHook } from '../../../shared/schemas/evidence';
import type { Translator } from '../../i18n/translator';

/**
 * The name of each surface an agent's evidence module names (`Agent.evidence.surfaceOf`), as
 * literal lookups the catalogue audit sees (a key cannot hold the id's `:`). A new agent adds its
 * own here; an unknown surface says so.
 */
const SURFACE_NAMES: Readonly<Record<string, (t: Translator['t']) => string>> = {
  'claude-code:cli': (t) => t('surface.claude-code.cli'),
  'claude-code:print': (t) => t('surface.claude-code.print'),
  'claude-code:vscode': (t) => t('surface.claude-code.vscode'),
  'claude-code:desktop': (t) => t('surface.claude-code.desktop'),
  'claude-code:sdk': (t) => t('surface.claude-code.sdk'),
  'claude-code:github-action': (t) => t('surface.claude-code.github-action'),
  'claude-code:subagent': (t) => t('surface.claude-code.subagent'),
  'claude-code:other': (t) => t('surface.claude-code.other'),
  'cline-cli:cli': (t) => t('surface.cline-cli.cli'),
  'cline-vscode:vscode': (t) => t('surface.cline-vscode.vscode'),
};

/** The name of a surface (`claude-code:print` → "Claude Code (-p)"). */
export function surfaceName(t: Translator['t'], surface: string | null): string {
  const name = surface === null ? undefined : SURFACE_NAMES[surface];
  return name ? name(t) : t('surface.unknown');
}

/** "2 min ago", "3 hours ago", "5 days ago". */
export function ago(t: Translator['t'], iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return t('evidence.agoMinutes', { count: minutes });
  if (minutes < 24 * 60) return t('evidence.agoHours', { count: Math.floor(minutes / 60) });
  return t('evidence.agoDays', { count: Math.floor(minutes / (24 * 60)) });
}

/** "last ran 2 min ago in Claude Code (CLI) · 43 runs in 7 days · p95 31 ms · 2 failures". */
export function watchedSummary(translator: Translator, watched: WatchedHook, now: number): string {
  const { t } = translator;
  if (!watched.lastRun) {
    return t('evidence.neverRan', { since: translator.formatDateTime(watched.since) });
  }
  const parts = [
    t('evidence.lastRan', {
      ago: ago(t, watched.lastRun.ts, now),
      surface: surfaceName(t, watched.lastRun.surface),
    }),
    t('evidence.runs7d', { count: watched.runs7d }),
  ];
  if (watched.p95Ms !== null) parts.push(t('evidence.p95', { ms: Math.round(watched.p95Ms) }));
  if (watched.failures7d > 0) parts.push(t('evidence.failures', { count: watched.failures7d }));
  return parts.join(' · ');
}

/** The silent flag's sentences: where the event fired without a run, then where it did run. */
export function silentText(translator: Translator, watched: WatchedHook): string[] {
  const flag = watched.silent;
  if (!flag) return [];
  const { t } = translator;
  const since = translator.formatDateTime(flag.since);
  const missed = flag.surfaces.filter((each: SurfaceCount) => each.missed > 0);
  const ran = flag.surfaces.filter((each: SurfaceCount) => each.ran > 0);
  return [
    ...missed.map((each) =>
      t('evidence.silent', {
        event: flag.event,
        fired: each.missed,
        surface: surfaceName(t, each.surface),
        since,
      }),
    ),
    ...ran.map((each) =>
      t('evidence.silentRan', { surface: surfaceName(t, each.surface), ran: each.ran }),
    ),
  ];
}
