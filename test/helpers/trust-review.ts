import type { AppServices } from '../../electron/services/app-services';

/**
 * What the user does in the trust review: reads every project hook of the workspace that waits
 * for review and trusts exactly what was shown (its content hash). Trusting them all is what
 * marks the workspace trusted.
 */
export async function trustEveryHook(services: AppServices, workspaceId: string): Promise<void> {
  const rows = (await services.trust.review(workspaceId)).filter(
    ({ verdict }) => verdict.state !== 'trusted',
  );
  await services.trust.trust(
    workspaceId,
    rows.map(({ hook }) => hook.id),
    Object.fromEntries(rows.map(({ verdict }) => [verdict.hookId, verdict.contentHash])),
  );
}
