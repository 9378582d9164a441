#!/usr/bin/env bash
# Claude Code {{EVENT}} hook (bash): runs when Claude Code would ask you for permission.
# Input: one JSON object on stdin (tool_name, tool_input, permission_suggestions, ...).
input=$(cat)
if command -v jq >/dev/null 2>&1; then
  command=$(printf '%s' "$input" | jq -r '.tool_input.command // empty')
else
  command=$input # without jq, look at the whole input
fi

# Deny: the tool does not run; the model gets the message.
if [[ "$command" == *"rm -rf"* ]]; then
  printf '%s\n' '{"hookSpecificOutput":{"hookEventName":"{{EVENT}}","decision":{"behavior":"deny","message":"rm -rf is blocked by a hook"}}}'
  exit 0
fi

# Allow (optionally with a rewritten input):
#   {"hookSpecificOutput":{"hookEventName":"{{EVENT}}","decision":{"behavior":"allow","updatedInput":{"command":"ls"}}}}
# No output: Claude Code shows its usual permission prompt.
exit 0
