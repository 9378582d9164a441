# Claude Code {{EVENT}} hook (PowerShell): runs when Claude Code would ask you for permission.
# Input: one JSON object on stdin (tool_name, tool_input, permission_suggestions, ...).
$payload = [Console]::In.ReadToEnd() | ConvertFrom-Json
$command = [string]$payload.tool_input.command

function Decide($decision) {
  @{ hookSpecificOutput = @{ hookEventName = '{{EVENT}}'; decision = $decision } } | ConvertTo-Json -Compress -Depth 10
  exit 0
}

# Deny: the tool does not run; the model gets the message.
if ($command -like '*rm -rf*') {
  Decide @{ behavior = 'deny'; message = 'rm -rf is blocked by a hook' }
}
# Allow (optionally with a rewritten input):
#   Decide @{ behavior = 'allow'; updatedInput = @{ command = 'ls' } }
# No output: Claude Code shows its usual permission prompt.
exit 0
