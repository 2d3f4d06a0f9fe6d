import Composable
import ComposableViews
import TaskManagerDomain
import TaskManagerViews
import TaskPaper
import Views

/// The Tasks tab: sidebar of categories, the list of items, and the detail pane.
struct TaskListView: View {
  let store: StoreOf<TaskListFeature>

  var body: some View {
    NavigationSplitView {
      List(
        selection: Views.Binding<TaskCategory?>(
          get: { store.category },
          set: { store.send(.categorySelected($0 ?? .all)) }
        )
      ) {
        ForEach(store.categories, id: \.self) { category in
          Text(category.title)
        }
      }
      .navigationTitle("Categories")
    } content: {
      content
    } detail: {
      TaskDetailView(store: store)
    }
    .sheet(
      isPresented: store.isPresenting(
        \.isShowingSheet,
        dismiss: .destination(.dismiss))
    ) {
      if let destinationStore = store.scope(state: \.$destination, action: \.destination) {
        if let addStore = destinationStore.scope(state: \.addTask, action: \.addTask) {
          AddEditTaskView(store: addStore)
        } else if let editStore = destinationStore.scope(state: \.editTask, action: \.editTask) {
          AddEditTaskView(store: editStore)
        }
      }
    }
    .alert {
      store.alert
    } send: { action in
      switch action {
      case .dismiss: store.send(.destination(.dismiss))
      case .presented(let alertAction): store.send(.destination(.presented(.alert(alertAction))))
      }
    }
  }

  @ViewBuilder private var content: some View {
    VStack {
      if let error = store.errorMessage {
        Text(error).style(.error)
      }
      if store.visibleItems.isEmpty {
        Text("No items").style(.secondary)
      } else {
        List(
          selection: Views.Binding<ItemID?>(
            get: { store.selectedID },
            set: { store.send(.itemSelected($0)) }
          )
        ) {
          let indentation = OutlineIndentation(
            category: store.category, items: store.visibleItems)
          ForEach(store.visibleItems) { item in
            TaskRowView(item, indentation: indentation)
          }
        }
      }
    }
    .navigationTitle(store.category.title)
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("Add", systemImage: "plus") { store.send(.addButtonTapped) }
      }
    }
  }
}
