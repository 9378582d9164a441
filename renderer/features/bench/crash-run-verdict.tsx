import type { GuardOutcome, GuardSubject } from '../../../shared/schemas/agent-guards';
import type { CrashRun } from '../../../shared/schemas/crash-run';
import type { AgentId } from '../../../shared/schemas/agent';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import type { MessageKey } from '../../i18n/catalogue-en';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { msg } from '../../i18n/translator';
import { capabilitiesOf } from '../shell/agent-capabilities';
import { useAgents } from '../shell/use-agents';

/** What the agent would do, by outcome and what the guard protects: literal keys the catalogue test sees. */
const WOULD_TEXT: Record<GuardOutcome, Record<GuardSubject, MessageKey>> = {
  open: {
    tool: msg('crashRun.open.tool'),
    permission: msg('crashRun.open.permission'),
    prompt: msg('crashRun.open.prompt'),
    stop: msg('crashRun.open.stop'),
  },
  closed: {
    tool: msg('crashRun.closed.tool'),
    permission: msg('crashRun.closed.permission'),
    prompt: msg('crashRun.closed.prompt'),
    stop: msg('crashRun.closed.stop'),
  },
};

/**
 * The answer of "Run as if it crashed": what the agent would do with the failed guard (open is the
 * warning: the guarded action goes on unchecked), why (the fix, the short timeout), and whether the
 * fail-open report for the same agent and version says the same.
 */
export function CrashRunVerdict({ crash, agent }: { crash: CrashRun; agent: AgentId }) {
  const { t, rich } = useI18n();
  const fix = capabilitiesOf(useAgents(), agent)?.guards?.fix;
  const name = t(AGENT_LABEL[agent]);
  const version = crash.version ?? t('crashRun.versionUnknown');
  const tone = crash.outcome === null ? 'muted' : crash.outcome === 'open' ? 'warn' : 'ok';
  return (
    <section
      className={`verdict-banner crash-verdict tone-${tone}`}
      data-testid="crash-verdict"
      data-outcome={crash.outcome ?? 'not-run'}
      data-agrees={crash.agrees}
      aria-labelledby="crash-verdict-headline"
    >
      <Icon
        name={crash.outcome === 'closed' ? 'shield-check' : 'shield-alert'}
        className="verdict-banner-icon"
      />
      <div className="verdict-banner-text">
        <p className="verdict-kicker">
          {t('crashRun.kicker', { mode: t(`guards.mode.${crash.mode}`) })}
        </p>
        <h3 id="crash-verdict-headline" className="verdict-headline">
          {crash.outcome === null
            ? t('crashRun.notRun')
            : t(WOULD_TEXT[crash.outcome][crash.subject], { agent: name })}
        </h3>
        <ul className="crash-verdict-notes">
          {crash.outcome === null ? (
            <li>{t('crashRun.notRunHint')}</li>
          ) : (
            <li data-testid="crash-verdict-stand-in">
              <RichText
                segments={rich('crashRun.standIn', {
                  command: [{ text: crash.standIn, code: true }],
                })}
              />
            </li>
          )}
          {crash.byFix && crash.outcome === 'closed' && fix ? (
            <li data-testid="crash-verdict-fix">
              {t('crashRun.byFix', { field: fix.field, value: fix.value })}
            </li>
          ) : null}
          {crash.timeoutSec !== null && crash.outcome !== null ? (
            <li>{t('crashRun.timedOut', { seconds: crash.timeoutSec })}</li>
          ) : null}
          {crash.outcome === null ? null : (
            <li data-testid="crash-verdict-report">
              {crash.agrees
                ? t('crashRun.agrees', { agent: name, version })
                : crash.reported === null
                  ? t('crashRun.noFact', { agent: name, version })
                  : t('crashRun.disagrees', {
                      agent: name,
                      version,
                      reported: t(WOULD_TEXT[crash.reported][crash.subject], { agent: name }),
                    })}
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
