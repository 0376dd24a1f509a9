import Imaging

extension Perturbations {
  /// True when the perturbations change the image's shape (perspective, rotation, turn).
  public var hasGeometry: Bool { perspective != 0 || rotation != 0 || quarterTurns != 0 }

  /// The image photographed off-axis (`perspective`), rotated (`rotation`) and turned
  /// (`quarterTurns`), in that order, with the corners of `board` where they land (the
  /// board's own top-left, top-right, bottom-right and bottom-left corners).
  func reshape(_ image: RGBAImage, board: PixelRect) -> (RGBAImage, [ImagePoint]) {
    var image = image
    var corners = [
      ImagePoint(x: Double(board.x), y: Double(board.y)),
      ImagePoint(x: Double(board.maxX), y: Double(board.y)),
      ImagePoint(x: Double(board.maxX), y: Double(board.maxY)),
      ImagePoint(x: Double(board.x), y: Double(board.maxY)),
    ]
    func move(_ back: Homography, size: PixelSize) {
      guard let forward = back.inverse else { return }
      image = image.warped(
        width: size.width, height: size.height, sourceOf: back,
        fill: Perturbation.geometricFill)
      corners = corners.map { forward.apply($0) }
    }
    if perspective != 0,
      let back = Perturbation.foreshortening(of: image.size, topShortening: perspective)
    {
      move(back, size: image.size)
    }
    if rotation != 0 {
      let (size, back) = Perturbation.rotation(of: image.size, degrees: rotation)
      move(back, size: size)
    }
    for _ in 0..<quarterTurns {
      let height = Double(image.height)
      image = image.rotatedClockwise()
      // (x, y) -> (height - y, x).
      corners = corners.map { ImagePoint(x: height - $0.y, y: $0.x) }
    }
    return (image, corners)
  }
}
