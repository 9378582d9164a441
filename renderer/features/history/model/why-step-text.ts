import type { WhyStep } from '../../../../shared/schemas/history-why';
import type { Translator } from '../../../i18n/translator';

type T = Translator['t'];

const WHERE = ['inbox', 'notification', 'claude-dialog'] as const;

/** Who decided, in words: the rule with its file and line, the hook, the person and where… */
export function whyDeciderText(step: WhyStep, t: T): string {
  const { decision } = step;
  switch (decision.by) {
    case 'rule':
      return decision.rule && decision.file
        ? t('history.why.rule', {
            rule: decision.rule,
            file: decision.file,
            line: decision.line ?? 1,
          })
        : t('history.why.ruleUnfound', { layer: decision.layer ?? '?' });
    case 'hook':
      return step.hook
        ? t('history.why.hook', { hook: step.hook })
        : t('history.why.hookUnnamed', { event: step.event });
    case 'me': {
      const where = WHERE.find((each) => each === decision.where);
      return t('history.why.me', {
        where: where ? t(`history.why.where.${where}`) : (decision.where ?? '?'),
      });
    }
    case 'hookyard':
      return decision.rule
        ? t('history.why.hookyardRule', { rule: decision.rule })
        : t('history.why.hookyardDefault', { how: decision.mode ?? '?' });
    case 'mode':
      return t('history.why.mode', { mode: decision.mode ?? '?' });
    default:
      return t('history.why.agent');
  }
}
