import TaskManagerDomain
import TaskManagerViews
import TaskPaper
import Views

/// The detail pane: the selected item, its actions and its tags (each editable in place).
struct TaskDetailView: View {
  let model: TaskMasterViewModel

  var body: some View {
    if let item = model.selectedItem {
      VStack {
        TaskDetailTitle(item)
        HStack {
          Button("Edit", systemImage: "pencil") { model.editTapped() }
          Button(item.tag("done") == nil ? "Mark done" : "Mark not done") { model.toggleDone() }
          Button("Delete", systemImage: "trash", role: .destructive) {
            model.deleteTapped(item.id)
          }
        }
        Section("Tags") {
          if item.tags.isEmpty {
            Text("No tags").style(.secondary)
          }
          ForEach(item.tags, id: \.name) { tag in
            if let editor = model.tagEditor, editor.tagName == tag.name {
              TagEditorView(model: editor)
            } else {
              Button(TagText.format(tag)) { model.editTag(named: tag.name) }
            }
          }
          if let message = model.tagErrorMessage {
            Text(message).style(.error)
          }
        }
      }
      .navigationTitle("Detail")
    } else {
      Text("Select an item").style(.secondary).navigationTitle("Detail")
    }
  }
}
