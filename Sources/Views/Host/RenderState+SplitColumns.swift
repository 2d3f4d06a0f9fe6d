/// The columns of a ``NavigationSplitView``.
@usableFromInline
enum SplitColumn: Int, Sendable {
  case sidebar, content, detail
}

/// A collapsed split view's stack as one render shows it: the column on top and its
/// neighbours.
@usableFromInline
struct CompactSplitStack {
  /// The split view's path: the key of its remembered column.
  @usableFromInline let split: PathHash
  @usableFromInline let shown: SplitColumn
  /// The column Back returns to; nil for the first.
  @usableFromInline let previous: SplitColumn?
  /// The column a selected row pushes; nil for the detail.
  @usableFromInline let next: SplitColumn?
}

/// What selecting a row in a collapsed column does besides selecting: push `column` of the
/// split view at `split`. Plain values, so a context holding it compares equal from render
/// to render and cached views in the column stay reusable.
@usableFromInline
struct SplitPush {
  @usableFromInline let split: PathHash
  @usableFromInline let column: SplitColumn

  @usableFromInline
  init(split: PathHash, column: SplitColumn) {
    self.split = split
    self.column = column
  }
}

/// The column a collapsed split view shows, and the view whose resolve read it (resolved
/// again when the column changes).
struct CompactColumnChoice {
  var column: SplitColumn
  weak var reader: ViewCacheEntry?
}

extension RenderState {
  /// The stack of the split view at `split` with these `columns`: the column pushed last, or at
  /// first the one before the detail (a phone opens on the list, not on an empty detail).
  @usableFromInline
  func compactStack(at split: PathHash, columns: [SplitColumn]) -> CompactSplitStack {
    let fallback = columns[max(0, columns.count - 2)]
    var shown = compactColumns[split.state]?.column ?? fallback
    if !columns.contains(shown) { shown = fallback }
    compactColumns[split.state] = CompactColumnChoice(column: shown, reader: resolving.last)
    let index = columns.firstIndex(of: shown) ?? 0
    return CompactSplitStack(
      split: split,
      shown: shown,
      previous: index > 0 ? columns[index - 1] : nil,
      next: index + 1 < columns.count ? columns[index + 1] : nil)
  }

  /// Shows `column` of the split view at `split` from the next render on (a push or a Back).
  @usableFromInline
  func showColumn(_ column: SplitColumn, ofSplitAt split: PathHash) {
    let reader = compactColumns[split.state]?.reader
    compactColumns[split.state] = CompactColumnChoice(column: column, reader: reader)
    reader?.markDirty()
  }

  /// Sets the width rendered for; views that adapt to it resolve again. Returns whether it
  /// changed.
  func setHorizontalSizeClass(_ sizeClass: HorizontalSizeClass) -> Bool {
    guard sizeClass != horizontalSizeClass else { return false }
    horizontalSizeClass = sizeClass
    invalidateAll()
    return true
  }
}
