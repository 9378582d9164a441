import fs from 'node:fs/promises';
import { CLAUDE_CODE, CLINE_SHIM } from '../../../shared/agents/agent-ids';
import path from 'node:path';

import type { Node as JsonNode } from 'jsonc-parser';
import { z } from 'zod';

import {
  ApprovalInstallSchema,
  type ApprovalInstall,
  type ApprovalInstallRequest,
  type ApprovalUninstallRequest,
} from '../../../shared/schemas/approval';
import { AppFailure } from '../../../shared/result';
import { writeFileAtomic } from '../editing/atomic-write';
import {
  assertStillApplies,
  settingsWrite,
} from '../agents/claude-code/edits/claude-handler-edits';
import { absentSnapshot, type EditEngine, type PlannedWrite } from '../editing/edit-engine';
import { readSnapshot, snapshotText } from '../editing/file-snapshot';
import { removeHandler } from '../editing/handler-splice';
import { type JsonDocument, nodeAt, parseJsonDocument, textOf } from '../editing/json-document';
import { insertJsonValue, setJsonValue } from '../editing/json-edit';
import type { HostPaths } from '../platform/host-paths';
import { approvalsDir, type BridgeAddress } from './bridge-address';
import { SECRET_HEADER } from './bridge-server';
import {
  CLAUDE_APPROVAL_EVENTS,
  isApprovalHandler,
  planApprovalInstall,
} from '../agents/approval-install-plan';
import { codedText } from '../../../shared/i18n/coded-text';

const RecordSchema = ApprovalInstallSchema.extend({ file: z.string(), changeId: z.string() });
type InstallRecord = z.infer<typeof RecordSchema>;
const ManifestSchema = z.object({ version: z.literal(1), installs: z.array(RecordSchema) });

/**
 * Installs and removes the approval hooks through the edit engine (atomic, backed up, refused
 * when the file changed under it, in the change history), and remembers what it installed in
 * `<dataDir>/approvals/installs.json`. Uninstalling a Claude install puts the settings file back
 * byte for byte when nothing else changed it since, else removes exactly Hookyard's approval
 * groups; a Cline hook file is removed only while it is still the one Hookyard wrote.
 */
export class ApprovalInstaller {
  readonly #engine: EditEngine;
  readonly #paths: HostPaths;
  readonly #dataDir: string;
  readonly #shimPath: string;
  readonly #nodePath: string;
  readonly #manifest: string;

  constructor(deps: {
    engine: EditEngine;
    paths: HostPaths;
    dataDir: string;
    shimPath: string;
    nodePath: string;
  }) {
    this.#engine = deps.engine;
    this.#paths = deps.paths;
    this.#dataDir = deps.dataDir;
    this.#shimPath = deps.shimPath;
    this.#nodePath = deps.nodePath;
    this.#manifest = path.join(approvalsDir(deps.dataDir), 'installs.json');
  }

