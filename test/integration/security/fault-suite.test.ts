import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServeProcess, type ServeProcess } from '../../helpers/serve-process';
import { createTempHome, type TempHome } from '../../helpers/temp-home';

// Bad input of every kind, written by hand on raw sockets, to a real `hookyard serve` and to its
// approvals bridge (TCP and Unix socket). After each, the process must be alive and answer.

type Target = { port: number } | { path: string };

/** Writes `bytes` and collects what comes back until the server closes or `waitMs` passes. */
function exchange(target: Target, bytes: Buffer | string, waitMs = 1_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect('port' in target ? { host: '127.0.0.1', ...target } : target);
    let received = '';
    const done = () => (clearTimeout(timer), socket.destroy(), resolve(received));
    const timer = setTimeout(done, waitMs);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', done);
    socket.on('error', done);
  });
}

/** A client frame (masked unless told otherwise). */
function frame(
  opcode: number,
  payload: Buffer,
  options: { fin?: boolean; mask?: boolean; rsv?: number; length?: number } = {},
): Buffer {
  const length = options.length ?? payload.length;
  const head = [((options.fin ?? true) ? 0x80 : 0) | ((options.rsv ?? 0) << 4) | opcode];
  const mask = options.mask ?? true;
  const sizeBytes: number[] = [];
  if (length < 126) head.push((mask ? 0x80 : 0) | length);
  else if (length < 65536) head.push((mask ? 0x80 : 0) | 126, length >> 8, length & 255);
  else {
    head.push((mask ? 0x80 : 0) | 127);
    const big = Buffer.alloc(8);
    big.writeBigUInt64BE(BigInt(length));
    sizeBytes.push(...big);
  }
  const key = mask ? Buffer.from([1, 2, 3, 4]) : Buffer.alloc(0);
  const body = Buffer.from(payload.map((byte, i) => (mask ? byte ^ (key[i % 4] as number) : byte)));
  return Buffer.concat([Buffer.from(head), Buffer.from(sizeBytes), key, body]);
}

const closeFrame = (code: number) => {
  const payload = Buffer.alloc(2);
  payload.writeUInt16BE(code);
  return frame(0x8, payload);
};

