#!/usr/bin/env python3
"""Claude Code {{EVENT}} hook (Python): runs when Claude Code would ask you for permission.
Input: one JSON object on stdin (tool_name, tool_input, permission_suggestions, ...)."""
import json
import sys

payload = json.load(sys.stdin)
tool_input = payload.get("tool_input") or {}
# What this hook looks at: {{WHAT}}.
subject = {{SUBJECT}}


def decide(decision):
    print(json.dumps({"hookSpecificOutput": {"hookEventName": "{{EVENT}}", "decision": decision}}))
    sys.exit(0)


# Deny: the tool does not run; the model gets the message.
if "{{NEEDLE}}" in subject:
    decide({"behavior": "deny", "message": "{{REASON}}"})

# Allow (optionally with a rewritten input):
#   decide({"behavior": "allow", "updatedInput": {**payload["tool_input"], "{{FIELD}}": "{{EXAMPLE}}"}})
# No output: Claude Code shows its usual permission prompt.
sys.exit(0)
