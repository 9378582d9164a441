import { APPROVALS_MESSAGES_EN } from './approvals/messages/en';
import { APPROVALS_MESSAGES_ZH_CN } from './approvals/messages/zh-cn';
import { BENCH_MESSAGES_EN } from './bench/messages/en';
import { BENCH_MESSAGES_ZH_CN } from './bench/messages/zh-cn';
import { HISTORY_MESSAGES_EN } from './history/messages/en';
import { HISTORY_MESSAGES_ZH_CN } from './history/messages/zh-cn';
import { EVIDENCE_MESSAGES_EN, INVENTORY_MESSAGES_EN } from './inventory/messages/en';
import { EVIDENCE_MESSAGES_ZH_CN, INVENTORY_MESSAGES_ZH_CN } from './inventory/messages/zh-cn';
import { MANAGE_MESSAGES_EN } from './manage/messages/en';
import { MANAGE_MESSAGES_ZH_CN } from './manage/messages/zh-cn';
import { PALETTE_MESSAGES_EN } from './palette/messages/en';
import { PALETTE_MESSAGES_ZH_CN } from './palette/messages/zh-cn';
import { REPLAY_MESSAGES_EN } from './replay/messages/en';
import { REPLAY_MESSAGES_ZH_CN } from './replay/messages/zh-cn';
import { SHELL_MESSAGES_EN } from './shell/messages/en';
import { SHELL_MESSAGES_ZH_CN } from './shell/messages/zh-cn';
import { TELEMETRY_MESSAGES_EN } from './telemetry/messages/en';
import { TELEMETRY_MESSAGES_ZH_CN } from './telemetry/messages/zh-cn';
import { UPGRADES_MESSAGES_EN } from './upgrades/messages/en';
import { UPGRADES_MESSAGES_ZH_CN } from './upgrades/messages/zh-cn';
import { WORKSPACES_MESSAGES_EN } from './workspaces/messages/en';
import { WORKSPACES_MESSAGES_ZH_CN } from './workspaces/messages/zh-cn';

/*
 * Every feature's own words, in the order of FEATURES (renderer/features/index.ts): each feature
 * folder keeps its messages in `messages/{en,zh-cn}.ts`, and the catalogues (renderer/i18n/) are
 * built from this list and the services' catalogue tree. Kept apart from FEATURES because the
 * catalogue's key type needs each feature's literal keys, and the store's features are React- and
 * i18n-free. A new feature with words adds one line to each list below.
 */
export const FEATURE_MESSAGES_EN = {
  ...INVENTORY_MESSAGES_EN,
  ...EVIDENCE_MESSAGES_EN,
  ...BENCH_MESSAGES_EN,
  ...HISTORY_MESSAGES_EN,
  ...APPROVALS_MESSAGES_EN,
  ...REPLAY_MESSAGES_EN,
  ...TELEMETRY_MESSAGES_EN,
  ...WORKSPACES_MESSAGES_EN,
  ...MANAGE_MESSAGES_EN,
  ...SHELL_MESSAGES_EN,
  ...PALETTE_MESSAGES_EN,
  ...UPGRADES_MESSAGES_EN,
};

export const FEATURE_MESSAGES_ZH_CN: Record<keyof typeof FEATURE_MESSAGES_EN, string> = {
  ...INVENTORY_MESSAGES_ZH_CN,
  ...EVIDENCE_MESSAGES_ZH_CN,
  ...BENCH_MESSAGES_ZH_CN,
  ...HISTORY_MESSAGES_ZH_CN,
  ...APPROVALS_MESSAGES_ZH_CN,
  ...REPLAY_MESSAGES_ZH_CN,
  ...TELEMETRY_MESSAGES_ZH_CN,
  ...WORKSPACES_MESSAGES_ZH_CN,
  ...MANAGE_MESSAGES_ZH_CN,
  ...SHELL_MESSAGES_ZH_CN,
  ...PALETTE_MESSAGES_ZH_CN,
  ...UPGRADES_MESSAGES_ZH_CN,
};
