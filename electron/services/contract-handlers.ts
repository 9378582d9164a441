import { whyRowOf } from './audit/why-rows';
import type { ContractHandlers } from '../../shared/contract';
import { AppFailure } from '../../shared/result';
import type { AppServices } from './app-services';
import { withPresence } from './workspaces/root-presence';
import { downloadsFolder, saveInFolder, type ExportDelivery } from './audit/export-delivery';

/** What differs by transport; each part defaults to the desktop app's behaviour. */
export interface TransportOptions {
  /** Where History exports go: the user's Downloads folder unless the transport says otherwise. */
  exportDelivery?: ExportDelivery;
}

/** Channel → service call: the one table every transport dispatches through. */
export function createContractHandlers(
  services: AppServices,
  transport: TransportOptions = {},
): ContractHandlers {
  const exports = transport.exportDelivery ?? saveInFolder(downloadsFolder(services.info.home));
  const {
    workspaces,
    detector,
    inventory,
    info,
    bench,
    editing,
    trust,
    approvals,
    replay,
    suites,
  } = services;
  const audit = () => services.audit.service;
  return {
    'app:get-info': () => info,
    'workspaces:list': async () => Promise.all((await workspaces.list()).map(withPresence)),
    'workspaces:list-detected': () => detector.detect(),
    'workspaces:add': async (request) => withPresence(await workspaces.add(request)),
    'workspaces:remove': async ({ workspaceId }) => ({
      removed: await workspaces.remove(workspaceId),
    }),
    // The switch never trusts unseen hooks: on, it is refused while a project hook waits for
    // review (trust:trust-hooks marks the workspace once every hook is reviewed); off, it
    // forgets what was trusted there.
    'workspaces:set-trusted': async ({ workspaceId, trusted }) =>
      withPresence(
        await (trusted ? trust.trustWorkspace(workspaceId) : trust.distrust(workspaceId)),
      ),
    'inventory:get': ({ scope }) => inventory.get(scope),
    'runner:list-events': ({ agent }) => bench.events(agent),
    'runner:sample-payload': async (request) => ({ payload: await bench.samplePayload(request) }),
    'runner:run': (request) => bench.run(request),
    'runner:cancel': ({ runId }) => ({ cancelled: bench.cancel(runId) }),
    'runner:simulate': (request) => bench.simulate(request),
    'editing:disable-hook': (request) => editing.switch.disable(request),
    'editing:enable-hook': (request) => editing.switch.enable(request),
    'editing:disable-all': (request) => editing.bulk.disableAll(request),
    'editing:create-hook': (request) => editing.creator.create(request),
    'editing:delete-hook': (request) => editing.trash.delete(request),
    'editing:list-trash': async () =>
      (await editing.trash.list()).map(({ id, deletedAt, hookId, agent, event, originalPath }) => ({
        id,
        deletedAt,
        hookId,
        agent,
        event,
        originalPath,
      })),
    'editing:restore-trash': ({ trashId }) => editing.trash.restore(trashId),
    'editing:list-changes': (request) => editing.changes.list(request),
    'editing:restore-change': ({ changeId }) => editing.changes.restore(changeId),
    'editing:read-change-file': async ({ changeId, file }) => ({
      before: await editing.changes.content(changeId, file, 'before'),
      after: await editing.changes.content(changeId, file, 'after'),
    }),
    'editing:read-script': (request) => editing.scripts.read(request),
    'editing:write-script': (request) => editing.scripts.write(request),
    'audit:query': (request) => audit().query(request),
    'audit:get-session': (request) => audit().session(request),
    'audit:get-entry': ({ id }) => {
      const entry = audit().entry(id);
      if (!entry) throw new AppFailure('not-found', 'failure.audit-entry-not-found', { id });
      return entry;
    },
    'audit:get-why': ({ id }) => {
      const row = whyRowOf(audit(), id);
      if (!row) throw new AppFailure('not-found', 'failure.audit-entry-not-found', { id });
      return row;
    },
    'audit:get-timeline': (request) => audit().timeline(request),
    'audit:get-hook-stats': (request) => audit().hookStats(request),
    'audit:get-status': () => audit().status(),
    'audit:import': () => audit().importNow(),
    'audit:export': async (request) =>
      exports.deliver(await audit().exportTo(request, exports.folder)),
    'audit:reindex': ({ fresh }) => audit().reindex(fresh),
    'trust:review': ({ workspaceId }) => trust.review(workspaceId),
    'trust:trust-hooks': ({ workspaceId, hookIds, reviewed }) =>
      trust.trust(workspaceId, hookIds, reviewed),
    // Audit recorder installer
    'audit:recorder-status': () => services.recorder.statusAll(),
    'audit:recorder-preview': (request) => services.recorder.preview(request),
    'audit:recorder-install': (request) => services.recorder.install(request),
    'audit:recorder-uninstall': (target) => services.recorder.uninstall(target),
    // Per-workspace switching of user-level hooks
    'evidence:list-watched': ({ scope }) => services.evidence.list(scope),
    'evidence:watch-hook': (request) => editing.watch.watch(request),
    'evidence:unwatch-hook': ({ adoptionId }) => editing.watch.unwatch(adoptionId),
    'editing:list-adoptions': ({ scope }) => editing.adoption.list(scope),
    'editing:adopt-hook': (request) => editing.adoption.adopt(request),
    'editing:release-hook': ({ adoptionId }) => editing.adoption.release(adoptionId),
    'editing:set-adopted-workspace': (request) => editing.adoption.setWorkspace(request),
    // Script checks in the editor
    'editing:check-script': (request) => editing.linter.check(request),
    // The JSON editor of a Claude Code settings entry
    'editing:read-entry': (request) => editing.entries.read(request),
    'editing:write-entry': (request) => editing.entries.write(request),
    // approvals
    'approvals:pending': () => approvals.pending(),
    'approvals:decide': (request) => approvals.decide(request),
    'approvals:always-allow': (request) => approvals.alwaysAllow(request),
    'approvals:rules': () => approvals.rules(),
    'approvals:save-rules': ({ rules }) => approvals.saveRules(rules),
    'approvals:revoke-rule': ({ id }) => approvals.revokeRule(id),
    'approvals:status': () => approvals.status(),
    'approvals:install': (request) => approvals.install(request),
    'approvals:uninstall': (request) => approvals.uninstall(request),
    // Replay and regression suites (issue 7)
    'replay:run': (request) => replay.run(request),
    'replay:shadow': (request) => replay.shadow(request),
    'replay:cancel': ({ jobId }) => replay.cancel(jobId),
    'replay:suites': ({ workspace }) => suites.list(workspace),
    'replay:save-case': (request) => suites.saveCase(request),
    'replay:run-suite': (request) => suites.run(request),
    // Export to OpenTelemetry (issue 16)
    'telemetry:get-settings': () => services.telemetry.settings(),
    'telemetry:save-settings': (request) => services.telemetry.saveSettings(request),
    'telemetry:get-status': () => services.telemetry.status(),
    'telemetry:test-collector': ({ endpoint }) => services.telemetry.test(endpoint),
    // Installed agent versions and guards that fail open (issue 15 §3, §5)
    'versions:list': () => services.versions.view(),
    'versions:refresh': async () => {
      await services.versions.refresh();
      return services.versions.view();
    },
    'versions:dismiss-upgrade': ({ agent }) => services.versions.dismiss(agent),
    'guards:preview-fix': (request) => services.guardFix.preview(request),
    'guards:apply-fix': (request) => services.guardFix.apply(request),
  };
}
