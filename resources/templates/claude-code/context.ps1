# Claude Code {{EVENT}} hook (PowerShell). Input: one JSON object on stdin (see the event's fields).
# This event cannot block; it can add context for the model.
$payload = [Console]::In.ReadToEnd() | ConvertFrom-Json

# Example: tell the model which git branch the project is on.
$project = if ($env:CLAUDE_PROJECT_DIR) { $env:CLAUDE_PROJECT_DIR } else { $payload.cwd }
$branch = git -C $project rev-parse --abbrev-ref HEAD 2>$null
if ($LASTEXITCODE -eq 0 -and $branch) {
  @{ hookSpecificOutput = @{ hookEventName = '{{EVENT}}'; additionalContext = "Current git branch: $branch" } } | ConvertTo-Json -Compress
}
# No output: nothing is added.
exit 0
