#!/usr/bin/env bash
# Claude Code {{EVENT}} hook (bash). Input: one JSON object on stdin (see the event's fields).
# "block" stops what the event is about (UserPromptSubmit: the prompt is dropped; PostToolUse:
# the model is told; Stop: the agent keeps working) and the model gets the reason.
input=$(cat)

# Example: block when the input holds something that looks like an AWS access key.
if printf '%s' "$input" | grep -Eq 'AKIA[0-9A-Z]{16}'; then
  printf '%s\n' '{"decision":"block","reason":"This looks like an AWS access key; remove it first."}'
  exit 0
fi

# Other answers (print one JSON object):
#   add context (UserPromptSubmit, PostToolUse, Stop, SubagentStop):
#     {"hookSpecificOutput":{"hookEventName":"{{EVENT}}","additionalContext":"note for the model"}}
#   stop the whole session: {"continue":false,"stopReason":"why"}
# Exit 2 with a message on stderr blocks too. No output: carry on.
exit 0
