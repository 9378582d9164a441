# Cline {{EVENT}} hook (PowerShell): the VS Code extension runs {{EVENT}}.ps1 on Windows, the
# Cline CLI runs .ps1 files with PowerShell everywhere (in the background, output ignored).
# Input: one JSON object on stdin (taskId, workspaceRoots, and the event's own block).
# The VS Code extension reads the answer of TaskStart and UserPromptSubmit, where
# @{ cancel = $true; errorMessage = 'why' } stops the task.
$raw = [Console]::In.ReadToEnd()

# Your code here, e.g. read a field: ($raw | ConvertFrom-Json).taskId

@{ cancel = $false; contextModification = ''; errorMessage = '' } | ConvertTo-Json -Compress
exit 0
