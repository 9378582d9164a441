# Claude Code {{EVENT}} hook (PowerShell): runs when Claude Code would ask you for permission.
# Input: one JSON object on stdin (tool_name, tool_input, permission_suggestions, ...).
$payload = [Console]::In.ReadToEnd() | ConvertFrom-Json
$toolInput = $payload.tool_input
# What this hook looks at: {{WHAT}}.
$subject = {{SUBJECT}}

function Decide($decision) {
  @{ hookSpecificOutput = @{ hookEventName = '{{EVENT}}'; decision = $decision } } | ConvertTo-Json -Compress -Depth 10
  exit 0
}

# Deny: the tool does not run; the model gets the message.
if ($subject -like '*{{NEEDLE}}*') {
  Decide @{ behavior = 'deny'; message = '{{REASON}}' }
}
# Allow (optionally with a rewritten input):
#   Decide @{ behavior = 'allow'; updatedInput = @{ {{FIELD}} = '{{EXAMPLE}}' } }
# No output: Claude Code shows its usual permission prompt.
exit 0
