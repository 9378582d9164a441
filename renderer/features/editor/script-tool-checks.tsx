import type { ScriptFinding } from '../../../shared/schemas/editing';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { ErrorNotice } from '../../components/error-notice';

const TOOL_NAME: Record<ScriptFinding['tool'], string> = {
  bash: 'bash -n',
  shellcheck: 'shellcheck',
  python: 'py_compile',
};

/**
 * "Check script" for shell and Python: runs the real tools on the editor's text (saved or not)
 * and lists what they found, each with its line number, or which tool is not installed.
 */
export function ScriptToolChecks({ text }: { text: () => string }) {
  const { t } = useI18n();
  const language = useAppStore((state) => state.editor.script?.file?.language);
  const check = useAppStore((state) => state.editor.scriptCheck);
  const checkScriptText = useAppStore((state) => state.editor.checkScriptText);
  if (language !== 'shell' && language !== 'python') return null;
  const result = check?.status === 'done' ? check.result : null;
  const missing = result?.tools.filter((tool) => !tool.available) ?? [];
  return (
    <section className="script-tool-checks" data-testid="script-tool-checks">
      <button
        type="button"
        className="button small"
        data-testid="script-check-run"
        disabled={check?.status === 'checking'}
        onClick={() => void checkScriptText(text())}
      >
        <Icon name="check" />
        {check?.status === 'checking' ? t('editor.tools.checking') : t('editor.tools.run')}
      </button>
      {check?.status === 'failed' && check.error ? (
        <ErrorNotice
          title={t('editor.tools.failed')}
          error={check.error}
          testId="script-check-error"
        />
      ) : null}
      {result ? (
        <ul className="lint-list" data-testid="script-findings">
          {result.findings.length === 0 ? (
            <li className="lint-warning" data-severity="ok" data-testid="script-findings-none">
              <Icon name="check-circle" />
              <span>{t('editor.tools.none')}</span>
            </li>
          ) : null}
          {result.findings.map((finding, index) => (
            <li
              key={`${finding.tool}-${finding.line ?? 0}-${index}`}
              className="lint-warning"
              data-severity={finding.severity}
              data-testid="script-finding"
              data-line={finding.line ?? undefined}
            >
              <Icon name={finding.severity === 'error' ? 'x-circle' : 'alert'} />
              <span>
                {finding.line === null
                  ? t('editor.tools.noLine')
                  : t('editor.tools.line', { line: finding.line })}{' '}
                <code>{finding.code ?? TOOL_NAME[finding.tool]}</code> {finding.message}
              </span>
            </li>
          ))}
          {missing.map((tool) => (
            <li
              key={tool.tool}
              className="lint-warning"
              data-severity="info"
              data-testid="script-tool-missing"
            >
              <Icon name="info" />
              <span>{t('editor.tools.notInstalled', { tool: TOOL_NAME[tool.tool] })}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
