import TaskManagerDomain
import TaskManagerViews
import TaskPaper
import Views
import Viper

/// The detail pane of the Tasks tab: the selected item, its actions and its tags, one of which
/// may be replaced by the tag editor module.
struct TaskDetailView: View {
  let model: TaskListViewModel
  let tagEditor: Screen?
  let output: any TaskListViewOutput

  var body: some View {
    let output = self.output
    if let item = model.selectedItem {
      VStack {
        TaskDetailTitle(item)
        HStack {
          Button("Edit", systemImage: "pencil") { output.editTapped() }
          Button(item.tag("done") == nil ? "Mark done" : "Mark not done") {
            output.doneTapped()
          }
          Button("Delete", systemImage: "trash", role: .destructive) {
            output.deleteTapped()
          }
        }
        Section("Tags") {
          if item.tags.isEmpty {
            Text("No tags").style(.secondary)
          }
          ForEach(item.tags, id: \.name) { tag in
            if let tagEditor, model.editingTagName == tag.name {
              tagEditor.view
            } else {
              Button(TagText.format(tag)) { output.tagTapped(name: tag.name) }
            }
          }
          if let error = model.tagErrorMessage {
            Text(error).style(.error)
          }
        }
      }
      .navigationTitle("Detail")
    } else {
      Text("Select an item").style(.secondary).navigationTitle("Detail")
    }
  }
}
