import type { Segment } from '../../shared/i18n/message-format';
import { VisibleText } from './visible-text';

/** A translated message whose agent terms (events, files, settings keys) are set in code style. */
export function RichText({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, index) =>
    segment.code ? (
      <code key={index} className="inline-code">
        <VisibleText text={segment.text} />
      </code>
    ) : (
      <span key={index}>
        <VisibleText text={segment.text} />
      </span>
    ),
  );
}
