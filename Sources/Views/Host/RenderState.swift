/// What a host keeps from one render to the next besides the tree: how many rows each lazy
/// list shows, and what the last render cost.
///
/// A ``ViewHost`` owns one and hands it to every render through the ``ResolveContext``; a tree
/// resolved without a host (``resolveTree(_:)``) has none, and its lists show every row.
@usableFromInline
final class RenderState {
  /// Rows a lazy list shows at first, and how many more each "Show more" adds.
  @usableFromInline static let rowsPerPage = 100

  /// Rows shown per lazy list, keyed by the list's `ForEach` path.
  private var windows: [UInt64: Int] = [:]
  /// The lists the current render resolved; the others left the screen and start over.
  private var seenWindows: Set<UInt64> = []
  /// The current render's counts.
  @usableFromInline var statistics = RenderStatistics()

  @usableFromInline init() {}

  /// How many rows the list at `path` shows, for a collection of `count` elements. A window
  /// larger than the collection shrinks back to the page that holds its last row.
  @usableFromInline
  func window(at path: PathHash, count: Int) -> Int {
    seenWindows.insert(path.state)
    let shown = windows[path.state] ?? Self.rowsPerPage
    let needed = max(
      Self.rowsPerPage, (count + Self.rowsPerPage - 1) / Self.rowsPerPage * Self.rowsPerPage)
    if shown > needed {
      windows[path.state] = needed
      return needed
    }
    return shown
  }

  /// Shows another page of the list at `path` (its "Show more" button).
  @usableFromInline
  func showMore(at path: PathHash) {
    windows[path.state, default: Self.rowsPerPage] += Self.rowsPerPage
  }

  func beginRender() {
    seenWindows.removeAll(keepingCapacity: true)
    statistics = RenderStatistics()
  }

  func endRender() {
    if windows.count != seenWindows.count {
      windows = windows.filter { seenWindows.contains($0.key) }
    }
  }
}

/// What one render of a ``ViewHost`` did.
///
/// ```swift
/// try host.send(ViewEvent(target: row.id))
/// host.lastRender.rowsResolved  // rows materialised by lazy lists
/// ```
public struct RenderStatistics: Hashable, Sendable {
  /// List rows resolved (lazy lists resolve only the rows they show).
  public var rowsResolved = 0
  /// List rows left out by lazy lists (not resolved, not sent).
  public var rowsSkipped = 0

  public init() {}
}
