import Observation
import TaskManagerDomain
import Views

/// The sidebar: one row per category, the selected one marked, as
/// ``TaskListViewController`` set them.
@Observable
public final class CategorySidebarView: View {
  public var categories: [TaskCategory] = [.all]
  public var selectedCategory = TaskCategory.all

  @ObservationIgnored var onSelect: (TaskCategory) -> Void = { _ in }

  public init() {}

  public var body: some View {
    List(
      selection: Binding<TaskCategory?>(
        get: { self.selectedCategory }, set: { self.onSelect($0 ?? .all) })
    ) {
      ForEach(categories, id: \.self) { category in
        Text(category.title)
      }
    }
    .navigationTitle("Categories")
  }
}
