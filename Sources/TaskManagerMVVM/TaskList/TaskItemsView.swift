import TaskManagerDomain
import TaskManagerViews
import TaskPaper
import Views

/// The content pane: the selected category's items, Add, and the task store's last error.
struct TaskItemsView: View {
  let model: TaskMasterViewModel

  var body: some View {
    VStack {
      if let message = model.errorMessage {
        Text(message).style(.error)
      }
      if model.items.isEmpty {
        Text("No items").style(.secondary)
      } else {
        List(
          selection: Binding<ItemID?>(
            get: { model.selectedItemID },
            set: { model.select(item: $0) }
          )
        ) {
          let indentation = OutlineIndentation(
            category: model.selectedCategory, items: model.items)
          ForEach(model.items) { item in
            TaskRowView(item, indentation: indentation)
          }
        }
      }
    }
    .navigationTitle(model.selectedCategory.title)
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("Add", systemImage: "plus") { model.addTapped() }
      }
    }
  }
}
