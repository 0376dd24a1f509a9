// The Pentominoes module. Filled in by its issue.
