import type { AgentHookTrust, HookTrustContext, HookTrustPreview } from '../agent';
import {
  applyCodexTrust,
  previewCodexTrust,
  type CodexTrustContext,
  type CodexTrustPreview,
} from './codex-hook-trust';

/** The `codex` binary: HOOKYARD_CODEX when set, else `codex` on the PATH Codex itself uses. */
function codexContext(context: HookTrustContext): CodexTrustContext {
  return {
    codex: context.env['HOOKYARD_CODEX'] || 'codex',
    codexHome: context.paths.codexHome,
    cwd: context.cwd,
    env: context.env,
    backupDir: context.backupDir,
  };
}

// The Codex preview travels inside the generic one: apply needs its key, hash and snapshot.
type CarriedPreview = HookTrustPreview & { codex: CodexTrustPreview };

/** "Trust in Codex": Codex's app-server lists the hash and writes the trust (spec §2). */
export const codexTrust: AgentHookTrust = {
  async preview(hook, context): Promise<CarriedPreview> {
    const codex = await previewCodexTrust(hook, codexContext(context));
    return {
      hookId: hook.id,
      status: codex.status,
      file: codex.configFile,
      text: codex.toml,
      codex,
    };
  },
  async apply(preview, context) {
    const { codex } = preview as CarriedPreview;
    const result = await applyCodexTrust(codex, codexContext(context));
    return { status: result.status, backup: result.backup };
  },
};
