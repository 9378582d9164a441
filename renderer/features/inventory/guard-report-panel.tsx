import { guardFieldsOf, guardReport, type GuardReport } from '../../../shared/guards/guard-report';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { InstalledVersion } from '../../../shared/schemas/agent-versions';
import type { GuardOutcome, GuardSubject } from '../../../shared/schemas/agent-guards';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/translator';
import type { MessageKey } from '../../i18n/catalogue-en';
import { useAppStore } from '../../store/store-context';
import { capabilitiesOf } from '../shell/agent-capabilities';
import { useAgents } from '../shell/use-agents';
import { GuardFixDialog } from './guard-fix-dialog';

/** What the agent does, by outcome and what the guard protects: literal keys the catalogue test sees. */
const OUTCOME_TEXT: Record<GuardOutcome, Record<GuardSubject, MessageKey>> = {
  open: {
    tool: msg('guards.open.tool'),
    permission: msg('guards.open.permission'),
    prompt: msg('guards.open.prompt'),
    stop: msg('guards.open.stop'),
  },
  closed: {
    tool: msg('guards.closed.tool'),
    permission: msg('guards.closed.permission'),
    prompt: msg('guards.closed.prompt'),
    stop: msg('guards.closed.stop'),
  },
};

/**
 * What the agent does when this guard fails (issue 15 §3), for the installed version: one line per
 * failure mode ("If this guard crashes, Claude Code lets the tool run"), and the fix where that
 * version reads it. Nothing for a hook that cannot block.
 */
export function GuardReportPanel({ hook }: { hook: HookEntry }) {
  const { t } = useI18n();
  const agents = useAgents();
  const installed = useAppStore((state) =>
    state.upgrades.versions?.installed.find((each) => each.agent === hook.agent),
  );
  const previewFix = useAppStore((state) => state.upgrades.previewFix);
  const fixError = useAppStore((state) => state.upgrades.fixError);
  const fixOpen = useAppStore((state) => state.upgrades.fixPreview?.shown.id === hook.id);
  const agent = capabilitiesOf(agents, hook.agent);
  const version = installed?.version ?? null;
  const report = guardReport(
    agent?.guards ?? null,
    hook.event,
    version,
    guardFieldsOf(hook.handler),
  );
  if (!agent || !report) return null;
  const name = agent.displayName;
  const outcome = (line: GuardReport['lines'][number]) =>
    line.outcome === null
      ? t('guards.unknown')
      : t(OUTCOME_TEXT[line.outcome][report.subject], { agent: name });
  return (
    <section
      className="detail-section guard-report"
      aria-labelledby="hook-guard-title"
      data-testid="guard-report"
    >
      <h3 id="hook-guard-title" className="detail-section-title">
        {t('guards.title')}
      </h3>
      {installed ? (
        <p className="guard-installed" data-testid="guard-installed">
          {installedText(t, name, installed)}
        </p>
      ) : null}
      <ul className="guard-lines">
        {report.lines.map((line) => (
          <li
            key={line.mode}
            className={`guard-line guard-${line.outcome ?? 'unknown'}`}
            data-testid="guard-line"
            data-mode={line.mode}
            data-outcome={line.outcome ?? 'unknown'}
          >
            <Icon name={line.outcome === 'open' ? 'alert' : 'info'} />
            <span>
              {t('guards.line', {
                mode: t(`guards.mode.${line.mode}` as MessageKey),
                outcome: outcome(line),
              })}
              {line.byFix && report.fix
                ? ` (${t('guards.byFix', { field: report.fix.field, value: report.fix.value })})`
                : ''}
              {line.checkedOn ? (
                <span className="guard-checked">
                  {' '}
                  · {t('guards.checkedOn', { version: line.checkedOn })}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {report.fix ? (
        report.fix.state === 'offered' ? (
          <button
            type="button"
            className="button small"
            data-testid="guard-fix"
            onClick={() => void previewFix(hook)}
          >
            {t('guards.fix.offered', { field: report.fix.field, value: report.fix.value })}
          </button>
        ) : (
          <p
            className="guard-fix-state"
            data-testid="guard-fix-state"
            data-state={report.fix.state}
          >
            {t(FIX_STATE_KEYS[report.fix.state], {
              agent: name,
              version: version ?? '',
              since: report.fix.sinceVersion,
              field: report.fix.field,
              value: report.fix.value,
            })}
          </p>
        )
      ) : null}
      {fixError ? <ErrorNotice title={t('guards.fix.failed')} error={fixError} compact /> : null}
      {fixOpen ? <GuardFixDialog /> : null}
    </section>
  );
}

const FIX_STATE_KEYS = {
  applied: msg('guards.fix.applied'),
  'ignored-by-version': msg('guards.fix.ignoredByVersion'),
  'needs-upgrade': msg('guards.fix.needsUpgrade'),
  'version-unknown': msg('guards.fix.versionUnknown'),
} satisfies Record<string, MessageKey>;

function installedText(
  t: ReturnType<typeof useI18n>['t'],
  agent: string,
  installed: InstalledVersion,
): string {
  if (installed.version) return t('guards.installed', { agent, version: installed.version });
  if (installed.state === 'no-command') return t('guards.noCommand');
  return t('guards.notFound', { binary: installed.binary ?? '' });
}
