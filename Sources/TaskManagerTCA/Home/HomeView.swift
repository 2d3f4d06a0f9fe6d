import Composable
import ComposableViews
import Views

/// Home: the three tabs.
struct HomeView: View {
  let store: StoreOf<HomeFeature>

  var body: some View {
    VStack {
      if let error = store.loadErrorMessage {
        Text(error).style(.error)
      }
      TabView(
        selection: Views.Binding(get: { store.tab }, set: { store.send(.tabSelected($0)) })
      ) {
        Tab("Tasks", systemImage: "checklist", value: HomeFeature.Tab.tasks) {
          TaskListView(store: store.scope(state: \.taskList, action: \.taskList))
        }
        Tab("Text", systemImage: "doc.plaintext", value: HomeFeature.Tab.text) {
          TextView(store: store.scope(state: \.text, action: \.text))
        }
        Tab("Settings", systemImage: "gear", value: HomeFeature.Tab.settings) {
          SettingsView(store: store.scope(state: \.settings, action: \.settings))
        }
      }
    }
    .alert {
      store.alert
    } send: {
      store.send(.alert($0))
    }
  }
}
