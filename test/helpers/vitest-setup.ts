import { afterAll } from 'vitest';

import { stopLeftoverServes } from './serve-process';

// After every test file, whatever happened in it: no `hookyard serve` it started outlives it.
afterAll(stopLeftoverServes);
