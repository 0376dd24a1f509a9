// The Calibration module. Filled in by its issue.
