import TaskManagerDomain
import TaskPaper
import Views

/// The detail pane's title, the same in every variant (a title is not architecture): the
/// selected item as its `TaskRow` reads — its title as the pane's heading, under it the due
/// date and the done mark. The tags are not repeated as chips: the pane lists them in its
/// Tags section. The raw TaskPaper line stays in the editor.
///
/// An item whose title is empty (a line made only of tags) is titled "Untitled task" (or
/// project, or note) in the secondary style, so the pane never starts with an empty heading.
///
/// ```swift
/// if let item = model.selectedItem {
///   VStack {
///     TaskDetailTitle(item)   // "Buy milk", then "Due Mon 30 Nov 2026"
///     Section("Tags") { … }
///   }
/// }
/// ```
public struct TaskDetailTitle: View {
  // The item, not its `TaskRow`, as `TaskRowView` keeps it: an unchanged item keeps its bytes.
  let item: Item

  /// The title of `item`.
  public init(_ item: Item) {
    self.item = item
  }

  public var body: some View {
    let row = TaskRow(item, level: 0)
    VStack {
      if row.title.isEmpty {
        Text("Untitled " + row.kind.rawValue).font(.title).style(.secondary)
      } else {
        Text(row.title).font(.title)
      }
      if row.due != nil || row.isDone {
        HStack { TaskDateMarks(row) }
      }
    }
  }
}
