// The Regression module. Filled in by its issue.
