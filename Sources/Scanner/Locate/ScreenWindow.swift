import Imaging

/// The picture inside a plain surround: the phone screen of an emulator in a desktop window,
/// a phone on a coloured background. The surround is the colour most of the image's border
/// shares; the picture is the largest connected region of cells that differ from it.
///
/// Found only to read a board that is small in a large image (a desktop screenshot) once more
/// in a copy of its own: in the whole image's working copy its gaps are lost, and a dark
/// surround can pass for board-dark or pull the colour adaptation away from the board.
struct ScreenWindow {
  /// Border samples within this many levels (per channel) of each other share a colour...
  let borderTolerance: Int
  /// ...which must hold at least this share of the border to be a plain surround...
  let minimumBorderShare: Double
  /// ...and a cell differs from it when its centre is more than this many levels away.
  let backgroundTolerance: Int
  /// The picture is worth reading apart only when its box covers at most this share of the
  /// image (a larger one is the image read already).
  let maximumImageShare: Double

  /// The window finder of `policy`'s tolerances.
  init(_ policy: ScanPolicy.Locate) {
    borderTolerance = policy.windowBorderTolerance
    minimumBorderShare = policy.windowBorderShare
    backgroundTolerance = policy.windowBackgroundTolerance
    maximumImageShare = policy.windowImageShare
  }

  /// The window finder with the standard policy's values.
  static let standard = ScreenWindow(ScanPolicy.standard.locate)

  /// The picture's box in `image` (with a margin around it), or nil when the border
  /// shows no plain surround or the picture fills most of the image. Sampled every
  /// `stride` pixels; a side of the box is at least `minimumSide` pixels.
  func find(in image: RGBAImage, stride: Int, minimumSide: Int) -> PixelRect? {
    let step = max(1, stride)
    let width = image.width / step
    let height = image.height / step
    guard width >= 8, height >= 8 else { return nil }
    func sample(_ x: Int, _ y: Int) -> RGBA {
      image[min(image.width - 1, x * step + step / 2), min(image.height - 1, y * step + step / 2)]
    }
    func distance(_ a: RGBA, _ b: RGBA) -> Int {
      max(
        abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
        abs(Int(a.blue) - Int(b.blue)))
    }
    var border: [RGBA] = []
    for x in 0..<width {
      border.append(sample(x, 0))
      border.append(sample(x, height - 1))
    }
    for y in 1..<height - 1 {
      border.append(sample(0, y))
      border.append(sample(width - 1, y))
    }
    // The surround: the border colour most border samples lie near (a coarse histogram's
    // fullest bin, then the samples near its mean).
    var bins = [Int](repeating: 0, count: 4096)
    for pixel in border {
      bins[Int(pixel.red >> 4) << 8 | Int(pixel.green >> 4) << 4 | Int(pixel.blue >> 4)] += 1
    }
    guard let fullest = bins.indices.max(by: { bins[$0] < bins[$1] }) else { return nil }
    let inBin = border.filter {
      Int($0.red >> 4) << 8 | Int($0.green >> 4) << 4 | Int($0.blue >> 4) == fullest
    }
    guard !inBin.isEmpty else { return nil }
    func mean(_ channel: (RGBA) -> UInt8) -> UInt8 {
      UInt8(inBin.reduce(0) { $0 + Int(channel($1)) } / inBin.count)
    }
    let surround = RGBA(red: mean(\.red), green: mean(\.green), blue: mean(\.blue))
    let near = border.filter { distance($0, surround) <= borderTolerance }.count
    guard Double(near) >= minimumBorderShare * Double(border.count) else { return nil }
    var mask = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width where distance(sample(x, y), surround) > backgroundTolerance {
        mask[y * width + x] = 1
      }
    }
    let minimumCells = max(2, minimumSide / step)
    let regions = DarkRegions.find(
      mask: mask, width: width, height: height, minimumSide: minimumCells)
    guard let picture = regions.max(by: { $0.count < $1.count }) else { return nil }
    // (A margin of a sixteenth of the picture's longer side: the phone's dark bezel, as dark as
    // a dark surround, holds the chute's opening.)
    let margin = max(2, max(picture.width, picture.height) / 16)
    let x0 = max(0, (picture.minX - margin) * step)
    let y0 = max(0, (picture.minY - margin) * step)
    let x1 = min(image.width, (picture.maxX + 1 + margin) * step)
    let y1 = min(image.height, (picture.maxY + 1 + margin) * step)
    let box = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    guard Double(box.area) <= maximumImageShare * Double(image.width * image.height) else {
      return nil
    }
    return box
  }
}
