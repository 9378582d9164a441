#!/usr/bin/env python3
"""Claude Code {{EVENT}} hook (Python). Input: one JSON object on stdin (see the event's fields).
This event cannot block; it can add context for the model."""
import json
import os
import subprocess
import sys

payload = json.load(sys.stdin)

# Example: tell the model which git branch the project is on.
project = os.environ.get("CLAUDE_PROJECT_DIR", payload.get("cwd", "."))
git = subprocess.run(["git", "-C", project, "rev-parse", "--abbrev-ref", "HEAD"], capture_output=True, text=True)
if git.returncode == 0 and git.stdout.strip():
    context = f"Current git branch: {git.stdout.strip()}"
    print(json.dumps({"hookSpecificOutput": {"hookEventName": "{{EVENT}}", "additionalContext": context}}))
# No output: nothing is added.
sys.exit(0)
