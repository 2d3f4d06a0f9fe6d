import TaskPaper
import Views

/// The Tasks tab: sidebar, list and detail over one shared ``TaskMasterViewModel``, with the
/// Add / Edit sheet and the delete alert.
struct TasksView: View {
  let model: TaskMasterViewModel

  var body: some View {
    NavigationSplitView {
      CategorySidebar(model: model)
    } content: {
      TaskListView(model: model)
    } detail: {
      TaskDetailView(model: model)
    }
    .sheet(item: model.binding(\.editor)) { editor in AddEditTaskView(model: editor) }
    .alert("Are you sure?", isPresented: Binding(isPresent: model.binding(\.pendingDeletion))) {
      Button("Delete", role: .destructive) { model.confirmDeletion() }
      Button("Cancel", role: .cancel) { model.cancelDeletion() }
    } message: {
      Text("“\(model.pendingDeletionItem?.content ?? "")” will be deleted.")
    }
  }
}
