import Annotator
import Imaging
import Scanner

/// Looks at pixels of an annotated image where the overlay should have drawn something.
enum Probe {
  /// True when some pixel within `radius` of `point` is exactly `colour`.
  static func has(
    _ image: RGBAImage, _ colour: RGBA, near point: ImagePoint, radius: Int = 1
  ) -> Bool {
    let cx = Int(point.x.rounded(.down))
    let cy = Int(point.y.rounded(.down))
    for y in cy - radius...cy + radius where y >= 0 && y < image.height {
      for x in cx - radius...cx + radius where x >= 0 && x < image.width {
        if image[x, y] == colour { return true }
      }
    }
    return false
  }

  /// The colours within `radius` of `point`, for failure messages.
  static func colours(_ image: RGBAImage, near point: ImagePoint, radius: Int = 1) -> Set<String> {
    var found: Set<String> = []
    let cx = Int(point.x.rounded(.down))
    let cy = Int(point.y.rounded(.down))
    for y in cy - radius...cy + radius where y >= 0 && y < image.height {
      for x in cx - radius...cx + radius where x >= 0 && x < image.width {
        found.insert(image[x, y].description)
      }
    }
    return found
  }

  /// The drawn tile side in the overlay panel.
  static func tileSide(_ annotation: Annotation, _ report: ScanReport) -> Double {
    (report.location?.tileWidth ?? 0) * annotation.layout.overlayTransform.scaleX
  }

  /// How many pixels of `rect` are exactly `colour`.
  static func count(_ image: RGBAImage, _ colour: RGBA, in rect: PixelRect) -> Int {
    let area = rect.intersection(image.bounds)
    var count = 0
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX where image[x, y] == colour { count += 1 }
    }
    return count
  }

  /// True when every pixel of `rect` is `colour`.
  static func isFilled(_ image: RGBAImage, _ rect: PixelRect, with colour: RGBA) -> Bool {
    for y in rect.y..<rect.maxY {
      for x in rect.x..<rect.maxX where image[x, y] != colour { return false }
    }
    return true
  }
}
