import { describe } from 'vitest';

import { useBrowser } from '../../helpers/browser';
import { checkScreens, LATER_SCREENS } from './screen-checks';

// The second half of the screen states (the first is in accessibility.test.ts, with the checks'
// own tests): a file each, so that the two test workers share them.
describe('the later screens: accessibility (axe-core, light and dark) and text that fits, in English and Chinese', () => {
  checkScreens(useBrowser(), LATER_SCREENS);
});
