/// An action of a presented child feature, or the request to dismiss it.
///
/// ```swift
/// @CasePathable enum Action {
///   case addTask(PresentationAction<AddTask.Action>)
/// }
/// // The view's Cancel button:
/// store.send(.addTask(.dismiss))
/// ```
public enum PresentationAction<Action> {
  /// Dismisses the presented feature: its state becomes `nil` and its effects are cancelled.
  case dismiss
  /// An action of the presented feature. Indirect, so a feature can present itself.
  indirect case presented(Action)
}

extension PresentationAction: CasePathable {
  /// The case paths of a presentation action. Besides `dismiss` and `presented`, it reaches
  /// through `presented` to the child's own cases, as TCA does:
  /// `\.destination.addTask.saveTapped` means `\.destination.presented.addTask.saveTapped`.
  @dynamicMemberLookup
  public struct AllCasePaths: CasePathReflectable, Sendable {
    /// The case path of the case `root` is in.
    public subscript(root: PresentationAction) -> PartialCaseKeyPath<PresentationAction> {
      switch root {
      case .dismiss: \.dismiss
      case .presented: \.presented
      }
    }

    /// The dismissal.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: { if case .dismiss = $0 { () } else { nil } }
      )
    }

    /// An action of the presented feature.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: { if case .presented(let action) = $0 { action } else { nil } }
      )
    }

    /// A case of the presented feature's action, reached through `presented`.
    public subscript<Member>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Member>>
    ) -> AnyCasePath<PresentationAction, Member> where Action: CasePathable & SendableMetatype {
      let member = Action.allCasePaths[keyPath: keyPath]
      return AnyCasePath(
        embed: { .presented(member.embed($0)) },
        extract: {
          guard case .presented(let action) = $0 else { return nil }
          return member.extract(from: action)
        }
      )
    }
  }

  /// The case paths of `PresentationAction`, for `\.dismiss`, `\.presented` and the
  /// child's cases.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}

extension PresentationAction: _CaseAccessible {
  public static func _caseAccessors(_ keyPath: PartialCaseKeyPath<Self>) -> Any? {
    guard keyPath == \Self.Cases.presented else { return nil }
    return _CaseAccessors<Self, Action>(
      embed: { .presented($0) },
      extract: { if case .presented(let action) = $0 { action } else { nil } }
    )
  }
}
