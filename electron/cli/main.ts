// First: user patterns meet agents' text in this process (see regexp-backtrack-guard.ts).
import '../services/platform/regexp-backtrack-guard';
import { runCli } from './index';

// The bundled entry of the `hookyard` command (see bin/hookyard.js).
runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`hookyard: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  },
);
