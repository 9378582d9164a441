import type { SurfaceCount, WatchedHook } from '../../../shared/schemas/evidence';
import type { Translator } from '../../i18n/translator';
import { type AgentCapabilities, agentKey } from '../shell/agent-capabilities';

/**
 * The name of a surface (`claude-code:print` → "Claude Code (-p)"): the agent whose evidence
 * names it gives its message key as data (`AgentCapabilities.surfaces`); an unknown surface, or
 * none, says so.
 */
export function surfaceName(
  t: Translator['t'],
  agents: readonly AgentCapabilities[],
  surface: string | null,
): string {
  const owner =
    surface === null ? undefined : agents.find((agent) => Object.hasOwn(agent.surfaces, surface));
  const key = owner && surface !== null ? owner.surfaces[surface] : undefined;
  return key ? t(agentKey(key)) : t('surface.unknown');
}

/** "2 min ago", "3 hours ago", "5 days ago". */
export function ago(t: Translator['t'], iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return t('evidence.agoMinutes', { count: minutes });
  if (minutes < 24 * 60) return t('evidence.agoHours', { count: Math.floor(minutes / 60) });
  return t('evidence.agoDays', { count: Math.floor(minutes / (24 * 60)) });
}

/** "last ran 2 min ago in Claude Code (CLI) · 43 runs in 7 days · p95 31 ms · 2 failures". */
export function watchedSummary(
  translator: Translator,
  agents: readonly AgentCapabilities[],
  watched: WatchedHook,
  now: number,
): string {
  const { t } = translator;
  if (!watched.lastRun) {
    return t('evidence.neverRan', { since: translator.formatDateTime(watched.since) });
  }
  const parts = [
    t('evidence.lastRan', {
      ago: ago(t, watched.lastRun.ts, now),
      surface: surfaceName(t, agents, watched.lastRun.surface),
    }),
    t('evidence.runs7d', { count: watched.runs7d }),
  ];
  if (watched.p95Ms !== null) parts.push(t('evidence.p95', { ms: Math.round(watched.p95Ms) }));
  if (watched.failures7d > 0) parts.push(t('evidence.failures', { count: watched.failures7d }));
  return parts.join(' · ');
}

/** The silent flag's sentences: where the event fired without a run, then where it did run. */
export function silentText(
  translator: Translator,
  agents: readonly AgentCapabilities[],
  watched: WatchedHook,
): string[] {
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
        surface: surfaceName(t, agents, each.surface),
        since,
      }),
    ),
    ...ran.map((each) =>
      t('evidence.silentRan', { surface: surfaceName(t, agents, each.surface), ran: each.ran }),
    ),
  ];
}
