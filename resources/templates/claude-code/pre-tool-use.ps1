# Claude Code {{EVENT}} hook (PowerShell). Input: one JSON object on stdin (tool_name, tool_input, ...).
# Answer with JSON on stdout and exit 0, or exit 2 with a message on stderr to block.
$payload = [Console]::In.ReadToEnd() | ConvertFrom-Json
$command = [string]$payload.tool_input.command

function Answer($fields) {
  $fields['hookEventName'] = '{{EVENT}}'
  @{ hookSpecificOutput = $fields } | ConvertTo-Json -Compress -Depth 10
  exit 0
}

# Block: deny the call; the model is told the reason. (Same effect: [Console]::Error.WriteLine("reason"); exit 2)
if ($command -like '*rm -rf*') {
  Answer @{ permissionDecision = 'deny'; permissionDecisionReason = 'rm -rf is blocked by a hook' }
}
# Other answers:
#   allow without asking: Answer @{ permissionDecision = 'allow' }
#   ask the user:         Answer @{ permissionDecision = 'ask'; permissionDecisionReason = 'why' }
#   rewrite the input:    Answer @{ permissionDecision = 'allow'; updatedInput = @{ command = 'ls' } }
#   add context:          Answer @{ additionalContext = 'note for the model' }
# No output: no opinion, Claude Code asks or allows as usual.
exit 0
