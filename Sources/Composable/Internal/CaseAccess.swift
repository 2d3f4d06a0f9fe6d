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
    if let direct = Self.directAccessors(keyPath) {
      self.embed = direct.embed
      self.extract = direct.extract
      return
    }
    let casePath = AnyCasePath(keyPath)
    self.embed = casePath.embed
    self.extract = casePath.extract(from:)
  }

  /// The accessors `@_CaseAccess` wrote for this case, when the enum has them: a `switch` is
  /// far cheaper than resolving the key path through `AllCasePaths` on every action.
  private static func directAccessors(
    _ keyPath: CaseKeyPath<Root, Value>
  ) -> _CaseAccessors<Root, Value>? {
    guard let accessible = Root.self as? any _CaseAccessible.Type else { return nil }
    func open<T: _CaseAccessible>(_: T.Type) -> Any? {
      guard let partial = (keyPath as AnyKeyPath) as? PartialCaseKeyPath<T> else { return nil }
      return T._caseAccessors(partial)
    }
    return open(accessible) as? _CaseAccessors<Root, Value>
  }
}
