#!/usr/bin/env bash
# Claude Code {{EVENT}} hook (bash). Input: one JSON object on stdin (tool_name, tool_input, ...).
# Answer with JSON on stdout and exit 0, or exit 2 with a message on stderr to block.
input=$(cat)
if command -v jq >/dev/null 2>&1; then
  # What this hook looks at: {{WHAT}}.
  subject=$(printf '%s' "$input" | jq -r '{{SUBJECT}}')
else
  subject=$input # without jq, look at the whole input
fi

# Block: deny the call; the model is told the reason. (Same effect: echo "reason" >&2; exit 2)
if [[ "$subject" == *"{{NEEDLE}}"* ]]; then
  printf '%s\n' '{"hookSpecificOutput":{"hookEventName":"{{EVENT}}","permissionDecision":"deny","permissionDecisionReason":"{{REASON}}"}}'
  exit 0
fi

# Other answers (print one JSON object):
#   allow without asking:  {"hookSpecificOutput":{"hookEventName":"{{EVENT}}","permissionDecision":"allow"}}
#   ask the user:          {"hookSpecificOutput":{"hookEventName":"{{EVENT}}","permissionDecision":"ask","permissionDecisionReason":"why"}}
#   rewrite the input:     {"hookSpecificOutput":{"hookEventName":"{{EVENT}}","permissionDecision":"allow","updatedInput":{"{{FIELD}}":"{{EXAMPLE}}"}}}
#   add context:           {"hookSpecificOutput":{"hookEventName":"{{EVENT}}","additionalContext":"note for the model"}}
# No output: no opinion, Claude Code asks or allows as usual.
exit 0
