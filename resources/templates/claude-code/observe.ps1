# Claude Code {{EVENT}} hook (PowerShell). Input: one JSON object on stdin (see the event's fields).
# Claude Code does not act on this event's answer: use it to observe (log, notify, clean up).
$raw = [Console]::In.ReadToEnd()

# Example: append the event to a log file in the project.
$project = if ($env:CLAUDE_PROJECT_DIR) { $env:CLAUDE_PROJECT_DIR } else { '.' }
Add-Content -Path (Join-Path $project '.claude/hooks/{{EVENT}}.log') -Value $raw.Trim() -ErrorAction SilentlyContinue
exit 0
