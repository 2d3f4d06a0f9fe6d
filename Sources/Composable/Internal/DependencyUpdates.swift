import Dependencies

extension DependencyValues {
  /// These values, changed by `update` the way `withDependencies` changes them.
  ///
  /// Inside `withDependencies` a read is not a use: `$0.date.now = …` reads `date` before
  /// replacing it, and a test context would otherwise report that `date` has no test value.
  /// Every place a store or reducer applies a caller's overrides goes through here.
  ///
  /// ```swift
  /// let values = DependencyValues._current.updated { $0.date.now = Date(timeIntervalSince1970: 0) }
  /// ```
  package func updated(
    by update: (inout DependencyValues) throws -> Void
  ) rethrows -> DependencyValues {
    try DependencyValues.$_current.withValue(self) {
      try withDependencies(update) { DependencyValues._current }
    }
  }
}
