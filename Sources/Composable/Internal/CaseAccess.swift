/// Embeds and extracts one enum case, resolved once from a case key path.
///
/// Composition reducers hold one of these instead of the key path itself, so that routing an
/// action does not re-resolve the key path on every send.
@usableFromInline
struct CaseAccess<Root, Value>: Sendable {
  @usableFromInline let embed: @Sendable (Value) -> Root
  @usableFromInline let extract: @Sendable (Root) -> Value?

  @usableFromInline
  init(_ keyPath: CaseKeyPath<Root, Value>) {
    let casePath = AnyCasePath(keyPath)
    self.embed = casePath.embed
    self.extract = casePath.extract(from:)
  }
}

/// A key path that may cross isolation boundaries.
///
/// Key paths are immutable once formed, so sharing one between tasks cannot race; the standard
/// library only lacks the annotation for key paths that were not formed as literals.
@usableFromInline
struct SendableKeyPath<Root, Value>: @unchecked Sendable {
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>

  @usableFromInline
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
  }
}
