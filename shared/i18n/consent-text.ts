import { codedTextSchema, textEn, type CodedText } from './coded-text';
import type { ServiceKey } from './service-messages';

/**
 * Why a replay asks before it runs, in English, keyed by code: the consent reasons of
 * shared/schemas/replay.ts travel as a code and params (a hook file, a workspace's name, a tool
 * and its command); the renderer words them in its locale (catalogue keys `consent.<code>`).
 */
export const CONSENT_TEXT_EN = {
  'hook-outside-workspace': '{file} belongs to a folder that is not a trusted workspace',
  'workspace-untrusted': '{file}: the workspace {workspace} is not trusted',
  'hook-new-since-trust': '{file} is new since you trusted {workspace}',
  'hook-changed-since-trust': '{file} changed since you trusted {workspace}',
  'destructive-command': '{tool} runs {what}: {command}',
  'writes-outside-folder': '{tool} writes outside the working folder: {file}',
} as const;

export type ConsentTextCode = keyof typeof CONSENT_TEXT_EN;

export const ConsentTextSchema = codedTextSchema('consent', CONSENT_TEXT_EN);
export type ConsentText = CodedText<ServiceKey<'consent'>>;

/** The English words of consent reasons, joined (CLI, logs, failure params). */
export const consentReasonsEn = (reasons: ReadonlyArray<{ detail: ConsentText }>): string =>
  reasons.map(({ detail }) => textEn(CONSENT_TEXT_EN, detail)).join('; ');
