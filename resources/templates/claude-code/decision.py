#!/usr/bin/env python3
"""Claude Code {{EVENT}} hook (Python). Input: one JSON object on stdin (see the event's fields).
"block" stops what the event is about (UserPromptSubmit: the prompt is dropped; PostToolUse: the
model is told; Stop: the agent keeps working) and the model gets the reason."""
import json
import re
import sys

raw = sys.stdin.read()
payload = json.loads(raw or "{}")

# Example: block when the input holds something that looks like an AWS access key.
if re.search(r"AKIA[0-9A-Z]{16}", raw):
    print(json.dumps({"decision": "block", "reason": "This looks like an AWS access key; remove it first."}))
    sys.exit(0)

# Other answers (print one JSON object):
#   add context (UserPromptSubmit, PostToolUse, Stop, SubagentStop):
#     {"hookSpecificOutput": {"hookEventName": "{{EVENT}}", "additionalContext": "note for the model"}}
#   stop the whole session: {"continue": False, "stopReason": "why"}
# Exit 2 with a message on stderr blocks too. No output: carry on.
sys.exit(0)
