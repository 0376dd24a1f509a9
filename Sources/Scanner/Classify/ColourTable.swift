import Foundation
import Imaging
import Themes

/// Fast colour conversions for the scanner's hot loops: a 15-bit quantised colour code and
/// CIELAB of every code, computed once per process.
enum ColourTable {
  /// Number of quantised colours (5 bits per channel).
  static let codeCount = 32_768

  /// The 15-bit code of a colour: the top five bits of red, green and blue.
  @inline(__always)
  static func code(_ pixel: RGBA) -> Int {
    Int(pixel.red >> 3) << 10 | Int(pixel.green >> 3) << 5 | Int(pixel.blue >> 3)
  }

  /// The 15-bit code of a pixel read as one 32-bit word (`RGBA`'s bytes in memory order):
  /// the same as `code(_:)`.
  @inline(__always)
  static func code(packed word: UInt32) -> UInt16 {
    let bytes = UInt32(littleEndian: word)
    // Red's top five bits to bits 10-14, green's to 5-9, blue's to 0-4.
    return UInt16(
      truncatingIfNeeded: (bytes & 0xF8) << 7 | (bytes >> 6) & 0x3E0 | (bytes >> 19) & 0x1F)
  }

  /// The 15-bit code of channel values.
  @inline(__always)
  static func code(red: Int, green: Int, blue: Int) -> Int {
    (red >> 3) << 10 | (green >> 3) << 5 | (blue >> 3)
  }

  /// CIELAB of each code's centre colour, three values per code.
  static let lab: [Float] = {
    var table = [Float](repeating: 0, count: codeCount * 3)
    for code in 0..<codeCount {
      let red = UInt8((code >> 10) << 3 | 4)
      let green = UInt8(((code >> 5) & 31) << 3 | 4)
      let blue = UInt8((code & 31) << 3 | 4)
      let colour = LabColour(red: red, green: green, blue: blue)
      table[code * 3] = Float(colour.l)
      table[code * 3 + 1] = Float(colour.a)
      table[code * 3 + 2] = Float(colour.b)
    }
    return table
  }()

  /// CIELAB lightness of a pixel (exact).
  @inline(__always)
  static func lightness(_ pixel: RGBA) -> Double {
    LabColour.lightness(red: pixel.red, green: pixel.green, blue: pixel.blue)
  }

  /// For each code, the index (`ColourVotes.index`) of the nearest class of `model` within its
  /// `sampleDistance`, or `outlier`.
  static func classes(of model: ScanModel) -> [UInt8] {
    let classes = ColourClass.allCases
    let means = classes.map { model.classes[$0].mean }
    let spreads = classes.map { model.classes[$0].spread }
    let limit = Float(model.thresholds.sampleDistance.value)
    let limitSquared = limit * limit
    var mL = [Float](), mA = [Float](), mB = [Float](), iL = [Float](), iA = [Float](),
      iB = [Float]()
    for index in classes.indices {
      mL.append(Float(means[index].l))
      mA.append(Float(means[index].a))
      mB.append(Float(means[index].b))
      iL.append(Float(1 / spreads[index].l))
      iA.append(Float(1 / spreads[index].a))
      iB.append(Float(1 / spreads[index].b))
    }
    let indices = classes.map { UInt8(ColourVotes.index($0)) }
    var table = [UInt8](repeating: outlier, count: codeCount)
    lab.withUnsafeBufferPointer { lab in
      for code in 0..<codeCount {
        let l = lab[code * 3]
        let a = lab[code * 3 + 1]
        let b = lab[code * 3 + 2]
        var best = Float.infinity
        var bestIndex = outlier
        for k in 0..<mL.count {
          let dl = (l - mL[k]) * iL[k]
          let da = (a - mA[k]) * iA[k]
          let db = (b - mB[k]) * iB[k]
          let d = dl * dl + da * da + db * db
          if d < best {
            best = d
            bestIndex = indices[k]
          }
        }
        table[code] = best <= limitSquared ? bestIndex : outlier
      }
    }
    return table
  }

  /// The class-table value of a code matching no class.
  static let outlier: UInt8 = 255

  /// For each code, 1 when its nearest class of `model` is board-dark (board, seam, chute).
  static func boardDarkMask(of model: ScanModel) -> [UInt8] {
    cachedMasks.masks(for: model).dark
  }

  /// For each code, 1 when its nearest class of `model` is the frame.
  static func frameMask(of model: ScanModel) -> [UInt8] {
    cachedMasks.masks(for: model).frame
  }

  /// The board-dark and frame masks of `model`, computed now (for a model made for one image,
  /// which no other scan will reuse).
  static func masks(of model: ScanModel) -> (dark: [UInt8], frame: [UInt8]) {
    MaskCache.make(model)
  }

  /// For each code, 1 when its nearest class of `model` lies on the board (the empty board,
  /// seams, blocks, the prisoner, fixed blocks, rivets) rather than the frame or nothing: the
  /// board as one region however its dark gaps are broken (small or blurred images).
  static func interiorMask(of model: ScanModel) -> [UInt8] {
    let classes = ColourTable.classes(of: model)
    let outside: Set<UInt8> = [ColourTable.outlier, UInt8(ColourVotes.index(.frame))]
    return classes.map { outside.contains($0) ? 0 : 1 }
  }

  /// For each code, 1 when its nearest class of `model` is the empty board or the chute, not the
  /// gaps: the board's own colour without the gap class, whose shadow line reaches down to black
  /// (so that a near-black window around an emulator, joined to the board through the chute,
  /// is not taken for board).
  static func coreMask(of model: ScanModel) -> [UInt8] {
    let classes = ColourTable.classes(of: model)
    let core: Set<UInt8> = [UInt8(ColourVotes.index(.board)), UInt8(ColourVotes.index(.chute))]
    return classes.map { core.contains($0) ? 1 : 0 }
  }

  private static let cachedMasks = MaskCache()
}

/// Board-dark and frame masks per model, computed once: a scan of many images with the same
/// profiles pays for them once.
private final class MaskCache: @unchecked Sendable {
  private let lock = NSLock()
  private var masks: [ScanModel: (dark: [UInt8], frame: [UInt8])] = [:]

  func masks(for model: ScanModel) -> (dark: [UInt8], frame: [UInt8]) {
    lock.lock()
    if let found = masks[model] {
      lock.unlock()
      return found
    }
    lock.unlock()
    let made = MaskCache.make(model)
    lock.lock()
    if masks.count >= 32 { masks.removeAll() }
    masks[model] = made
    lock.unlock()
    return made
  }

  static func make(_ model: ScanModel) -> (dark: [UInt8], frame: [UInt8]) {
    let classes = ColourTable.classes(of: model)
    let dark = Set(ColourClass.boardDark.map { UInt8(ColourVotes.index($0)) })
    let frame = UInt8(ColourVotes.index(.frame))
    return (
      dark: classes.map { dark.contains($0) ? UInt8(1) : 0 },
      frame: classes.map { $0 == frame ? UInt8(1) : 0 }
    )
  }
}
