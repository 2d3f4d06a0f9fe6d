import Dependencies
import IssueReporting

/// Lets a presented feature dismiss itself from an effect, without knowing its parent.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
/// …
/// case .saveTapped:
///   return .run { [task = state.task] _ in
///     try await tasks.save(task)
///     await dismiss()
///   }
/// ```
public struct DismissEffect: Sendable {
  let dismiss: (@Sendable () async -> Void)?

  /// Creates a dismissal that runs `dismiss`; presentation installs one for you.
  public init(_ dismiss: @escaping @Sendable () async -> Void) {
    self.dismiss = dismiss
  }

  init() {
    self.dismiss = nil
  }

  /// Asks the parent to dismiss the feature this effect belongs to.
  public func callAsFunction(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    guard let dismiss else {
      reportIssue(
        """
        "dismiss()" was called from a feature that is not presented with \
        ".ifLet(\\.$destination, action: …)"; nothing was dismissed.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    await dismiss()
  }
}

extension DependencyValues {
  /// Dismisses the presented feature the current effect belongs to.
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }
}

private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}
