// The Scanner module. Filled in by its issue.
