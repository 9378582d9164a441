import type { Segment } from '../i18n/format-message';

/** A translated message whose agent terms (events, files, settings keys) are set in code style. */
export function RichText({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, index) =>
    segment.code ? (
      <code key={index} className="inline-code">
        {segment.text}
      </code>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  );
}
