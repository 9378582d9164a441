#!/usr/bin/env python3
"""Cline {{EVENT}} hook (Python). Runs in the Cline CLI and the VS Code extension alike.
Input: one JSON object on stdin (taskId, workspaceRoots, and the event's own block).
The Cline CLI runs this in the background and ignores its output; the VS Code extension reads the
answer of TaskStart and UserPromptSubmit, where {"cancel": true, "errorMessage": "why"} stops the
task. Exit 0: the extension ignores the answer of a hook that exits non-zero."""
import json
import sys

payload = json.load(sys.stdin)

# Your code here, e.g. read a field: payload.get("taskId")

print(json.dumps({"cancel": False, "contextModification": "", "errorMessage": ""}))
sys.exit(0)
