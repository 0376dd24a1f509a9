// The ImageCodecs module. Filled in by its issue.
