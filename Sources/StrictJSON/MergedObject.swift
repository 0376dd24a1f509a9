/// Two values written as one JSON object: the keys of `base`, then those of `extra` (a report
/// with a few keys added beside its own, such as `scan --json`'s verdict or `solve --json`'s
/// gestures). Both must encode as objects.
package struct MergedObject<Base: Encodable, Extra: Encodable>: Encodable {
  /// The value whose keys come first.
  package var base: Base
  /// The value whose keys are added.
  package var extra: Extra

  /// `base`'s keys and `extra`'s in one object.
  package init(_ base: Base, _ extra: Extra) {
    self.base = base
    self.extra = extra
  }

  /// Encodes both values into the same keyed container.
  package func encode(to encoder: any Encoder) throws {
    try base.encode(to: encoder)
    try extra.encode(to: encoder)
  }
}
