import type { ClaudeHandlerDef, RunOptions } from '../../../runner/hook-spec';
import type { HttpHookRequest } from '../../../runner/run-http';

/** The fixed headers Claude Code 2.1.328 sends with every HTTP hook (spec §4, observed). */
export const CLAUDE_HTTP_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json',
  accept: 'application/json, text/plain, */*',
  'user-agent': 'axios/1.15.2',
  'accept-encoding': 'gzip, compress, deflate, br',
};

/**
 * Replaces `$VAR` and `${VAR}` in a header value. Only names in `allowed` take their value from
 * `env`; any other reference becomes an empty string, as Claude Code does.
 */
export function substituteHeaderValue(
  value: string,
  allowed: ReadonlySet<string>,
  env: Readonly<Record<string, string | undefined>>,
): string {
  return value.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (_all, braced, bare) => {
      const name = (braced ?? bare) as string;
      return allowed.has(name) ? (env[name] ?? '') : '';
    },
  );
}

/** `allowedHttpHookUrls` patterns: `*` matches any run of characters, the rest literally. */
export function urlAllowed(url: string, patterns: readonly string[] | undefined): boolean {
  if (patterns === undefined) return true;
  return patterns.some((pattern) => {
    const source = pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${source.join('.*')}$`).test(url);
  });
}

/** The POST Claude Code would send for an `http` hook, or why it would refuse to send it. */
export function buildHttpRequest(
  handler: ClaudeHandlerDef,
  body: string,
  timeoutMs: number,
  options: RunOptions,
): { request: Omit<HttpHookRequest, 'signal'>; refusal: string | null } {
  const url = handler.url ?? '';
  let names = handler.allowedEnvVars ?? [];
  if (options.httpHookAllowedEnvVars) {
    const managed = new Set(options.httpHookAllowedEnvVars);
    names = names.filter((name) => managed.has(name));
  }
  const allowed = new Set(names);
  const env = { ...(options.hostEnv ?? process.env), ...options.extraEnv };
  const headers: Record<string, string> = { ...CLAUDE_HTTP_HEADERS };
  for (const [name, value] of Object.entries(handler.headers ?? {})) {
    if (typeof value === 'string')
      headers[name.toLowerCase()] = substituteHeaderValue(value, allowed, env);
  }
  const refusal = urlAllowed(url, options.allowedHttpHookUrls)
    ? null
    : `HTTP hook blocked: ${url} does not match any pattern in allowedHttpHookUrls`;
  return {
    request: { url, headers, body, timeoutMs, capBytes: options.capBytes },
    refusal,
  };
}
