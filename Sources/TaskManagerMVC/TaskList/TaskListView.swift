import Views

/// The Tasks tab's screen: the sidebar, the item list and the detail pane side by side.
struct TaskListView: View {
  let sidebar: CategorySidebarView
  let list: TaskItemsView
  let detail: TaskDetailView

  var body: some View {
    NavigationSplitView {
      sidebar
    } content: {
      list
    } detail: {
      detail
    }
  }
}
