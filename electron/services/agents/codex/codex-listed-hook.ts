/**
 * One hook as Codex's app-server lists it (`hooks/list` → `data[].hooks[]`, spec §2;
 * fixtures/codex/hooks-list-example.json). Only the fields Hookyard reads.
 */
export interface CodexListedHook {
  key: string;
  eventName: string;
  command: string | null;
  matcher: string | null;
  currentHash: string;
  trustStatus: 'managed' | 'untrusted' | 'trusted' | 'modified';
  enabled: boolean;
  isManaged: boolean;
  source: string;
  sourcePath: string | null;
  timeoutSec: number | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const TRUST = ['managed', 'untrusted', 'trusted', 'modified'] as const;

/** Reads a `hooks/list` result; entries that do not have the expected shape are left out. */
export function readHooksList(result: unknown): { hooks: CodexListedHook[]; warnings: string[] } {
  const hooks: CodexListedHook[] = [];
  const warnings: string[] = [];
  const data = isObject(result) && Array.isArray(result['data']) ? result['data'] : [];
  for (const cwdEntry of data) {
    if (!isObject(cwdEntry)) continue;
    for (const w of Array.isArray(cwdEntry['warnings']) ? cwdEntry['warnings'] : []) {
      if (typeof w === 'string' && !warnings.includes(w)) warnings.push(w);
    }
    for (const h of Array.isArray(cwdEntry['hooks']) ? cwdEntry['hooks'] : []) {
      if (!isObject(h) || typeof h['key'] !== 'string' || typeof h['currentHash'] !== 'string')
        continue;
      const trust = TRUST.find((t) => t === h['trustStatus']) ?? 'untrusted';
      if (hooks.some((known) => known.key === h['key'])) continue;
      hooks.push({
        key: h['key'],
        eventName: typeof h['eventName'] === 'string' ? h['eventName'] : '',
        command: typeof h['command'] === 'string' ? h['command'] : null,
        matcher: typeof h['matcher'] === 'string' ? h['matcher'] : null,
        currentHash: h['currentHash'],
        trustStatus: trust,
        enabled: h['enabled'] !== false,
        isManaged: h['isManaged'] === true,
        source: typeof h['source'] === 'string' ? h['source'] : 'unknown',
        sourcePath: typeof h['sourcePath'] === 'string' ? h['sourcePath'] : null,
        timeoutSec: typeof h['timeoutSec'] === 'number' ? h['timeoutSec'] : null,
      });
    }
  }
  return { hooks, warnings };
}
