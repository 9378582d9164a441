/**
 * The words of the "project hooks need review" notification, in English and Simplified Chinese,
 * picked from the user's preferred languages like the rest of the app. Event names and paths are
 * kept as they are.
 */
export interface TrustNotificationText {
  title(counts: { added: number; changed: number }, workspace: string): string;
  body(event: string, file: string, more: number): string;
  review: string;
}

const EN: TrustNotificationText = {
  title: ({ added, changed }, workspace) => {
    const parts = [added > 0 ? `${added} new` : null, changed > 0 ? `${changed} changed` : null];
    const total = added + changed;
    return `${parts.filter(Boolean).join(' and ')} project hook${total === 1 ? '' : 's'} in ${workspace}`;
  },
  body: (event, file, more) =>
    `Review before they run: ${event} in ${file}${more > 0 ? ` and ${more} more` : ''}.`,
  review: 'Review',
};

const ZH_CN: TrustNotificationText = {
  title: ({ added, changed }, workspace) => {
    const parts = [
      added > 0 ? `${added} 个新的` : null,
      changed > 0 ? `${changed} 个已更改的` : null,
    ];
    return `${workspace} 中有${parts.filter(Boolean).join('和')}项目 hook`;
  },
  body: (event, file, more) =>
    `运行前请先审查：${file} 中的 ${event}${more > 0 ? `，以及另外 ${more} 个` : ''}。`,
  review: '审查',
};

/** The text for the first preferred language Hookyard has; English otherwise. */
export function trustNotificationText(languages: readonly string[]): TrustNotificationText {
  for (const language of languages) {
    if (language.toLowerCase().startsWith('zh')) return ZH_CN;
    if (language.toLowerCase().startsWith('en')) return EN;
  }
  return EN;
}
