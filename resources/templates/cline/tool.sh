#!/usr/bin/env bash
# Cline {{EVENT}} hook (bash). Runs in the Cline CLI and the VS Code extension alike.
# Input: one JSON object on stdin; the tool is in .preToolUse / .postToolUse {toolName, parameters}.
# Answer with one JSON object on stdout and exit 0 (the VS Code extension ignores the answer of a
# hook that exits non-zero).
input=$(cat)

# Example: cancel on rm -rf. In the CLI a cancel on PreToolUse also ends the whole task.
if [[ "$input" == *"rm -rf"* ]]; then
  printf '%s\n' '{"cancel":true,"errorMessage":"rm -rf is blocked by a hook"}'
  exit 0
fi

# Add context for the model: {"cancel":false,"contextModification":"note for the model"}
# Cline CLI only: rewrite the tool input with {"overrideInput":{...}} (PreToolUse), and print
# other text freely if the answer is the last line, written as: printf 'HOOK_CONTROL\t{...}\n'
printf '%s\n' '{"cancel":false,"contextModification":"","errorMessage":""}'
exit 0
