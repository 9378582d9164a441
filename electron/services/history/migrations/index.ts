import { migration001 } from './001-initial';
import { migration002 } from './002-rollups';
import { migration003 } from './003-why-tokens';
import { migration004 } from './004-hook-cells';
import { migration005 } from './005-hook-months';
import { migration006 } from './006-shapes';
import { migration007 } from './007-redacted-cursor-states';
import type { Migration } from './migration';

/** Every migration of the audit index, in order. Append new ones; never edit applied ones. */
export const AUDIT_MIGRATIONS: readonly Migration[] = [
  migration001,
  migration002,
  migration003,
  migration004,
  migration005,
  migration006,
  migration007,
];