describe('the fault suite', () => {
  let temp: TempHome;
  let serve: ServeProcess;
  let web: Target;
  let bridge: { secret: string; port: number; socketPath: string };
  let tried = 0;
  let crashes = 0;

  beforeAll(async () => {
    temp = await createTempHome();
    serve = await startServeProcess({ home: temp.home, dataDir: temp.dataDir });
    web = { port: Number(new URL(serve.origin).port) };
    const file = path.join(temp.dataDir, 'approvals', 'bridge.json');
    // The bridge writes its address a moment after the URL is printed.
    for (let text = ''; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
      text = await fs.readFile(file, 'utf8').catch(() => '');
      if (text) {
        bridge = JSON.parse(text);
        break;
      }
    }
  });
  afterAll(async () => {
    await serve?.stop();
    await temp?.cleanup();
  });

  const upgrade = (token: string, extra = '') =>
    `GET /ws?token=${token} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n${extra}\r\n`;
  const ws = (...frames: Buffer[]) => Buffer.concat([Buffer.from(upgrade(serve.token)), ...frames]);
  const approve = (body: string, extra = '') =>
    `POST /v1/approve?agent=cline HTTP/1.1\r\nHost: x\r\nx-hookyard-secret: ${bridge.secret}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`;

  async function answers(): Promise<boolean> {
    if (!serve.running()) return false;
    const page = await exchange(
      web,
      `GET /?token=${serve.token} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    const viaTcp = await exchange(
      { port: bridge.port },
      `GET /v1/approve HTTP/1.1\r\nHost: x\r\nx-hookyard-secret: ${bridge.secret}\r\n\r\n`,
    );
    return page.startsWith('HTTP/1.1 200') && viaTcp.startsWith('HTTP/1.1 405');
  }

  const webFaults: Array<[string, () => Buffer | string]> = [
    [
      'oversized frame (17 MiB declared)',
      () => ws(frame(0x1, Buffer.from('x'), { length: 17 * 1024 * 1024 })),
    ],
    ['invalid UTF-8 text frame', () => ws(frame(0x1, Buffer.from([0xff, 0xfe, 0xfd])))],
    ['unmasked client frame', () => ws(frame(0x1, Buffer.from('{}'), { mask: false }))],
    ['reserved data opcode 0x3', () => ws(frame(0x3, Buffer.from('x')))],
    ['reserved control opcode 0xB', () => ws(frame(0xb, Buffer.from('x')))],
    ['RSV bits set', () => ws(frame(0x1, Buffer.from('x'), { rsv: 7 }))],
    ['close code 1005', () => ws(closeFrame(1005))],
    ['close code 999', () => ws(closeFrame(999))],
    ['close code 5000', () => ws(closeFrame(5000))],
    ['close frame of one byte', () => ws(frame(0x8, Buffer.from([3])))],
    ['continuation without a start', () => ws(frame(0x0, Buffer.from('x')))],
    [
      'new text frame inside a fragmented one',
      () => ws(frame(0x1, Buffer.from('{'), { fin: false }), frame(0x1, Buffer.from('}'))),
    ],
    ['fragmented ping', () => ws(frame(0x9, Buffer.from('x'), { fin: false }))],
    ['ping over 125 bytes', () => ws(frame(0x9, Buffer.alloc(200)))],
    ['half a frame, then silence', () => ws(Buffer.from([0x81, 0xfe]))],
    ['non-JSON message', () => ws(frame(0x1, Buffer.from('not json')))],
    [
      'wrongly-shaped JSON messages',
      () =>
        ws(
          ...[
            'null',
            '[]',
            '42',
            '{"id":"x","channel":5}',
            '{"id":1,"channel":"workspaces:add","request":{"roots":"x"}}',
          ].map((text) => frame(0x1, Buffer.from(text))),
        ),
    ],
    ['binary garbage', () => ws(frame(0x2, Buffer.from([0, 1, 2, 255])))],
    [
      'upgrade with a malformed cookie',
      () => upgrade('', 'Cookie: hookyard_token=%ZZ\r\n').replace('?token=', ''),
    ],
    [
      'upgrade with a bad key and version',
      () => upgrade(serve.token).replace('Version: 13', 'Version: 12'),
    ],
    [
      'page with a malformed cookie',
      () => 'GET / HTTP/1.1\r\nHost: x\r\nCookie: hookyard_token=%E0%A4%A\r\n\r\n',
    ],
    [
      '/api/%ZZ',
      () =>
        `POST /api/%ZZ HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${serve.token}\r\ncontent-length: 2\r\n\r\n{}`,
    ],
    ['absolute-form target http://[', () => 'GET http://[ HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['huge headers', () => `GET / HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(100_000)}\r\n\r\n`],
    ['not HTTP at all', () => Buffer.from([0, 255, 13, 10, 13, 10])],
    [
      'bad chunked encoding',
      () =>
        `POST /api/workspaces:list HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${serve.token}\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nxx\r\n`,
    ],
  ];
  const bridgeFaults: Array<[string, () => Buffer | string]> = [
    ['garbage', () => Buffer.from([0, 255, 13, 10, 13, 10])],
    [
      'huge headers',
      () => `POST /v1/approve HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(100_000)}\r\n\r\n`,
    ],
    ['non-JSON body', () => approve('not json')],
    ['wrongly-shaped JSON bodies', () => approve('[]') + approve('null')],
    [
      'declared 5 MB body',
      () => approve('{}').replace(/content-length: \d+/, 'content-length: 5000000'),
    ],
    ['bad percent-encoding', () => approve('{}').replace('?agent=cline', '?agent=%ZZ&fail=%E0')],
    [
      'bad chunked encoding',
      () =>
        `POST /v1/approve HTTP/1.1\r\nHost: x\r\nx-hookyard-secret: ${bridge.secret}\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n`,
    ],
  ];

  it('survives every bad frame, message and request, and still answers after each', async () => {
    const targets: Array<[string, Target, Array<[string, () => Buffer | string]>]> = [
      ['serve', web, webFaults],
      ['bridge tcp', { port: bridge.port }, bridgeFaults],
      ['bridge socket', { path: bridge.socketPath }, bridgeFaults],
    ];
    const failed: string[] = [];
    for (const [where, target, faults] of targets) {
      for (const [name, bytes] of faults) {
        tried += 1;
        await exchange(target, bytes());
        if (!(await answers())) {
          crashes += 1;
          failed.push(`${where}: ${name}`);
          if (!serve.running()) break;
        }
      }
    }
    console.log(`${tried} tried, ${crashes} crashes`);
    expect(failed).toEqual([]);
    expect(crashes).toBe(0);
    expect(serve.output()).toContain('Closed a WebSocket connection after a bad frame');
  });
});
