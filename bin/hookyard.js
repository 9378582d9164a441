#!/usr/bin/env node
'use strict';
// The `hookyard` command: runs the bundled CLI (built by `npm run build`).
const path = require('node:path');
const fs = require('node:fs');

const entry = path.join(__dirname, '..', 'out', 'main', 'cli.js');
if (!fs.existsSync(entry)) {
  process.stderr.write(
    'hookyard: the app is not built yet. Run `npm run build` in the Hookyard folder.\n',
  );
  process.exit(1);
}
require(entry);
