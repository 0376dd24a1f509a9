// The Solver module. Filled in by its issue.
