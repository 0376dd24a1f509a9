// Generated from themes/*.json by ShippedThemesTests (UNBLOCKER_RECORD=1 swift test
// --filter ShippedThemes). Do not edit: edit the JSON files and re-record.

extension ShippedThemes {
  /// File name and contents of each `themes/*.json`, in name order; a line
  /// `@@ FILE LINE COUNT @@` stands for COUNT lines of an earlier file from LINE (0-based).
  static let stored: [(file: String, json: String)] = [
    (
      file: "original-1.json",
      json: #"""
{
  "formatVersion": 1,
  "name": "original-1",
  "description": "Original 1: saturated orange blocks with strong grain on a chocolate board; blocks, prisoner, board and shadow measured from the five crops in ../shared/screenshots/crops, frame, background, fixed block and rivet estimated.",
  "palette": {
    "background": "#a8642a",
    "frame": "#b8752d",
    "board": "#6a481f",
    "wood": "#e07a00",
    "woodGrain": "#ce6900",
    "woodHighlight": "#f7caa4",
    "prisoner": "#db0000",
    "fixedBlock": "#7a7068",
    "rivet": "#d9d6cf",
    "shadow": "#3a2010",
    "text": "#ffffff"
  },
  "scan": {
    "classes": {
      "board": { "mean": [33.6, 9.5, 29.8], "spread": [3.0, 2.0, 3.0] },
      "block": { "mean": [61.5, 33.7, 68.5], "spread": [4.0, 3.0, 4.0] },
      "prisoner": { "mean": [45.6, 71.3, 59.8], "spread": [4.0, 4.0, 4.0] },
      "fixedBlock": { "mean": [47.9, 2.4, 5.8], "spread": [5.0, 3.0, 4.0] },
      "rivet": { "mean": [85.7, -0.2, 3.8], "spread": [6.0, 3.0, 4.0] },
      "seam": { "mean": [18.0, 9.0, 19.0], "spread": [6.0, 3.0, 6.0] },
      "chute": { "mean": [34.0, 11.0, 32.0], "spread": [6.0, 3.0, 5.0] },
      "frame": { "mean": [55.2, 20.3, 48.6], "spread": [3.0, 2.5, 3.5] }
    },
    "thresholds": {
      "sampleDistance": { "value": 4.0, "margin": 1.0 },
      "tileShare": { "value": 0.6, "margin": 0.2 },
      "tileCoverage": { "value": 0.5, "margin": 0.25 },
      "seamDarkening": { "value": 0.25, "margin": 0.15 },
      "rivetShare": { "value": 0.08, "margin": 0.04 },
      "boardEdgeShare": { "value": 0.6, "margin": 0.2 },
      "chuteShare": { "value": 0.5, "margin": 0.2 },
      "themeFit": { "value": 0.6, "margin": 0.15 }
    }
  }
}

"""#
    ),
    (
      file: "original-2.json",
      json: #"""
{
  "formatVersion": 1,
  "name": "original-2",
  "description": "Original 2: pale beige blocks on a brown board in a golden frame; measured from the six labelled screenshots in ../shared/screenshots (fixed block and rivet colours estimated).",
  "palette": {
    "background": "#a87c2c",
    "frame": "#aa7d2d",
    "board": "#6a481f",
    "wood": "#dfaf6d",
    "woodGrain": "#d8a25d",
    "woodHighlight": "#f3ca9a",
    "prisoner": "#e52518",
    "fixedBlock": "#8c8273",
    "rivet": "#d9d6cf",
    "shadow": "#31231b",
    "text": "#ffffff"
  },
  "scan": {
    "classes": {
      "board": { "mean": [33.6, 9.5, 29.8], "spread": [3.0, 2.0, 3.0] },
      "block": { "mean": [74.7, 11.6, 41.0], "spread": [4.0, 2.0, 3.5] },
      "prisoner": { "mean": [49.6, 69.0, 55.4], "spread": [4.0, 6.0, 6.0] },
      "fixedBlock": { "mean": [54.8, 1.1, 9.5], "spread": [5.0, 3.0, 4.0] },
      "rivet": { "mean": [85.7, -0.2, 3.8], "spread": [6.0, 3.0, 4.0] },
      "seam": { "mean": [19.0, 8.0, 19.0], "spread": [6.0, 3.0, 6.0] },
      "chute": { "mean": [34.0, 11.0, 32.0], "spread": [6.0, 3.0, 5.0] },
      "frame": { "mean": [55.2, 10.0, 47.5], "spread": [3.0, 2.0, 3.5] }
@@ 0 27 14 @@
"""#
    ),
  ]
}
