import { describe, expect, it } from 'vitest';

import { requestTarget } from '../../../electron/services/approvals/request-target';

// The bridge reads a plain `/v1/approve?…` target without building a URL: for every target it
// must read the path and query a WHATWG URL reads.

const TARGETS = [
  '/v1/approve?agent=claude-code&fail=closed',
  '/v1/approve?agent=claude-code&fail=open&timeout=600',
  '/v1/approve?',
  '/v1/approve',
  '/v1/approve?agent=cline&agent=codex',
  '/v1/approve?agent=claude%2Dcode&fail=op%65n',
  '/v1/approve?fail=open+&agent=a+b',
  '/v1/approve?agent=%ZZ&fail=%C3',
  '/v1/approve?agent="<x>"&fail=\'open\'',
  '/v1/approve?agent=Ã©&fail=closed',
  '/v1/approve?agent=claude-code&fail=open#closed',
  '/v1/approve?agent=claude-code&fail=op\ten',
  '/v1/approve?agent=claude-code&fail=op\nen',
  '/v1/approve?agent=claude-code&fail=open ',
  '/v1/approve?agent=claude-code&fail=open\x7f',
  '/v1/./approve?agent=claude-code&fail=open',
  '/v1/x/../approve?fail=open',
  '/v1\\approve?fail=open',
  '/v1/approve/?fail=open',
  '/V1/approve?fail=open',
  '/metrics',
  '/',
];

describe('the target of a bridge request', () => {
  it.each(TARGETS)('reads %j as a URL does', (raw) => {
    const url = new URL(raw, 'http://bridge');
    const target = requestTarget(raw);
    expect(target.pathname).toBe(url.pathname);
    expect([...target.query]).toEqual([...url.searchParams]);
  });
});
