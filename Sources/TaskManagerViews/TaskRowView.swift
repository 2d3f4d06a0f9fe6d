import TaskManagerDomain
import TaskPaper
import Views

/// One row of the Tasks list, the same in every variant (rows are not architecture): an item
/// as its `TaskRow` reads — the title, the tags as chips, the due date and the done mark —
/// indented by its outline level. The raw TaskPaper line stays in the editor.
///
/// A project's title is a headline; a note's, and a done task's, are secondary. A row reads
/// (and is found by tests and screen readers as) its texts in order: `Buy milk home Due Mon 30
/// Nov 2026`.
///
/// ```swift
/// let indentation = OutlineIndentation(category: category, items: items)
/// List(selection: $selectedID) {
///   ForEach(items) { item in TaskRowView(item, indentation: indentation) }
/// }
/// ```
public struct TaskRowView: View {
  // The item, not its `TaskRow`: an unchanged item keeps its bytes (it points into the
  // outline's shared text), so a render reuses the row instead of building it again. The
  // level comes first: after the item (37 bytes) it would leave 3 bytes of padding, which
  // hold whatever was there and made every row differ from its last render.
  let level: Int
  let item: Item

  /// The row of `item`, indented by `level`.
  public init(_ item: Item, level: Int) {
    self.item = item
    self.level = level
  }

  /// The row of `item` in a list indented by `indentation`.
  public init(_ item: Item, indentation: OutlineIndentation) {
    self.init(item, level: indentation.level(of: item))
  }

  public var body: some View {
    let row = TaskRow(item, level: level)
    HStack {
      Self.title(of: row)
      ForEach(row.chips, id: \.name) { chip in
        Text(chip.text).style(.chip)
      }
      TaskDateMarks(row)
    }
    .outlineLevel(row.level)
  }

  @ViewBuilder private static func title(of row: TaskRow) -> some View {
    if row.title.isEmpty {
      EmptyView()
    } else if row.kind == .project {
      Text(row.title).font(.headline)
    } else if row.kind == .note || row.isDone {
      Text(row.title).style(.secondary)
    } else {
      Text(row.title)
    }
  }
}
