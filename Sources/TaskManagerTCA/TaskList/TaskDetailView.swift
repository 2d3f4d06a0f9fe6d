import Composable
import ComposableViews
import TaskManagerDomain
import TaskManagerViews
import TaskPaper
import Views

/// The detail pane: the selected item, its actions and its tags (one of which may be in the
/// tag editor).
struct TaskDetailView: View {
  let store: StoreOf<TaskListFeature>

  var body: some View {
    if let item = store.selectedItem {
      VStack {
        TaskDetailTitle(item)
        HStack {
          Button("Edit", systemImage: "pencil") { store.send(.editButtonTapped) }
          Button(item.tag("done") == nil ? "Mark done" : "Mark not done") {
            store.send(.doneButtonTapped)
          }
          Button("Delete", systemImage: "trash", role: .destructive) {
            store.send(.deleteButtonTapped)
          }
        }
        Section("Tags") {
          if item.tags.isEmpty {
            Text("No tags").style(.secondary)
          }
          ForEach(item.tags, id: \.name) { tag in
            if let editorStore = store.scope(state: \.tagEditor, action: \.tagEditor),
              editorStore.originalTag.name == tag.name
            {
              TagEditorView(store: editorStore)
            } else {
              Button(TagText.format(tag)) { store.send(.tagButtonTapped(name: tag.name)) }
            }
          }
          if let error = store.tagErrorMessage {
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
