#!/usr/bin/env bash
# Cline {{EVENT}} hook (bash). Runs in the Cline CLI and the VS Code extension alike.
# Input: one JSON object on stdin (taskId, workspaceRoots, and the event's own block).
# The Cline CLI runs this in the background and ignores its output; the VS Code extension reads
# the answer of TaskStart and UserPromptSubmit, where {"cancel":true,"errorMessage":"why"} stops
# the task. Exit 0: the extension ignores the answer of a hook that exits non-zero.
input=$(cat)

# Your code here, e.g. read a field: printf '%s' "$input" | jq -r '.taskId'

printf '%s\n' '{"cancel":false,"contextModification":"","errorMessage":""}'
exit 0
