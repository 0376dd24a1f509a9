/// What a build enumerates and keeps; stored in the database's `meta` table.
public struct BuildParameters: Hashable, Sendable, CustomStringConvertible {
  /// The most sliding blocks, prisoner included.
  public var maxBlocks: Int
  /// The most fixed 1x1 blocks (0, 1 or 2).
  public var maxFixed: Int
  /// Keep puzzles that need at least this many moves.
  public var minMoves: Int
  /// The part of the build this file holds.
  public var shard: Shard

  /// The most sliding blocks on a 6x6 board (18 pairs).
  public static let blockLimit = 18

  /// Creates build parameters.
  public init(
    maxBlocks: Int = blockLimit, maxFixed: Int = 0, minMoves: Int = 1, shard: Shard = .whole
  ) {
    self.maxBlocks = maxBlocks
    self.maxFixed = maxFixed
    self.minMoves = minMoves
    self.shard = shard
  }

  /// `--max-blocks 4 --fixed 0 --min-moves 1 --shard 1/1`.
  public var description: String {
    "--max-blocks \(maxBlocks) --fixed \(maxFixed) --min-moves \(minMoves) --shard \(shard)"
  }
}

extension BuildParameters {
  /// The parameters of `db build --max-blocks --fixed --min-moves --shard`.
  ///
  /// - Throws: what is wrong with the first value out of range, in the options' words.
  public init(maxBlocks: Int, fixed: Int, minMoves: Int, shard: String) throws(BuildOptionError) {
    guard (1...Self.blockLimit).contains(maxBlocks) else {
      throw BuildOptionError("--max-blocks must be 1 to \(Self.blockLimit), not \(maxBlocks)")
    }
    guard (0...2).contains(fixed) else {
      throw BuildOptionError("--fixed must be 0, 1 or 2, not \(fixed)")
    }
    guard minMoves >= 0 else {
      throw BuildOptionError("--min-moves must be 0 or more, not \(minMoves)")
    }
    do {
      self.init(
        maxBlocks: maxBlocks, maxFixed: fixed, minMoves: minMoves, shard: try Shard(parsing: shard))
    } catch {
      throw BuildOptionError("--shard: \(error)")
    }
  }
}

/// A `db build` option out of range, said in the options' words.
public struct BuildOptionError: Error, Sendable, CustomStringConvertible {
  /// Which option, its value, and what it takes.
  public let description: String

  init(_ description: String) { self.description = description }
}
