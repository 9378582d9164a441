/**
 * The Content Security Policy of the renderer, used by the web transport (as a header) and the
 * Electron window (as a response header on its session). No inline scripts or styles, no remote
 * anything; the WebSocket back to the same origin is covered by 'self'.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
