import type { CommandSection } from '../../commands/command-types';
import type { RankedCommand } from '../../commands/rank-commands';
import { ShortcutKeys } from '../../components/shortcut-keys';
import type { MessageKey } from '../../i18n/catalogue-en';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/translator';
import { shortcutById } from '../../shortcuts/shortcut-table';

export const SECTION_LABEL: Record<CommandSection, MessageKey> = {
  actions: msg('palette.section.actions'),
  workspaces: msg('palette.section.workspaces'),
  hooks: msg('palette.section.hooks'),
  history: msg('palette.section.history'),
};

/** The title with the characters the query matched in bold. */
function Highlighted({ text, indices }: { text: string; indices: readonly number[] }) {
  if (indices.length === 0) return text;
  const marked = new Set(indices);
  const runs: { text: string; hit: boolean }[] = [];
  for (const [index, char] of [...text].entries()) {
    const hit = marked.has(index);
    const last = runs.at(-1);
    if (last && last.hit === hit) last.text += char;
    else runs.push({ text: char, hit });
  }
  return runs.map((run, index) =>
    run.hit ? <mark key={index}>{run.text}</mark> : <span key={index}>{run.text}</span>,
  );
}

/** One entry of the palette's listbox; it is never focused itself (the input keeps focus). */
export function PaletteOption(props: {
  id: string;
  ranked: RankedCommand;
  active: boolean;
  onPoint: () => void;
  onChoose: () => void;
}) {
  const { t } = useI18n();
  const { command, titleIndices } = props.ranked;
  const keepInView = (element: HTMLLIElement | null) =>
    element?.scrollIntoView({ block: 'nearest' });
  const shortcut = command.shortcut ? shortcutById(command.shortcut).keys[0] : undefined;
  const title = <Highlighted text={command.title} indices={titleIndices} />;
  return (
    <li
      id={props.id}
      role="option"
      aria-selected={props.active}
      className="palette-option"
      data-testid="palette-option"
      data-command-id={command.id}
      ref={props.active ? keepInView : undefined}
      onMouseMove={props.active ? undefined : props.onPoint}
      onClick={props.onChoose}
    >
      <span className="palette-option-main">
        <span className="palette-option-title">{command.code ? <code>{title}</code> : title}</span>
        {command.detail ? <span className="palette-option-detail">{command.detail}</span> : null}
      </span>
      {command.meta ? <span className="palette-option-meta">{command.meta}</span> : null}
      {shortcut ? <ShortcutKeys combo={shortcut} /> : null}
      <span className="palette-option-section">{t(SECTION_LABEL[command.section])}</span>
    </li>
  );
}
