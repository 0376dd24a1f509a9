import Imaging

/// Paints what surrounds the game on some screens: a phone's status bar, a desktop window's
/// title bar, the dark window around an emulated phone and the emulator's toolbar.
struct ChromePainter: Sendable {
  var geometry: ScreenGeometry
  /// The clock shown in a status bar, in minutes after midnight.
  var minutes: Int

  /// Paints the window behind the phone screen (desktop) before the game is drawn.
  func paintWindow(into image: inout RGBAImage) {
    guard geometry.titleBar != nil else { return }
    image.fill(RGBA(red: 0x20, green: 0x21, blue: 0x24))
    // A black bezel around the phone screen.
    let bezel = max(2, geometry.screen.width / 40)
    image.fillRoundedRect(
      geometry.screen.insetBy(-bezel), cornerRadius: Double(bezel) * 2,
      colour: RGBA(red: 0x0B, green: 0x0B, blue: 0x0C))
  }

  /// Paints the status bar, title bar and toolbar of the layout, if any.
  func paint(into image: inout RGBAImage) {
    if let bar = geometry.statusBar { paintStatusBar(bar, into: &image) }
    if let bar = geometry.titleBar { paintTitleBar(bar, into: &image) }
    if let toolbar = geometry.toolbar { paintToolbar(toolbar, into: &image) }
  }

  private var clock: String {
    let hour = (minutes / 60) % 12 == 0 ? 12 : (minutes / 60) % 12
    let minute = minutes % 60
    return "\(hour):\(minute < 10 ? "0" : "")\(minute) \(minutes / 60 < 12 ? "AM" : "PM")"
  }

  /// An iPhone status bar: black, carrier and signal at the left, the time in the middle,
  /// the battery at the right.
  private func paintStatusBar(_ bar: PixelRect, into image: inout RGBAImage) {
    image.fillLinearGradient(
      bar, from: RGBA(red: 0x2C, green: 0x2C, blue: 0x2C),
      to: RGBA(red: 0x05, green: 0x05, blue: 0x05))
    let h = Double(bar.height)
    let white = RGBA(red: 0xF0, green: 0xF0, blue: 0xF0)
    // Signal bars.
    for step in 0..<5 {
      let barHeight = h * (0.2 + 0.1 * Double(step))
      image.fillRect(
        PixelRect(
          x: Int((h * (0.3 + 0.22 * Double(step))).rounded()),
          y: Int((h * 0.78 - barHeight).rounded()),
          width: max(1, Int((h * 0.13).rounded())), height: max(1, Int(barHeight.rounded()))),
        colour: white)
    }
    TextPainter.draw(
      "Carrier", x: h * 1.55, top: h * 0.3, capHeight: h * 0.4, alignment: .left, colour: white,
      into: &image)
    TextPainter.draw(
      clock, x: Double(bar.x) + Double(bar.width) / 2, top: h * 0.3, capHeight: h * 0.4,
      colour: white, into: &image)
    // Battery: an outline, its charge and its nub.
    let battery = PixelRect(
      x: bar.maxX - Int((h * 1.6).rounded()), y: Int((h * 0.28).rounded()),
      width: Int((h * 1.2).rounded()), height: Int((h * 0.46).rounded()))
    image.strokeRect(battery, colour: white, lineWidth: max(1, Int((h * 0.06).rounded())))
    image.fillRect(battery.insetBy(max(2, Int((h * 0.12).rounded()))), colour: white)
    image.fillRect(
      PixelRect(
        x: battery.maxX, y: battery.y + battery.height / 4, width: max(1, Int((h * 0.1).rounded())),
        height: max(1, battery.height / 2)), colour: white)
  }

  /// A desktop title bar: light grey, three window buttons at the left, a centred title.
  private func paintTitleBar(_ bar: PixelRect, into image: inout RGBAImage) {
    image.fillLinearGradient(
      bar, from: RGBA(red: 0xEC, green: 0xEC, blue: 0xEC),
      to: RGBA(red: 0xD3, green: 0xD3, blue: 0xD3))
    image.fillRect(
      PixelRect(x: bar.x, y: bar.maxY - 1, width: bar.width, height: 1),
      colour: RGBA(red: 0xA8, green: 0xA8, blue: 0xA8))
    let h = Double(bar.height)
    let colours = [
      RGBA(red: 0xFF, green: 0x5F, blue: 0x57), RGBA(red: 0xFE, green: 0xBC, blue: 0x2E),
      RGBA(red: 0x28, green: 0xC8, blue: 0x40),
    ]
    for (index, colour) in colours.enumerated() {
      image.fillCircle(
        centre: ImagePoint(x: h * (0.75 + 0.72 * Double(index)), y: Double(bar.y) + h / 2),
        radius: h * 0.22, colour: colour)
    }
    TextPainter.draw(
      "Unblock Me - Android Emulator", x: Double(bar.x) + Double(bar.width) / 2,
      top: Double(bar.y) + h * 0.32, capHeight: h * 0.36,
      colour: RGBA(red: 0x4A, green: 0x4A, blue: 0x4A), into: &image)
  }

  /// An emulator's toolbar: a dark rounded strip with a column of light icons.
  private func paintToolbar(_ toolbar: PixelRect, into image: inout RGBAImage) {
    image.fillRoundedRect(
      toolbar, cornerRadius: Double(toolbar.width) * 0.2,
      colour: RGBA(red: 0x3C, green: 0x40, blue: 0x43))
    let icon = RGBA(red: 0xC8, green: 0xCA, blue: 0xCC)
    let w = Double(toolbar.width)
    var y = Double(toolbar.y) + w * 0.7
    var index = 0
    while y + w * 0.5 < Double(toolbar.maxY) {
      let centre = ImagePoint(x: Double(toolbar.x) + w / 2, y: y)
      switch index % 3 {
      case 0:
        image.strokeCircle(
          centre: centre, radius: w * 0.2, colour: icon, lineWidth: max(1, w * 0.06))
      case 1:
        image.fillRect(
          PixelRect(
            x: Int((centre.x - w * 0.18).rounded()), y: Int((centre.y - w * 0.18).rounded()),
            width: Int((w * 0.36).rounded()), height: Int((w * 0.36).rounded())), colour: icon)
      default:
        image.drawLine(
          from: ImagePoint(x: centre.x - w * 0.2, y: centre.y),
          to: ImagePoint(x: centre.x + w * 0.2, y: centre.y), colour: icon,
          lineWidth: max(1, w * 0.07))
      }
      y += w
      index += 1
    }
  }
}
