import TaskManagerDomain
import TaskPaper
import Views

/// The Tasks tab: sidebar, list and detail over one shared ``TaskMasterViewModel``, with the
/// Add / Edit sheet and the delete alert.
struct TaskListView: View {
  let model: TaskMasterViewModel

  var body: some View {
    NavigationSplitView {
      CategorySidebarView(model: model)
    } content: {
      TaskItemsView(model: model)
    } detail: {
      TaskDetailView(model: model)
    }
    .sheet(item: model.binding(\.editor)) { editor in AddEditTaskView(model: editor) }
    .alert(
      DeletionPrompt.title, isPresented: Binding(isPresent: model.binding(\.pendingDeletion))
    ) {
      Button(DeletionPrompt.deleteLabel, role: .destructive) { model.confirmDeletion() }
      Button(DeletionPrompt.cancelLabel, role: .cancel) { model.cancelDeletion() }
    } message: {
      Text(DeletionPrompt.message(for: model.pendingDeletionItem?.content ?? ""))
    }
  }
}
