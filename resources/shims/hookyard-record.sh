#!/bin/sh
# Hookyard's recorder on Linux and macOS. An agent runs it as a hook on every event:
#   /bin/sh hookyard-record.sh --agent claude-code|cline|... --data-dir DIR [--event E]
# (or HOOKYARD_DATA_DIR / HOOKYARD_AGENT / HOOKYARD_EVENT). It costs a shell start and one `cat`,
# as `sh -c 'cat > file'` does, instead of a Node start (27 ms, 60 ms with NODE_EXTRA_CA_CERTS).
# Each event is a file of its own below DIR/spool/events, created exclusively (noclobber) and
# closed by an end line once stdin has been copied whole: agents recording at once never write
# to the same file, so no event can tear however large its payload (one O_APPEND write is only
# whole for what the writer hands over in one call, and `cat` writes in chunks). Hookyard
# imports these files, redacting them like the rest of the spool, and deletes them
# (electron/services/audit/ingest/spool-events.ts). Nothing here fails the agent: every error
# goes to /dev/null and the exit status is 0. Stdin is read until the agent closes it (the agents
# write the payload and close it at once); one that is never closed ends with the agent's hook
# timeout, and its file is imported as it is later. hookyard-record.js does this on Windows.
umask 077
agent=${HOOKYARD_AGENT:-}
dir=${HOOKYARD_DATA_DIR:-}
event=${HOOKYARD_EVENT:-}
while [ $# -gt 1 ]; do
  case $1 in
    --agent) [ -n "$2" ] && agent=$2 ;;
    --data-dir) [ -n "$2" ] && dir=$2 ;;
    --event) [ -n "$2" ] && event=$2 ;;
    *) shift; continue ;;
  esac
  shift 2
done
# Agent ids name files: anything but letters, digits and '-' is not one of ours.
case $agent in '' | *[!A-Za-z0-9-]*) agent=unknown ;; esac

record() {
  events=$dir/spool/events
  [ -d "$events" ] || mkdir -p "$events" || return
  set -C
  n=0
  # The pid names one live recorder; a number after it skips files an earlier one left.
  until command exec 4>"$events/$agent.$$.$n.event"; do
    [ -e "$events/$agent.$$.$n.event" ] || return
    n=$((n + 1))
    [ "$n" -lt 100 ] || return
  done
  {
    printf 'hookyard-event 1\nagent=%s\nevent=%s\ncwd=%s\npid=%s\n' "$agent" "$event" "$PWD" "$PPID"
    for key in CLAUDE_PROJECT_DIR CLAUDE_CODE_ENTRYPOINT CLAUDE_CODE_SESSION_ID \
      CLAUDE_PLUGIN_ROOT CLINE_BUILD_ENV CLINE_HOOK_AGENT_RESUME CLINE_HOOKS_DIR CLINE_VERSION; do
      eval "[ -n \"\${$key+set}\" ] && printf 'env=%s=%s\n' $key \"\$$key\""
    done
    printf '\n'
    # A terminal is no payload; anything else is copied as it comes.
    [ -t 0 ] || cat
    printf '\nhookyard-event-end\n'
  } >&4
  exec 4>&-
}

# A run Hookyard started itself (SELF_RUN_ENV in electron/services/runner/self-run-marks.ts) is
# not agent traffic; "Pause recording" (recording-pause.ts) leaves DIR/spool/.paused.
if [ "${HOOKYARD_SELF_RUN:-}" != 1 ] && [ -n "$dir" ] && [ ! -e "$dir/spool/.paused" ]; then
  record >/dev/null 2>&1
fi
# Claude Code and the Cline CLI take empty stdout as "no opinion"; the VS Code extension (and
# `cline`, the hook file both Cline runtimes run) parse stdout as JSON.
case $agent in cline | cline-vscode) printf '{}' ;; esac
exit 0
