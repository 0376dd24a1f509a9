// The KnightPaths module. Filled in by its issue.
