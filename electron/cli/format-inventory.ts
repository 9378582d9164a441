import { allAgents } from '../services/agents/registry';
import { cliText } from './cli-messages';
import { textEn } from '../../shared/i18n/coded-text';
import { NOTE_TEXT_EN, REASON_TEXT_EN, wordParamsEn } from '../../shared/inventory/reason-text';
import type { HookEntry, HookSource, Note, OwnHook, Reason } from '../../shared/schemas/hook';

export function describeReason(reason: Reason): string {
  return textEn(REASON_TEXT_EN, { key: reason.key, params: wordParamsEn(reason.params) });
}

export function describeNote(note: Note): string {
  return textEn(NOTE_TEXT_EN, { key: note.key, params: wordParamsEn(note.params) });
}

const OWN_NAMES: Record<OwnHook['kind'], string> = {
  recorder: 'Hookyard recorder',
  approvals: 'Hookyard approvals',
};

/**
 * Human-readable inventory: grouped by agent, one line per hook (status, event, id, matcher), then
 * indented its command, where it is defined, its reason and notes. Hookyard's own hooks come
 * first, one line per install, unless `ownOneByOne` lists each.
 */
export function formatInventory(
  hooks: HookEntry[],
  sources: HookSource[],
  home: string,
  ownOneByOne = false,
): string[] {
  const tilde = (file: string) =>
    home && file.startsWith(home) ? `~${file.slice(home.length)}` : file;
  const lines: string[] = [];
  for (const { id: agent, capabilities } of allAgents()) {
    const rows = hooks.filter((hook) => hook.agent === agent);
    const problems = sources.filter((source) => source.agent === agent && source.reason);
    if (rows.length === 0 && problems.length === 0) continue;
    lines.push(cliText('agentHooks', { agent: capabilities.displayName, count: rows.length }));
    for (const source of problems)
      lines.push(`  ! ${tilde(source.path)}: ${describeReason(source.reason as Reason)}`);
    if (!ownOneByOne) lines.push(...ownInstallLines(rows, tilde));
    for (const hook of ownOneByOne ? rows : rows.filter((row) => !row.own)) {
      const where = hook.position
        ? `${tilde(hook.sourcePath)}:${hook.position.line}`
        : tilde(hook.sourcePath);
      const matcher = hook.matcher ? ` [${hook.matcher}]` : '';
      // The id is what `hookyard run --hook` takes; the command is how people recognise a hook.
      lines.push(
        `  ${hook.status.padEnd(19)} ${(hook.event ?? '-').padEnd(18)} ${hook.id}${matcher}`,
      );
      lines.push(`      ${hook.handler.type}: ${hook.handler.summary}`);
      lines.push(`      in ${where}`);
      lines.push(`      ${describeReason(hook.reason)}`);
      for (const note of hook.notes) lines.push(`      note: ${describeNote(note)}`);
    }
  }
  if (lines.length === 0) lines.push('No hooks found for either agent.');
  return lines;
}

// "Hookyard recorder — 33 events, user level" per install, as the inventory screen shows it.
function ownInstallLines(rows: HookEntry[], tilde: (file: string) => string): string[] {
  const installs = new Map<string, HookEntry[]>();
  for (const hook of rows) {
    if (!hook.own) continue;
    const key = `${hook.own.kind}\0${hook.own.install}`;
    installs.set(key, [...(installs.get(key) ?? []), hook]);
  }
  return [...installs.values()].flatMap(([first, ...rest]) => {
    if (!first?.own) return [];
    const events = new Set([first, ...rest].map((hook) => hook.event)).size;
    const where = first.scope === 'user' ? 'user level' : 'this workspace';
    const count = cliText('events', { count: events });
    return [
      `  ${'hookyard'.padEnd(19)} ${OWN_NAMES[first.own.kind]} — ${count}, ${where}  ${tilde(first.own.install)}`,
      '      Installed by Hookyard; `hookyard list --own` lists each of its hooks.',
    ];
  });
}
