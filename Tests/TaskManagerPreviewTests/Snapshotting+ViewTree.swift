import SnapshotTesting
import Views

extension Snapshotting where Value == ViewNode, Format == String {
  /// A rendered view tree as the headless driver reads it: one line per node, indented by
  /// depth. A changed screen fails with a line diff.
  ///
  /// ```swift
  /// assertSnapshot(of: app.tree, as: .outline, named: "login-error")
  /// ```
  static var outline: Snapshotting {
    Snapshotting<String, String>.lines.pullback { $0.outline }
  }
}
