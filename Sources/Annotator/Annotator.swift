// The Annotator module. Filled in by its issue.
