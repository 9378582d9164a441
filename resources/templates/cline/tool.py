#!/usr/bin/env python3
"""Cline {{EVENT}} hook (Python). Runs in the Cline CLI and the VS Code extension alike.
Input: one JSON object on stdin; the tool is in preToolUse / postToolUse {toolName, parameters}.
Answer with one JSON object on stdout and exit 0 (the VS Code extension ignores the answer of a
hook that exits non-zero)."""
import json
import sys

payload = json.load(sys.stdin)
tool = payload.get("preToolUse") or payload.get("postToolUse") or {}
parameters = json.dumps(tool.get("parameters", {}))

# Example: cancel on rm -rf. In the CLI a cancel on PreToolUse also ends the whole task.
if "rm -rf" in parameters:
    print(json.dumps({"cancel": True, "errorMessage": "rm -rf is blocked by a hook"}))
    sys.exit(0)

# Add context for the model: {"cancel": False, "contextModification": "note for the model"}
# Cline CLI only: rewrite the tool input with {"overrideInput": {...}} (PreToolUse), and print other
# text freely if the answer is the last line, written as "HOOK_CONTROL\t" + json.dumps(answer).
print(json.dumps({"cancel": False, "contextModification": "", "errorMessage": ""}))
sys.exit(0)
