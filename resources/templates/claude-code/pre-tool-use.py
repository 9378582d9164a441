#!/usr/bin/env python3
"""Claude Code {{EVENT}} hook (Python). Input: one JSON object on stdin (tool_name, tool_input, ...).
Answer with JSON on stdout and exit 0, or exit 2 with a message on stderr to block."""
import json
import sys

payload = json.load(sys.stdin)
tool_input = payload.get("tool_input") or {}
# What this hook looks at: {{WHAT}}.
subject = {{SUBJECT}}


def answer(**fields):
    print(json.dumps({"hookSpecificOutput": {"hookEventName": "{{EVENT}}", **fields}}))
    sys.exit(0)


# Block: deny the call; the model is told the reason. (Same effect: print(reason, file=sys.stderr); sys.exit(2))
if "{{NEEDLE}}" in subject:
    answer(permissionDecision="deny", permissionDecisionReason="{{REASON}}")

# Other answers:
#   allow without asking: answer(permissionDecision="allow")
#   ask the user:         answer(permissionDecision="ask", permissionDecisionReason="why")
#   rewrite the input:    answer(permissionDecision="allow", updatedInput={**payload["tool_input"], "{{FIELD}}": "{{EXAMPLE}}"})
#   add context:          answer(additionalContext="note for the model")
# No output: no opinion, Claude Code asks or allows as usual.
sys.exit(0)
