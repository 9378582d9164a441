import type { IncomingMessage } from 'node:http';

import { decodeOrNull } from '../services/http/decode-or-null';

export const TOKEN_COOKIE = 'hookyard_token';

/**
 * The token of this launch, from `?token=`, the `hookyard_token` cookie (set when the page was
 * first opened with the token, so that assets and the WebSocket need not carry it), or an
 * `Authorization: Bearer` header (scripts).
 */
export function presentedToken(request: IncomingMessage, url: URL): string | null {
  const fromQuery = url.searchParams.get('token');
  if (fromQuery) return fromQuery;
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return bearer;
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    // A cookie that is not valid percent-encoding is no token (401), not a server error.
    if (name === TOKEN_COOKIE) return decodeOrNull(value.join('='));
  }
  return null;
}
