/// What a host keeps from one render to the next besides the tree: what each composed view
/// produced, how many rows each lazy list shows, and what the last render cost.
///
/// A ``ViewHost`` owns one and hands it to every render through the ``ResolveContext``; a tree
/// resolved without a host (``resolveTree(_:)``) has none, and its lists show every row.
@usableFromInline
final class RenderState {
  /// Rows a lazy list shows at first, and how many more each "Show more" adds.
  @usableFromInline static let rowsPerPage = 100

  /// Rows shown per lazy list, keyed by the list's `ForEach` path.
  private var windows: [UInt64: ListWindow] = [:]
  /// The lists the current render resolved; the others left the screen and start over.
  private var seenWindows: Set<UInt64> = []
  /// The current render's counts.
  @usableFromInline var statistics = RenderStatistics()

  /// What each composed view last produced (see ``ViewCacheEntry``).
  @usableFromInline var viewCache: [ViewCacheKey: ViewCacheEntry] = [:]
  /// The composed views being resolved, innermost last.
  @usableFromInline var resolving: [ViewCacheEntry] = []
  /// The current render's number; entries not resolved or reused in it are dropped.
  @usableFromInline var generation = 0
  let cacheLock = ViewCacheLock()
  /// Composed views' bodies being resolved under their own tracking, and for each the views
  /// it deferred (see RenderState+Deferral.swift).
  var deferred: [[DeferredView]] = []
  /// Primitives resolving content whose nodes they rewrite (see ``beginOpaqueContent()``).
  @usableFromInline var opaqueDepth = 0
  /// The width of the page rendered for; set by the host.
  @usableFromInline var horizontalSizeClass = HorizontalSizeClass.regular
  /// The column each collapsed split view shows, by the split view's path (see
  /// RenderState+SplitColumns.swift).
  var compactColumns: [UInt64: CompactColumnChoice] = [:]

  @usableFromInline init() {}

  /// Sets what to call, from any thread, when state a cached view read changes.
  func onViewChange(_ hook: @escaping @Sendable () -> Void) {
    cacheLock.setHook(hook)
  }

  /// Makes every cached view resolve again (state Observation does not see changed).
  func invalidateAll() {
    for entry in viewCache.values { entry.markDirtyWithoutPropagating() }
  }

  /// How many rows the list at `path` shows, for a collection of `count` elements. A window
  /// larger than the collection shrinks back to the page that holds its last row.
  @usableFromInline
  func window(at path: PathHash, count: Int) -> Int {
    seenWindows.insert(path.state)
    // The window is state the enclosing view reads: "Show more" must resolve it again, and
    // reusing that view keeps the window.
    resolving.last?.windowPaths.append(path.state)
    let shown = windows[path.state]?.rows ?? Self.rowsPerPage
    let needed = max(
      Self.rowsPerPage, (count + Self.rowsPerPage - 1) / Self.rowsPerPage * Self.rowsPerPage)
    let rows = min(shown, needed)
    windows[path.state] = ListWindow(rows: rows, reader: resolving.last)
    return rows
  }

  /// Shows another page of the list at `path` (its "Show more" button).
  @usableFromInline
  func showMore(at path: PathHash) {
    let window = windows[path.state] ?? ListWindow(rows: Self.rowsPerPage, reader: nil)
    windows[path.state] = ListWindow(rows: window.rows + Self.rowsPerPage, reader: window.reader)
    window.reader?.markDirty()
  }

  /// Keeps the windows of a reused view's lists.
  func keepWindows(of entry: ViewCacheEntry) {
    seenWindows.formUnion(entry.windowPaths)
  }

  func beginRender() {
    seenWindows.removeAll(keepingCapacity: true)
    statistics = RenderStatistics()
    generation += 1
    resolving.removeAll(keepingCapacity: true)
    deferred.removeAll(keepingCapacity: true)
    opaqueDepth = 0
  }

  func endRender() {
    if viewCache.count > statistics.viewsResolved + statistics.viewsReused {
      viewCache = viewCache.filter { $0.value.generation == generation }
    }
    if windows.count != seenWindows.count {
      windows = windows.filter { seenWindows.contains($0.key) }
    }
  }
}

/// How many rows a lazy list shows, and the view whose resolve read that.
struct ListWindow {
  var rows: Int
  weak var reader: ViewCacheEntry?
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
  /// Composed views whose `body` was resolved.
  public var viewsResolved = 0
  /// Composed views whose last nodes were reused: nothing they read changed (views inside
  /// them that changed were resolved alone and their nodes put in place).
  public var viewsReused = 0
  /// Nodes that differ from the render before: inserted, removed, replaced (with their
  /// descendants), updated or moved, as ``ViewTreeDiff/nodesChanged`` counts them.
  public var nodesChanged = 0

  /// Creates statistics with every count at zero.
  public init() {}

  mutating func add(_ other: RenderStatistics) {
    rowsResolved += other.rowsResolved
    rowsSkipped += other.rowsSkipped
    viewsResolved += other.viewsResolved
    viewsReused += other.viewsReused
    nodesChanged += other.nodesChanged
  }
}
