/** Where agents' hooks POST their tool uses. */
export const APPROVE_PATH = '/v1/approve';

// `/v1/approve?` and a query with no fragment, space or control character: for such a target,
// URL parsing changes nothing that URLSearchParams reads (it strips tabs and newlines, cuts at
// `#`, and percent-encodes only what URLSearchParams decodes again).
const PLAIN_APPROVE_TARGET = /^\/v1\/approve\?[^#\x00-\x20\x7f]*$/;

/**
 * The path and query of a request target. An approval call's target is the plain
 * `/v1/approve?…` the shim and the installed hooks are given: its query is read as it stands
 * (building a WHATWG URL for it cost about a tenth of the bridge's own time per request in a
 * burst profile). Any other target is parsed as a URL, which normalizes it (`/v1/./approve`,
 * backslashes) as before.
 */
export function requestTarget(raw: string): { pathname: string; query: URLSearchParams } {
  if (PLAIN_APPROVE_TARGET.test(raw))
    return {
      pathname: APPROVE_PATH,
      query: new URLSearchParams(raw.slice(APPROVE_PATH.length + 1)),
    };
  const url = new URL(raw, 'http://bridge');
  return { pathname: url.pathname, query: url.searchParams };
}
