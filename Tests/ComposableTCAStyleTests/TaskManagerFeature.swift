import Composable
import Foundation

/// The seeds' three-pane app: categories in the sidebar, the items of the selected category,
/// and the selected item's detail.
@Reducer
struct TaskManagerFeature {
  enum Category: Hashable, Sendable {
    case all
    case tag(String)
  }

  @ObservableState
  struct State: Equatable {
    var items: IdentifiedArrayOf<TaskItem> = []
    var selectedCategory: Category = .all
    var selectedItemID: TaskItem.ID?

    var categories: [Category] {
      var tags: [String] = []
      for item in items {
        for word in item.line.split(separator: " ") where word.hasPrefix("@") {
          let name = String(word.dropFirst().prefix { $0 != "(" })
          if !tags.contains(name) { tags.append(name) }
        }
      }
      return [.all] + tags.map(Category.tag)
    }

    var visibleItems: [TaskItem] {
      switch selectedCategory {
      case .all: Array(items)
      case .tag(let name): items.filter { $0.line.contains("@\(name)") }
      }
    }

    var selectedItem: TaskItem? { selectedItemID.flatMap { items[id: $0] } }
  }

  enum Action: Equatable {
    case categorySelected(Category)
    case itemSelected(TaskItem.ID?)
    case addItem(String)
    case deleteItem(TaskItem.ID)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .categorySelected(let category):
        state.selectedCategory = category
        if let id = state.selectedItemID, !state.visibleItems.contains(where: { $0.id == id }) {
          state.selectedItemID = nil
        }
        return .none

      case .itemSelected(let id):
        state.selectedItemID = id
        return .none

      case .addItem(let line):
        let item = TaskItem(id: uuid(), line: line)
        state.items.append(item)
        state.selectedItemID = item.id
        return .none

      case .deleteItem(let id):
        state.items.remove(id: id)
        if state.selectedItemID == id { state.selectedItemID = nil }
        return .none
      }
    }
  }
}
