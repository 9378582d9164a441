# Claude Code {{EVENT}} hook (PowerShell). Input: one JSON object on stdin (tool_name, tool_input, ...).
# Answer with JSON on stdout and exit 0, or exit 2 with a message on stderr to block.
$payload = [Console]::In.ReadToEnd() | ConvertFrom-Json
$toolInput = $payload.tool_input
# What this hook looks at: {{WHAT}}.
$subject = {{SUBJECT}}

function Answer($fields) {
  $fields['hookEventName'] = '{{EVENT}}'
  @{ hookSpecificOutput = $fields } | ConvertTo-Json -Compress -Depth 10
  exit 0
}

# Block: deny the call; the model is told the reason. (Same effect: [Console]::Error.WriteLine("reason"); exit 2)
if ($subject -like '*{{NEEDLE}}*') {
  Answer @{ permissionDecision = 'deny'; permissionDecisionReason = '{{REASON}}' }
}
# Other answers:
#   allow without asking: Answer @{ permissionDecision = 'allow' }
#   ask the user:         Answer @{ permissionDecision = 'ask'; permissionDecisionReason = 'why' }
#   rewrite the input:    Answer @{ permissionDecision = 'allow'; updatedInput = @{ {{FIELD}} = '{{EXAMPLE}}' } }
#   add context:          Answer @{ additionalContext = 'note for the model' }
# No output: no opinion, Claude Code asks or allows as usual.
exit 0
