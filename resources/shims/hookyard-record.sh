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
# (electron/services/history/ingest/spool-events.ts). Nothing here fails the agent: every error
# goes to /dev/null and the exit status is 0. Stdin is read until the agent closes it (the agents
# write the payload and close it at once), for STDIN_WAIT seconds at most (3, as the Node
# recorder): a stdin never closed must not hold the agent until its hook timeout. What arrived by
# then is kept and the file ends with a cut line instead of the end line, so a cut payload is
# never taken for a whole one. hookyard-record.js does this on Windows.
umask 077
# A write past a file-size limit (ulimit -f) sends SIGXFSZ, which would kill this shell before it
# answers; ignored, the write fails with EFBIG like any full disk, and `cat` inherits the ignore.
# (Node ignores SIGXFSZ itself: the Node recorder already answered in that case.) SIGPIPE
# likewise: the answer goes out first (below), and an agent that closed stdout must not stop the
# recording.
trap '' XFSZ PIPE
# HOOKYARD_RECORD_STDIN_WAIT: for tests only (a shorter wait); whole seconds.
STDIN_WAIT=${HOOKYARD_RECORD_STDIN_WAIT:-3}
case $STDIN_WAIT in '' | *[!0-9]*) STDIN_WAIT=3 ;; esac
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

# Copies stdin to fd 4 until it closes, or until STDIN_WAIT seconds have passed; fails when
# cut. Where coreutils' `timeout` exists (Linux) it bounds `cat` at the cost of one more exec.
# Elsewhere (macOS) `cat` runs in the background so that a watchdog can end it: a background
# job's stdin is /dev/null unless given another descriptor, hence fd 3. The watchdog ends its
# `sleep` when it is no longer needed; if it is told so before its trap is set, the sleep
# outlives the recorder by at most STDIN_WAIT seconds, holding none of the agent's pipes.
copy_stdin() {
  if command -v timeout >/dev/null; then
    timeout "$STDIN_WAIT" cat >&4
    return
  fi
  exec 3<&0
  cat <&3 >&4 &
  reader=$!
  exec 3<&-
  (
    trap 'kill $nap; exit 0' TERM
    sleep "$STDIN_WAIT" &
    nap=$!
    wait $nap && kill $reader
  ) 4>&- &
  watchdog=$!
  wait $reader
  copied=$?
  kill $watchdog
  return $copied
}

nl='
'
# Writes `key=value` as one header line. A value may hold a newline (a folder can be named with
# one), which would end the header early and cut the payload from it: a newline is written `\n`
# and a backslash `\\` (header version 2; spool-events.ts reads them back). Nearly every value
# has neither and takes no loop; the loop goes character by character, as POSIX sh has no
# replace.
header() {
  value=$2
  case $value in
    *\\* | *"$nl"*)
      rest=$value
      value=
      while [ -n "$rest" ]; do
        char=${rest%"${rest#?}"}
        rest=${rest#?}
        case $char in
          \\) value="$value\\\\" ;;
          "$nl") value="$value\\n" ;;
          *) value=$value$char ;;
        esac
      done
      ;;
  esac
  printf '%s=%s\n' "$1" "$value"
}

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
    printf 'hookyard-event 2\nagent=%s\n' "$agent"
    header event "$event"
    header cwd "$PWD"
    printf 'pid=%s\n' "$PPID"
    for key in CLAUDE_PROJECT_DIR CLAUDE_CODE_ENTRYPOINT CLAUDE_CODE_SESSION_ID \
      CLAUDE_PLUGIN_ROOT CLINE_BUILD_ENV CLINE_HOOK_AGENT_RESUME CLINE_HOOKS_DIR CLINE_VERSION; do
      eval "[ -n \"\${$key+set}\" ] && header env \"$key=\$$key\""
    done
    printf '\n'
  } >&4
  # A terminal is no payload; anything else is copied as it comes.
  if [ -t 0 ] || copy_stdin; then
    printf '\nhookyard-event-end\n' >&4
  else
    printf '\nhookyard-event-cut\n' >&4
  fi
  exec 4>&-
}

# Claude Code and the Cline CLI take empty stdout as "no opinion"; the VS Code extension (and
# `cline`, the hook file both Cline runtimes run) parse stdout as JSON.
case $agent in cline | cline-vscode) printf '{}' ;; esac
# The answer is out: stdout and stderr go for good. With `exec`, not by redirecting `record`: a
# shell keeps a copy of each descriptor it redirects for a command, the watchdog's subshell
# (copy_stdin) would inherit the agent's pipes, and a recorder killed with -9 would then hold the
# agent up to STDIN_WAIT seconds.
exec >/dev/null 2>&1
# A run Hookyard started itself (SELF_RUN_ENV in electron/services/runner/self-run-marks.ts) is
# not agent traffic; "Pause recording" (recording-pause.ts) leaves DIR/spool/.paused.
if [ "${HOOKYARD_SELF_RUN:-}" != 1 ] && [ -n "$dir" ] && [ ! -e "$dir/spool/.paused" ]; then
  record
fi
exit 0
