/**
 * How a hook knows that Hookyard started it itself (bench, `hookyard run`, replay, shadow runs,
 * suites), never an agent. Every command hook gets SELF_RUN_ENV=1 in its environment, every
 * http hook the SELF_RUN_HEADER. The recorder skips recording such a run, and the approvals
 * bridge shows its request as a test and keeps it out of the audit log, so that a run made up
 * by Hookyard never passes for agent traffic, even when the user chose to include Hookyard's
 * own hooks or an adopted hook's shim passes the environment on to them.
 */
export const SELF_RUN_ENV = 'HOOKYARD_SELF_RUN';

/** The request header (lower case, as Node gives it) that marks an http hook call as a self run. */
export const SELF_RUN_HEADER = 'x-hookyard-self-run';
