import v8 from 'node:v8';

/**
 * Lets V8 finish a regular expression that backtracks without end in linear time, process-wide.
 * The user's patterns (approval rules, the agents' matchers in the simulator and in replays) meet
 * text an agent writes: a deny rule `git * push * push * --force *` against a command that
 * repeats " push" 2,000 times backtracked for 7.3 s on the main process, and the bridge, the UI and
 * recording stood still meanwhile (longer commands: minutes). With this flag V8 hands such a
 * match, after 50,000 backtracks, to its linear-time engine: about 0.1 s, the same answer. Patterns that
 * engine cannot run (backreferences, lookarounds) backtrack as before. Ordinary matches never reach
 * the threshold and run as they always did. Imported first by every entry point: the flag holds
 * for each expression compiled after it, in worker threads too.
 */
v8.setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');
