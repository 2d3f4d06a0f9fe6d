import Observation
import TaskManagerDomain
import TaskManagerViews
import TaskPaper
import Views

/// The content pane: the selected category's items (indented as in the outline), Add, and
/// the task store's last error, as ``TaskListViewController`` set them.
@Observable
public final class TaskItemsView: View {
  public var category = TaskCategory.all
  public var items = OutlineItems()
  public var selectedItemID: ItemID?
  public var errorMessage: String?

  @ObservationIgnored var onSelect: (ItemID?) -> Void = { _ in }
  @ObservationIgnored var onAdd: () -> Void = {}

  public init() {}

  public var body: some View {
    VStack {
      if let errorMessage {
        Text(errorMessage).style(.error)
      }
      if items.isEmpty {
        Text("No items").style(.secondary)
      } else {
        List(
          selection: Binding<ItemID?>(get: { self.selectedItemID }, set: { self.onSelect($0) })
        ) {
          let indentation = OutlineIndentation(category: category, items: items)
          ForEach(items) { item in
            TaskRowView(item, indentation: indentation)
          }
        }
      }
    }
    .navigationTitle(category.title)
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("Add", systemImage: "plus") { self.onAdd() }
      }
    }
  }
}
