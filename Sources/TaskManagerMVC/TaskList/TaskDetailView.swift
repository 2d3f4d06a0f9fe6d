import Observation
import TaskManagerDomain
import TaskManagerViews
import TaskPaper
import Views

/// The detail pane: the selected item, its actions and its tags, one of which may be replaced
/// by the tag editor's view, as ``TaskListViewController`` set them.
@Observable
public final class TaskDetailView: View {
  public var item: Item?
  /// The tag whose button the tag editor replaces, and the editor's view.
  public var tagEditor: (tagName: String, view: TagEditorView)?
  /// Why the last tag text was refused, shown under the tags.
  public var tagErrorMessage: String?

  @ObservationIgnored var onEdit: () -> Void = {}
  @ObservationIgnored var onToggleDone: () -> Void = {}
  @ObservationIgnored var onDelete: () -> Void = {}
  @ObservationIgnored var onTagTapped: (String) -> Void = { _ in }

  public init() {}

  public var body: some View {
    if let item {
      VStack {
        TaskDetailTitle(item)
        HStack {
          Button("Edit", systemImage: "pencil") { self.onEdit() }
          Button(item.tag("done") == nil ? "Mark done" : "Mark not done") { self.onToggleDone() }
          Button("Delete", systemImage: "trash", role: .destructive) { self.onDelete() }
        }
        Section("Tags") {
          if item.tags.isEmpty {
            Text("No tags").style(.secondary)
          }
          ForEach(item.tags, id: \.name) { tag in
            if let editor = self.tagEditor, editor.tagName == tag.name {
              editor.view
            } else {
              Button(TagText.format(tag)) { self.onTagTapped(tag.name) }
            }
          }
          if let tagErrorMessage {
            Text(tagErrorMessage).style(.error)
          }
        }
      }
      .navigationTitle("Detail")
    } else {
      Text("Select an item").style(.secondary).navigationTitle("Detail")
    }
  }
}
