import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import type { RichParams } from '../../../shared/i18n/message-format';
import { useI18n } from '../../i18n/i18n-context';
import { asCode } from '../manage/manage-labels';
import type { ScriptCheck } from './model/script-checks';

/** The script's simple checks, as warnings under the editor's toolbar; nothing when all pass. */
export function EditorChecks({ checks }: { checks: readonly ScriptCheck[] }) {
  const { rich } = useI18n();
  if (checks.length === 0) return null;
  return (
    <ul className="lint-list editor-checks" data-testid="editor-checks">
      {checks.map((check) => {
        const params: RichParams =
          check.code === 'shebang-mismatch'
            ? { extension: asCode(check.extension), interpreter: asCode(check.interpreter) }
            : check.code === 'missing-shebang'
              ? { file: asCode(check.file), shebang: asCode('#!') }
              : { shebang: asCode('#!') };
        return (
          <li
            key={check.code}
            className="lint-warning"
            data-testid="editor-check"
            data-code={check.code}
          >
            <Icon name="alert" />
            <span>
              <RichText segments={rich(`editor.check.${check.code}` as const, params)} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
