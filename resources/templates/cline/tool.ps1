# Cline {{EVENT}} hook (PowerShell): the VS Code extension runs {{EVENT}}.ps1 on Windows, the
# Cline CLI runs .ps1 files with PowerShell everywhere. Input: one JSON object on stdin; the tool is
# in preToolUse / postToolUse {toolName, parameters}. Answer with one JSON object and exit 0.
$payload = [Console]::In.ReadToEnd() | ConvertFrom-Json
$tool = if ($payload.preToolUse) { $payload.preToolUse } else { $payload.postToolUse }
$parameters = $tool.parameters | ConvertTo-Json -Compress -Depth 10

# Example: cancel on rm -rf. In the CLI a cancel on PreToolUse also ends the whole task.
if ($parameters -like '*rm -rf*') {
  @{ cancel = $true; errorMessage = 'rm -rf is blocked by a hook' } | ConvertTo-Json -Compress
  exit 0
}
# Add context for the model: @{ cancel = $false; contextModification = 'note for the model' }
# Cline CLI only: rewrite the tool input with @{ overrideInput = @{...} } (PreToolUse).
@{ cancel = $false; contextModification = ''; errorMessage = '' } | ConvertTo-Json -Compress
exit 0
