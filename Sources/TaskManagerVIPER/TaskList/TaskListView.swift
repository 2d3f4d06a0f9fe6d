import Flows
import Observation
import TaskManagerDomain
import TaskManagerViews
import TaskPaper
import Views
import Viper

/// The Tasks tab: categories, the items of the chosen one, and the selected item's detail.
/// Draws the presenter's ``TaskListViewModel``; every tap goes to the presenter.
@Observable
@Reported(as: .view)
final class TaskListView: ViperView, View, TaskListViewContract {
  @ObservationIgnored let output: any TaskListViewOutput
  private(set) var model = TaskListViewModel()
  /// The tag editor module in place, owned here while it is open.
  private(set) var tagEditor: Screen?

  init(output: any TaskListViewOutput) {
    self.output = output
  }

  func display(_ model: TaskListViewModel) { self.model = model }
  func showTagEditor(_ editor: Screen?) { tagEditor = editor }

  var body: some View {
    let output = self.output
    NavigationSplitView {
      List(
        selection: Binding<TaskCategory?>(
          get: { self.model.category },
          set: { output.categorySelected($0 ?? .all) })
      ) {
        ForEach(model.categories, id: \.self) { category in
          Text(category.title)
        }
      }
      .navigationTitle("Categories")
    } content: {
      content
    } detail: {
      TaskDetailView(model: model, tagEditor: tagEditor, output: output)
    }
  }

  @ViewBuilder private var content: some View {
    let output = self.output
    VStack {
      if let error = model.errorMessage {
        Text(error).style(.error)
      }
      if model.items.isEmpty {
        Text("No items").style(.secondary)
      } else {
        List(
          selection: Binding<ItemID?>(
            get: { self.model.selectedItem?.id },
            set: { output.itemSelected($0) })
        ) {
          let indentation = OutlineIndentation(category: model.category, items: model.items)
          ForEach(model.items) { item in
            TaskRowView(item, indentation: indentation)
          }
        }
      }
    }
    .navigationTitle(model.category.title)
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("Add", systemImage: "plus") { output.addTapped() }
      }
    }
  }
}
