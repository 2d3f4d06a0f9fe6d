import Views

/// The trees of the last renders a session sent to its pages: what a patch can start from.
///
/// Only a few are kept (each is a whole tree): the latest, and the one before it, which a
/// second window shows until the live update of the first window's event reaches it. A page
/// on an older render gets the whole fragment.
struct SentRenders {
  static let capacity = 2
  private var renders: [(version: Int, tree: ViewNode)] = []
  /// The size of the last whole fragment or page sent, to tell when a patch would not pay.
  private(set) var lastFullBytes = Int.max

  func tree(at version: Int) -> ViewNode? {
    renders.last { $0.version == version }?.tree
  }

  mutating func record(_ tree: ViewNode, version: Int, fullBytes: Int? = nil) {
    if let fullBytes { lastFullBytes = fullBytes }
    guard renders.last?.version != version else { return }
    renders.removeAll { $0.version == version }
    renders.append((version, tree))
    if renders.count > Self.capacity { renders.removeFirst(renders.count - Self.capacity) }
  }
}
