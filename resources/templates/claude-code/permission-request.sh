#!/usr/bin/env bash
# Claude Code {{EVENT}} hook (bash): runs when Claude Code would ask you for permission.
# Input: one JSON object on stdin (tool_name, tool_input, permission_suggestions, ...).
input=$(cat)
if command -v jq >/dev/null 2>&1; then
  # What this hook looks at: {{WHAT}}.
  subject=$(printf '%s' "$input" | jq -r '{{SUBJECT}}')
else
  subject=$input # without jq, look at the whole input
fi

# Deny: the tool does not run; the model gets the message.
if [[ "$subject" == *"{{NEEDLE}}"* ]]; then
  printf '%s\n' '{"hookSpecificOutput":{"hookEventName":"{{EVENT}}","decision":{"behavior":"deny","message":"{{REASON}}"}}}'
  exit 0
fi

# Allow (optionally with a rewritten input):
#   {"hookSpecificOutput":{"hookEventName":"{{EVENT}}","decision":{"behavior":"allow","updatedInput":{"{{FIELD}}":"{{EXAMPLE}}"}}}}
# No output: Claude Code shows its usual permission prompt.
exit 0
