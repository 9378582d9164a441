import { AGENT_CLIS, installCachedCli } from '../../scripts/agent-clis.mjs';

export const CLINE_VERSION = AGENT_CLIS.cline.version;

/** The real `cline` CLI for tests, from the cache folder (scripts/agent-clis.mjs says why). */
export function installClineCli(): string {
  return installCachedCli(AGENT_CLIS.cline);
}
