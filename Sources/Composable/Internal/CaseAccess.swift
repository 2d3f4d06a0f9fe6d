import Foundation

/// Embeds and extracts one enum case, resolved once from a case key path.
///
/// Composition reducers hold one of these instead of the key path itself, so that routing an
/// action does not re-resolve the key path on every send.
@usableFromInline
struct CaseAccess<Root, Value>: Sendable {
  @usableFromInline let embed: @Sendable (Value) -> Root
  @usableFromInline let extract: @Sendable (Root) -> Value?

  /// The accessors for `keyPath`, resolved on its first use and remembered: a view's body
  /// scopes its store on every render, and resolving is linear in the enum's cases (a root of
  /// 200 tabs resolved its 200 scopes in 200² key path comparisons).
  @usableFromInline
  init(_ keyPath: CaseKeyPath<Root, Value>) {
    if let known = ResolvedCaseAccess.shared.value(for: keyPath) as? Self {
      self = known
      return
    }
    self.init(resolving: keyPath)
    ResolvedCaseAccess.shared.store(self, for: keyPath)
  }

  /// Accessors from closures.
  @usableFromInline
  init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extract = extract
  }

  private init(resolving keyPath: CaseKeyPath<Root, Value>) {
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

/// Every ``CaseAccess`` resolved so far, by its case key path; bounded by the case key paths
/// the program's source writes.
///
/// Safety: the dictionary is only touched under the lock, and key paths are immutable.
private final class ResolvedCaseAccess: @unchecked Sendable {
  static let shared = ResolvedCaseAccess()
  private let lock = NSLock()
  private var byKeyPath: [AnyKeyPath: any Sendable] = [:]

  func value(for keyPath: AnyKeyPath) -> (any Sendable)? {
    lock.withLock { byKeyPath[keyPath] }
  }

  func store(_ access: any Sendable, for keyPath: AnyKeyPath) {
    lock.withLock { byKeyPath[keyPath] = access }
  }
}
