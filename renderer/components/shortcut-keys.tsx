import { Fragment } from 'react';

import { formatCombo } from '../shortcuts/key-combo';
import { IS_MAC } from '../shortcuts/platform';

/** The key caps of one combo, each in its own <kbd>, joined by `+` (`Ctrl` + `K`). */
export function ShortcutKeys({ combo }: { combo: string }) {
  return (
    <kbd className="keys">
      {formatCombo(combo, IS_MAC).map((cap, index) => (
        <Fragment key={cap}>
          {index > 0 ? <span className="key-plus">+</span> : null}
          <kbd className="key">{cap}</kbd>
        </Fragment>
      ))}
    </kbd>
  );
}
