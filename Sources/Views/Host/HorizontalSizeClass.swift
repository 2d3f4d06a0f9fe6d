/// How much width the page a host renders for has, in SwiftUI's terms: `compact` for a phone
/// held upright, `regular` otherwise. Views adapt to it where SwiftUI's do (a
/// ``NavigationSplitView`` collapses into a stack on `compact`).
///
/// ```swift
/// host.horizontalSizeClass = .compact
/// host.render()  // split views now show one column with a Back button
/// ```
public enum HorizontalSizeClass: String, Sendable, Hashable, CaseIterable {
  /// Room for panes side by side, as on a desktop or a tablet.
  case regular
  /// A narrow page, such as a phone held upright: split views show one column.
  case compact
}
