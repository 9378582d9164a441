import { whyRowOf } from './history/why-rows';
import type { ContractHandlers } from '../../shared/contract';
import { AppFailure } from '../../shared/result';
import type { AppServices } from './app-services';
import { withPresence } from './workspaces/root-presence';
import { downloadsFolder, saveInFolder, type ExportDelivery } from './history/export-delivery';

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
    'bench:list-events': ({ agent }) => bench.events(agent),
    'bench:sample-payload': async (request) => ({ payload: await bench.samplePayload(request) }),
    'bench:run': (request) => bench.run(request),
    'bench:cancel': ({ runId }) => ({ cancelled: bench.cancel(runId) }),
    'runner:simulate': (request) => bench.simulate(request),
    'manage:disable-hook': (request) => editing.switch.disable(request),
    'manage:enable-hook': (request) => editing.switch.enable(request),
    'manage:disable-all': (request) => editing.bulk.disableAll(request),
    'manage:create-hook': (request) => editing.creator.create(request),
    'manage:delete-hook': (request) => editing.trash.delete(request),
    'manage:trust-preview': (request) => editing.agentTrust.preview(request),
    'manage:trust-apply': (request) => editing.agentTrust.apply(request),
    'manage:list-trash': async () =>
      (await editing.trash.list()).map(({ id, deletedAt, hookId, agent, event, originalPath }) => ({
        id,
        deletedAt,
        hookId,
        agent,
        event,
        originalPath,
      })),
    'manage:restore-trash': ({ trashId }) => editing.trash.restore(trashId),
    'manage:list-changes': (request) => editing.changes.list(request),
    'manage:restore-change': ({ changeId }) => editing.changes.restore(changeId),
    'manage:read-change-file': async ({ changeId, file }) => ({
      before: await editing.changes.content(changeId, file, 'before'),
      after: await editing.changes.content(changeId, file, 'after'),
    }),
    'manage:read-script': (request) => editing.scripts.read(request),
    'manage:write-script': (request) => editing.scripts.write(request),
    'history:query': (request) => audit().query(request),
    'history:get-session': (request) => audit().session(request),
    'history:get-entry': ({ id }) => {
      const entry = audit().entry(id);
      if (!entry) throw new AppFailure('not-found', 'failure.audit-entry-not-found', { id });
      return entry;
    },
    'history:get-why': ({ id }) => {
      const row = whyRowOf(audit(), id);
      if (!row) throw new AppFailure('not-found', 'failure.audit-entry-not-found', { id });
      return row;
    },
    'history:get-timeline': (request) => audit().timeline(request),
    'history:get-hook-stats': (request) => audit().hookStats(request),
    'history:list-agent-versions': () => audit().agentVersions(),
    'history:get-status': () => audit().status(),
    'history:import': () => audit().importNow(),
    'history:export': async (request) =>
      exports.deliver(await audit().exportTo(request, exports.folder)),
    'history:reindex': ({ fresh }) => audit().reindex(fresh),
    'trust:review': ({ workspaceId }) => trust.review(workspaceId),
    'trust:trust-hooks': ({ workspaceId, hookIds, reviewed }) =>
      trust.trust(workspaceId, hookIds, reviewed),
    // Audit recorder installer
    'history:recorder-status': () => services.recorder.statusAll(),
    'history:recorder-preview': (request) => services.recorder.preview(request),
    'history:recorder-install': (request) => services.recorder.install(request),
    'history:recorder-uninstall': (target) => services.recorder.uninstall(target),
    // Per-workspace switching of user-level hooks
    'evidence:list-watched': ({ scope }) => services.evidence.list(scope),
    'evidence:watch-hook': (request) => editing.watch.watch(request),
    'evidence:unwatch-hook': ({ adoptionId }) => editing.watch.unwatch(adoptionId),
    'manage:list-adoptions': ({ scope }) => editing.adoption.list(scope),
    'manage:adopt-hook': (request) => editing.adoption.adopt(request),
    'manage:release-hook': ({ adoptionId }) => editing.adoption.release(adoptionId),
    'manage:set-adopted-workspace': (request) => editing.adoption.setWorkspace(request),
    // Script checks in the editor
    'manage:check-script': (request) => editing.linter.check(request),
    // The JSON editor of a Claude Code settings entry
    'manage:read-entry': (request) => editing.entries.read(request),
    'manage:write-entry': (request) => editing.entries.write(request),
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
