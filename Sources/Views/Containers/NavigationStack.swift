extension NavigationStack {
  /// Creates a stack driven by `path`: the root screen while it is empty, else the screen for
  /// its last element, with a Back button that pops it and a breadcrumb of the screens below
  /// that pops back to any of them.
  ///
  /// Only the top screen is resolved, so only it is observed. The path is the source of truth,
  /// as in SwiftUI: push by appending to it, pop by shortening it; Back and the breadcrumb
  /// shorten it through the binding.
  ///
  /// ```swift
  /// NavigationStack(path: $path) {
  ///   SyncUpsList()
  /// } destination: { id in
  ///   SyncUpDetail(id: id)
  /// } title: { id in
  ///   syncUps[id: id]?.title ?? "Sync-up"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - path: the pushed elements, bottom first; the last one's screen is shown.
  ///   - rootTitle: the root's name in the breadcrumb.
  ///   - root: the screen shown while the path is empty.
  ///   - destination: the screen for a pushed element.
  ///   - title: each pushed screen's name in the breadcrumb; without it the breadcrumb is
  ///     left out and only Back pops.
  public init<Element: Hashable, Root: View, Destination: View>(
    path: Binding<[Element]>,
    rootTitle: String = "Start",
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Element) -> Destination,
    title: ((Element) -> String)? = nil
  ) where Content == NavigationPathContent<Element, Root, Destination> {
    let content = NavigationPathContent(
      path: path, root: root(), rootTitle: rootTitle, destination: destination, title: title)
    self.init { content }
  }
}

/// The content of a ``NavigationStack`` driven by a path: the top screen and its way back.
public struct NavigationPathContent<Element: Hashable, Root: View, Destination: View>: View {
  let path: Binding<[Element]>
  let root: Root
  let rootTitle: String
  let destination: (Element) -> Destination
  let title: ((Element) -> String)?

  init(
    path: Binding<[Element]>, root: Root, rootTitle: String,
    destination: @escaping (Element) -> Destination, title: ((Element) -> String)?
  ) {
    self.path = path
    self.root = root
    self.rootTitle = rootTitle
    self.destination = destination
    self.title = title
  }

  /// The top element's screen with a Back button (and the breadcrumb, when titles are given),
  /// or the root screen while the path is empty.
  public var body: some View {
    let path = self.path
    let elements = path.wrappedValue
    Group {
      if let top = elements.last {
        if let title, elements.count > 1 || !rootTitle.isEmpty {
          Breadcrumb(
            titles: [rootTitle] + elements.map(title),
            popTo: { depth in path.wrappedValue = Array(path.wrappedValue.prefix(depth)) })
        }
        destination(top)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Back") { path.wrappedValue = Array(path.wrappedValue.dropLast()) }
            }
          }
      } else {
        root
      }
    }
  }
}

/// The levels under the top screen, each a button that pops back to it; the top one is text.
private struct Breadcrumb: View {
  let titles: [String]
  let popTo: (Int) -> Void

  var body: some View {
    HStack {
      ForEach(Array(titles.enumerated()), id: \.offset) { level in
        if level.offset == titles.count - 1 {
          Text(level.element).font(.headline)
        } else {
          Button(level.element) { popTo(level.offset) }
          Text("›")
        }
      }
    }
    .accessibilityLabel("Breadcrumb")
  }
}
