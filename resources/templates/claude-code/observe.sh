#!/usr/bin/env bash
# Claude Code {{EVENT}} hook (bash). Input: one JSON object on stdin (see the event's fields).
# Claude Code does not act on this event's answer: use it to observe (log, notify, clean up).
input=$(cat)

# Example: append the event to a log file in the project.
log="${CLAUDE_PROJECT_DIR:-.}/.claude/hooks/{{EVENT}}.log"
printf '%s\n' "$input" >>"$log" 2>/dev/null || true
exit 0
