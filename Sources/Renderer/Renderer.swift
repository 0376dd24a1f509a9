// The Renderer module. Filled in by its issue.