  async installs(): Promise<ApprovalInstall[]> {
    return (await this.#read()).map(({ agent, scope, mode, failMode }) => ({
      agent,
      scope,
      mode,
      failMode,
    }));
  }

  /** The settings or hook file of every install (how the inventory knows Hookyard's own). */
  async installedFiles(): Promise<string[]> {
    return (await this.#read()).map((record) => record.file);
  }

  /** AppFailure('conflict') when this agent and scope already have an install. */
  install(request: ApprovalInstallRequest, bridge: BridgeAddress): Promise<void> {
    return this.#engine.exclusive(async () => {
      const records = await this.#read();
      if (records.some((record) => sameTarget(record, request)))
        throw new AppFailure('conflict', 'failure.approvals-already-installed');
      const mode = request.mode ?? (request.agent === CLAUDE_CODE ? 'http' : 'command');
      const plan = planApprovalInstall({
        ...request,
        mode,
        paths: this.#paths,
        dataDir: this.#dataDir,
        shimPath: this.#shimPath,
        nodePath: this.#nodePath,
        bridge: { port: bridge.port ?? 0, secret: bridge.secret },
      });
      let write: PlannedWrite;
      if (plan.kind === 'claude-settings') {
        const settings = await readSnapshot(plan.file);
        let doc = parseJsonDocument(snapshotText(settings), plan.file);
        for (const [event, group] of Object.entries(plan.groups))
          doc = parseJsonDocument(
            insertJsonValue(doc, ['hooks', event, -1], group, true),
            plan.file,
          );
        assertStillApplies(settings, doc.text);
        write = settingsWrite(settings, doc.text);
        // An http entry carries the bridge's secret: no other account may read it there (a new
        // file gets 0600 too); uninstall gives an existing file its mode back.
        if (mode === 'http') write = { ...write, mode: (settings.mode ?? 0o600) & ~0o077 };
      } else {
        write = {
          kind: 'write',
          snapshot: await absentSnapshot(plan.file),
          bytes: Buffer.from(plan.content, 'utf8'),
          mode: 0o755,
        };
      }
      const change = await this.#engine.apply({
        operation: 'create',
        hookIds: [],
        summary: [
          codedText('change.approvals-installed', {
            agent: request.agent,
            mode,
            failMode: request.failMode,
            file: plan.file,
          }),
        ],
        writes: [write],
      });
      await this.#write([
        ...records,
        {
          agent: request.agent,
          scope: request.scope,
          mode,
          failMode: request.failMode,
          file: plan.file,
          changeId: change.id,
        },
      ]);
    });
  }

  /** AppFailure('not-found') when nothing is installed there. */
  uninstall(request: ApprovalUninstallRequest): Promise<void> {
    return this.#engine.exclusive(async () => {
      const records = await this.#read();
      const record = records.find((candidate) => sameTarget(candidate, request));
      if (!record) throw new AppFailure('not-found', 'failure.approvals-not-installed');
      const write = await this.#planRemoval(record);
      if (write)
        await this.#engine.apply({
          operation: 'delete',
          hookIds: [],
          summary: [
            codedText('change.approvals-removed', { agent: record.agent, file: record.file }),
          ],
          writes: [write],
        });
      await this.#write(records.filter((candidate) => candidate !== record));
    });
  }

  /** The write that takes the install out, or null when it is gone already. */
  async #planRemoval(record: InstallRecord): Promise<PlannedWrite | null> {
    const current = await readSnapshot(record.file);
    const change = await this.#engine.change(record.changeId).catch(() => null);
    const written = change?.files.find((file) => file.path === current.target);
    if (written && current.hash === written.after.hash) {
      // Nothing touched the file since: the exact bytes from before the install.
      if (written.before.hash === null) return { kind: 'delete', snapshot: current };
      const bytes = await this.#engine.blob(written.before.hash);
      const mode = written.before.mode ?? undefined;
      return {
        kind: 'write',
        snapshot: current,
        bytes,
        mode,
        json: record.agent === CLAUDE_CODE,
      };
    }
    if (current.bytes === null) return null;
    if (record.agent === CLINE_SHIM)
      throw new AppFailure('conflict', 'failure.approvals-hook-file-changed', {
        file: record.file,
      });
    let doc = parseJsonDocument(snapshotText(current), record.file);
    // From the last group back, so that the indexes still to visit stay valid.
    for (const { event, group } of this.#approvalGroups(doc).reverse())
      doc = parseJsonDocument(removeHandler(doc, event, group, 0).text, record.file);
    if (doc.text === snapshotText(current)) return null;
    assertStillApplies(current, doc.text);
    return settingsWrite(current, doc.text);
  }

  /**
   * Points the installed http hooks at the bridge's new port (the previous one was taken when
   * Hookyard started), one recorded change per settings file.
   */
  repoint(bridge: { port: number; secret: string }): Promise<void> {
    return this.#engine.exclusive(async () => {
      for (const record of await this.#read()) {
        if (record.agent !== CLAUDE_CODE || record.mode !== 'http') continue;
        const settings = await readSnapshot(record.file);
        if (settings.bytes === null) continue;
        let doc = parseJsonDocument(snapshotText(settings), record.file);
        for (const { event, group, handler } of this.#approvalGroups(doc)) {
          const url = String((handler as { url: string }).url).replace(
            /^http:\/\/127\.0\.0\.1:\d+/,
            `http://127.0.0.1:${bridge.port}`,
          );
          const at = ['hooks', event, group, 'hooks', 0];
          doc = parseJsonDocument(setJsonValue(doc, [...at, 'url'], url), record.file);
          const headers = { [SECRET_HEADER]: bridge.secret };
          doc = parseJsonDocument(setJsonValue(doc, [...at, 'headers'], headers), record.file);
        }
        if (doc.text === snapshotText(settings)) continue;
        assertStillApplies(settings, doc.text);
        await this.#engine.apply({
          operation: 'edit',
          hookIds: [],
          summary: [
            codedText('change.approvals-repointed', { file: record.file, port: bridge.port }),
          ],
          writes: [settingsWrite(settings, doc.text)],
        });
      }
    });
  }

  /** Every group holding exactly one Hookyard approval handler, in file order. */
  #approvalGroups(doc: JsonDocument): Array<{ event: string; group: number; handler: unknown }> {
    const found = [];
    for (const event of CLAUDE_APPROVAL_EVENTS) {
      const groups = nodeAt(doc.root, ['hooks', event]);
      for (const [group, node] of (groups?.type === 'array'
        ? (groups.children ?? [])
        : []
      ).entries()) {
        const handlers = nodeAt(node, ['hooks']);
        if (handlers?.type !== 'array' || handlers.children?.length !== 1) continue;
        const handler: unknown = JSON.parse(textOf(doc.text, handlers.children[0] as JsonNode));
        if (isApprovalHandler(handler, this.#shimPath)) found.push({ event, group, handler });
      }
    }
    return found;
  }

  async #read(): Promise<InstallRecord[]> {
    try {
      return ManifestSchema.parse(JSON.parse(await fs.readFile(this.#manifest, 'utf8'))).installs;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw new AppFailure('internal', 'failure.approvals-manifest-damaged', {
        file: this.#manifest,
        message: (error as Error).message,
      });
    }
  }

  async #write(installs: InstallRecord[]): Promise<void> {
    await fs.mkdir(path.dirname(this.#manifest), { recursive: true, mode: 0o700 });
    await writeFileAtomic(
      this.#manifest,
      `${JSON.stringify({ version: 1, installs }, null, 2)}\n`,
      0o600,
    );
  }
}

function sameTarget(
  record: Pick<InstallRecord, 'agent' | 'scope'>,
  request: ApprovalUninstallRequest,
): boolean {
  if (record.agent !== request.agent || record.scope.kind !== request.scope.kind) return false;
  return (
    record.scope.kind === 'user' ||
    (request.scope.kind === 'workspace' && record.scope.root === request.scope.root)
  );
}
