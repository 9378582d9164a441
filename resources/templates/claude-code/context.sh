#!/usr/bin/env bash
# Claude Code {{EVENT}} hook (bash). Input: one JSON object on stdin (see the event's fields).
# This event cannot block; it can add context for the model.
input=$(cat)

# Example: tell the model which git branch the project is on.
branch=$(git -C "${CLAUDE_PROJECT_DIR:-.}" rev-parse --abbrev-ref HEAD 2>/dev/null || true)
if [ -n "$branch" ]; then
  printf '{"hookSpecificOutput":{"hookEventName":"{{EVENT}}","additionalContext":"Current git branch: %s"}}\n' "$branch"
fi
# No output: nothing is added.
exit 0
