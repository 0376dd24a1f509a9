// The Puzzle module. Filled in by its issue.
