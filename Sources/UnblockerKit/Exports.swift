// The types UnblockerKit's API speaks in: boards, moves and exits (Puzzle), solutions (Solver),
// scan reports with their geometry (Scanner), swipes (Gestures), images and points (Imaging)
// and theme profiles (Themes). A program that imports UnblockerKit alone can name every one of
// them.
@_exported import Gestures
@_exported import Imaging
@_exported import Puzzle
@_exported import Scanner
@_exported import Solver
@_exported import Themes
