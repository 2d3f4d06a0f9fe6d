import TaskManagerDomain
import Views

/// The sidebar: one row per category, the selected one marked.
struct CategorySidebarView: View {
  let model: TaskMasterViewModel

  var body: some View {
    List(
      selection: Binding<TaskCategory?>(
        get: { model.selectedCategory },
        set: { model.select(category: $0) }
      )
    ) {
      ForEach(model.categories, id: \.self) { category in
        Text(category.title)
      }
    }
    .navigationTitle("Categories")
  }
}
