# Claude Code {{EVENT}} hook (PowerShell). Input: one JSON object on stdin (see the event's fields).
# "block" stops what the event is about (UserPromptSubmit: the prompt is dropped; PostToolUse:
# the model is told; Stop: the agent keeps working) and the model gets the reason.
$raw = [Console]::In.ReadToEnd()

# Example: block when the input holds something that looks like an AWS access key.
if ($raw -cmatch 'AKIA[0-9A-Z]{16}') {
  @{ decision = 'block'; reason = 'This looks like an AWS access key; remove it first.' } | ConvertTo-Json -Compress
  exit 0
}
# Other answers (print one JSON object):
#   add context (UserPromptSubmit, PostToolUse, Stop, SubagentStop):
#     @{ hookSpecificOutput = @{ hookEventName = '{{EVENT}}'; additionalContext = 'note for the model' } }
#   stop the whole session: @{ continue = $false; stopReason = 'why' }
# Exit 2 with a message on stderr blocks too. No output: carry on.
exit 0
