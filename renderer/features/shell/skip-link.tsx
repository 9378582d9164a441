import { MAIN_TITLE_ID } from '../../components/focus';
import { useI18n } from '../../i18n/i18n-context';

/** The first Tab stop: jumps past the sidebar to the title of the screen. Visible only on focus. */
export function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_TITLE_ID}`}
      data-testid="skip-link"
      onClick={(event) => {
        // Focus, not the URL fragment: the page URL carries the access token and stays as it is.
        event.preventDefault();
        document.getElementById(MAIN_TITLE_ID)?.focus();
      }}
    >
      {t('shell.skipToMain')}
    </a>
  );
}
