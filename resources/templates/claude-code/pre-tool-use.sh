#!/usr/bin/env bash
# Claude Code {{EVENT}} hook (bash). Input: one JSON object on stdin (tool_name, tool_input, ...).
# Answer with JSON on stdout and exit 0, or exit 2 with a message on stderr to block.
input=$(cat)
if command -v jq >/dev/null 2>&1; then
  command=$(printf '%s' "$input" | jq -r '.tool_input.command // empty')
else
  command=$input # without jq, look at the whole input
fi

# Block: deny the call; the model is told the reason. (Same effect: echo "reason" >&2; exit 2)
if [[ "$command" == *"rm -rf"* ]]; then
  printf '%s\n' '{"hookSpecificOutput":{"hookEventName":"{{EVENT}}","permissionDecision":"deny","permissionDecisionReason":"rm -rf is blocked by a hook"}}'
  exit 0
fi

# Other answers (print one JSON object):
#   allow without asking:  {"hookSpecificOutput":{"hookEventName":"{{EVENT}}","permissionDecision":"allow"}}
#   ask the user:          {"hookSpecificOutput":{"hookEventName":"{{EVENT}}","permissionDecision":"ask","permissionDecisionReason":"why"}}
#   rewrite the input:     {"hookSpecificOutput":{"hookEventName":"{{EVENT}}","permissionDecision":"allow","updatedInput":{"command":"ls"}}}
#   add context:           {"hookSpecificOutput":{"hookEventName":"{{EVENT}}","additionalContext":"note for the model"}}
# No output: no opinion, Claude Code asks or allows as usual.
exit 0
