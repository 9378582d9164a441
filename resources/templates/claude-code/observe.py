#!/usr/bin/env python3
"""Claude Code {{EVENT}} hook (Python). Input: one JSON object on stdin (see the event's fields).
Claude Code does not act on this event's answer: use it to observe (log, notify, clean up)."""
import json
import os
import sys

payload = json.load(sys.stdin)

# Example: append the event to a log file in the project.
log = os.path.join(os.environ.get("CLAUDE_PROJECT_DIR", "."), ".claude", "hooks", "{{EVENT}}.log")
try:
    with open(log, "a", encoding="utf-8") as handle:
        handle.write(json.dumps(payload) + "\n")
except OSError:
    pass
sys.exit(0)
