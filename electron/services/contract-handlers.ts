import type { ContractHandlers } from '../../shared/contract';
import type { AppServices } from './app-services';

/** Channel → service call: the one table every transport dispatches through. */
export function createContractHandlers(services: AppServices): ContractHandlers {
  const { workspaces, detector, inventory, info, bench } = services;
  return {
    'app:get-info': () => info,
    'workspaces:list': () => workspaces.list(),
    'workspaces:list-detected': () => detector.detect(),
    'workspaces:add': (request) => workspaces.add(request),
    'workspaces:remove': async ({ workspaceId }) => ({
      removed: await workspaces.remove(workspaceId),
    }),
    'workspaces:set-trusted': ({ workspaceId, trusted }) =>
      workspaces.setTrusted(workspaceId, trusted),
    'inventory:get': ({ scope }) => inventory.get(scope),
    'runner:list-events': ({ agent }) => bench.events(agent),
    'runner:sample-payload': async (request) => ({ payload: await bench.samplePayload(request) }),
    'runner:run': (request) => bench.run(request),
    'runner:cancel': ({ runId }) => ({ cancelled: bench.cancel(runId) }),
    'runner:simulate': (request) => bench.simulate(request),
  };
}
