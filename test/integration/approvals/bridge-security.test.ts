import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ShimInstaller } from '../../../electron/services/shims/shim-installer';
import { ApprovalInstaller } from '../../../electron/services/approvals/approval-installer';
import { ApprovalService } from '../../../electron/services/approvals/approval-service';
import {
  type BridgeAddress,
  bridgeAddressFile,
  readBridgeAddress,
} from '../../../electron/services/approvals/bridge-address';
import { EditEngine } from '../../../electron/services/editing/edit-engine';
import { createTempHome, type TempHome } from '../../helpers/temp-home';
import { clineToolCall, post } from './bridge-client';

const APPROVE = '/v1/approve?agent=cline&fail=closed&timeout=60';

describe('the approvals bridge', () => {
  let temp: TempHome;
  let service: ApprovalService;
  let address: BridgeAddress;

  beforeEach(async () => {
    temp = await createTempHome();
    service = makeService(temp);
    await service.start();
    address = (await readBridgeAddress(temp.dataDir)) as BridgeAddress;
    // Every call here is for a rule-less Cline tool use: allow it at once.
    await service.saveRules([
      {
        id: 'allow',
        scope: { kind: 'global' },
        patternKind: 'glob',
        decision: 'allow',
        failMode: 'closed',
        origin: 'user',
        createdAt: 0,
      },
    ]);
  });
  afterEach(async () => {
    await service.dispose();
    await temp.cleanup();
  });

  const body = JSON.stringify(clineToolCall('/w', 'ls'));

  it('answers a caller with the secret, over TCP and over the Unix socket', async () => {
    const secret = { 'x-hookyard-secret': address.secret };
    expect(await post({ port: address.port as number }, APPROVE, body, secret)).toEqual({
      status: 200,
      body: '{}',
    });
    const bearer = { authorization: `Bearer ${address.secret}` };
    expect(await post({ socketPath: address.socketPath as string }, APPROVE, body, bearer)).toEqual(
      { status: 200, body: '{}' },
    );
  });

  it('refuses a caller without the secret or with a wrong one (401), on both transports', async () => {
    for (const target of [
      { port: address.port as number },
      { socketPath: address.socketPath as string },
    ]) {
      expect((await post(target, APPROVE, body)).status).toBe(401);
      expect(
        (await post(target, APPROVE, body, { 'x-hookyard-secret': 'x'.repeat(43) })).status,
      ).toBe(401);
      expect(
        (await post(target, APPROVE, body, { 'x-hookyard-secret': `${address.secret}x` })).status,
      ).toBe(401);
    }
    expect(service.pending()).toEqual([]);
  });

  it('refuses an oversized body with 413, declared or streamed', async () => {
    const huge = JSON.stringify({
      ...(clineToolCall('/w', 'ls') as object),
      pad: 'x'.repeat(100 * 1024),
    });
    const secret = { 'x-hookyard-secret': address.secret };
    expect((await post({ port: address.port as number }, APPROVE, huge, secret)).status).toBe(413);
    const chunked = { ...secret, 'transfer-encoding': 'chunked' };
    expect((await post({ port: address.port as number }, APPROVE, huge, chunked)).status).toBe(413);
  });

  it('cuts off a client that sends its headers or its body too slowly', async () => {
    const slowHeaders = await rawExchange(
      address.port as number,
      'POST /v1/approve HTTP/1.1\r\nHost: x\r\n',
    );
    expect(slowHeaders).toMatch(/^HTTP\/1\.1 408/);
    const slowBody = await rawExchange(
      address.port as number,
      `POST ${APPROVE} HTTP/1.1\r\nHost: x\r\nx-hookyard-secret: ${address.secret}\r\ncontent-length: 500\r\n\r\n{"hook`,
    );
    expect(slowBody).toMatch(/^HTTP\/1\.1 408/);
    expect(service.pending()).toEqual([]);
  });

  it('keeps the socket, the address file and its folder to the user alone', () => {
    const mode = (file: string) => fs.statSync(file).mode & 0o777;
    expect(fs.statSync(address.socketPath as string).isSocket()).toBe(true);
    expect(mode(address.socketPath as string)).toBe(0o600);
    expect(mode(bridgeAddressFile(temp.dataDir))).toBe(0o600);
    expect(mode(path.dirname(bridgeAddressFile(temp.dataDir)))).toBe(0o700);
  });

  it('tightens an approvals folder that already exists with mode 0777 to 0700', async () => {
    await service.dispose();
    const folder = path.dirname(bridgeAddressFile(temp.dataDir));
    fs.chmodSync(folder, 0o777);
    service = makeService(temp);
    await service.start();
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
  });

  it('listens on loopback only: nothing answers on the other interfaces', async () => {
    expect(service.boundAddresses()).toEqual([expect.objectContaining({ address: '127.0.0.1' })]);
    const external = Object.values(os.networkInterfaces())
      .flat()
      .filter((info) => info && !info.internal && !info.address.startsWith('fe80:'))
      .map((info) => info!.address);
    for (const ip of external) {
      const outcome = await new Promise<string>((resolve) => {
        const socket = net.connect({ host: ip, port: address.port as number });
        socket.on('connect', () => (socket.destroy(), resolve('connected')));
        socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
      expect(outcome, ip).not.toBe('connected');
    }
  });

  it('leaves the socket and the address to the Hookyard already serving this data folder', async () => {
    const second = makeService(temp);
    await second.start();
    expect((await second.status()).listening).toBe(false);
    await second.dispose();
    expect(await readBridgeAddress(temp.dataDir)).toEqual(address);
    const secret = { 'x-hookyard-secret': address.secret };
    expect(
      (await post({ socketPath: address.socketPath as string }, APPROVE, body, secret)).status,
    ).toBe(200);
  });

  it('keeps its secret across restarts, so installed hooks keep working', async () => {
    await service.dispose();
    service = makeService(temp);
    await service.start();
    expect((await readBridgeAddress(temp.dataDir))?.secret).toBe(address.secret);
  });
});

function makeService(temp: TempHome): ApprovalService {
  return new ApprovalService({
    dataDir: temp.dataDir,
    platform: process.platform,
    bridge: true,
    // Short limits so that the slow-client cases end quickly.
    limits: { maxBodyBytes: 64 * 1024, headersTimeoutMs: 300, requestTimeoutMs: 600 },
    installer: new ApprovalInstaller({
      shims: new ShimInstaller({
        engine: new EditEngine({ dataDir: temp.dataDir }),
        workspaces: { list: async () => [], get: () => Promise.reject(new Error('no workspaces')) },
        ctx: {
          paths: temp.paths,
          dataDir: temp.dataDir,
          recorderPath: '/nowhere/hookyard-record.js',
          approverPath: '/nowhere/hookyard-approver.js',
          nodePath: process.execPath,
        },
      }),
    }),
    audit: () => null,
    onError: () => undefined,
  });
}

/** Writes `text` and waits for the server to answer or close: what a stalled client sees. */
function rawExchange(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
  });
}
