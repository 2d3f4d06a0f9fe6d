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
    self = Self.resolved(keyPath).access
  }

  /// The accessors for `keyPath`, formed in the caller: where the caller is specialised (a
  /// scope of a concrete store, a feature's `body`), so are the accessors of an enum without
  /// direct ones, which then copy a payload directly instead of through its value witnesses.
  /// Those witnesses are what made a generic feature nested in itself grow faster than the
  /// square of the nesting: each copy walks every enclosing level.
  @inlinable
  static func specialized(_ keyPath: CaseKeyPath<Root, Value>) -> Self {
    let (access, payloadCase) = resolved(keyPath)
    guard let payloadCase else { return access }
    let slowEmbed = access.embed
    let slowExtract = access.extract
    return Self(
      embed: { payloadCase.embed($0, slow: slowEmbed) },
      extract: { payloadCase.extract($0, slow: slowExtract) }
    )
  }

  /// Whether embedding in `keyPath`'s case is known to leave the value's bytes as they are.
  @inlinable
  static func embedsInPlace(_ keyPath: CaseKeyPath<Root, Value>) -> Bool {
    resolved(keyPath).payloadCase?.embedsInPlace ?? false
  }

  /// Whether `keyPath` is the only case of an enum laid out as its payload, so that
  /// extracting is reinterpreting the enum's bytes and never fails.
  @inlinable
  static func isOnlyCaseInPlace(_ keyPath: CaseKeyPath<Root, Value>) -> Bool {
    resolved(keyPath).payloadCase?.isOnlyCaseInPlace ?? false
  }

  /// Whether `keyPath` names one case of the enum itself, not a case inside a case: an action
  /// is in it exactly when its tag is that case's (see `ActionRouter`).
  @usableFromInline
  static func isOneCase(_ keyPath: CaseKeyPath<Root, Value>) -> Bool {
    EnumCases.isOneCase(keyPath)
  }

  /// The accessors for `keyPath`, and the case through the enum's witnesses when the key path
  /// resolves that way, resolved on first use and remembered.
  ///
  /// The case is kept beside the accessors, not in them: one more stored property in
  /// `CaseAccess` made Swift 6.3 debug builds crash copying a `Scope` (see `Scope.StatePath`).
  @usableFromInline
  static func resolved(
    _ keyPath: CaseKeyPath<Root, Value>
  ) -> (access: Self, payloadCase: EnumPayloadCase<Root, Value>?) {
    if let known = ResolvedCaseAccess.shared.value(for: keyPath) as? Resolved { return known }
    let resolved = resolve(keyPath)
    ResolvedCaseAccess.shared.store(resolved, for: keyPath)
    return resolved
  }

  @usableFromInline
  typealias Resolved = (access: Self, payloadCase: EnumPayloadCase<Root, Value>?)

  /// Accessors from closures.
  @usableFromInline
  init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extract = extract
  }

  private static func resolve(_ keyPath: CaseKeyPath<Root, Value>) -> Resolved {
    if let direct = Self.directAccessors(keyPath) {
      return (Self(embed: direct.embed, extract: direct.extract), nil)
    }
    let casePath = AnyCasePath(keyPath)
    guard let payloadCase = EnumPayloadCase(keyPath) else {
      return (Self(embed: casePath.embed, extract: casePath.extract(from:)), nil)
    }
    // Until the case's tag is learned, the key path's own accessors do the work.
    let access = Self(
      embed: { payloadCase.embed($0, slow: casePath.embed) },
      extract: { payloadCase.extract($0, slow: casePath.extract(from:)) }
    )
    return (access, payloadCase)
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
