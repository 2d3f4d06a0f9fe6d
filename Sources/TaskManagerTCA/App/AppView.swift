import Composable
import ComposableViews
import Flows
import Views

/// Login or Home, and the debugger below Home when the user turned it on.
struct AppView: View {
  let store: StoreOf<AppFeature>
  let debugger: Debugger
  /// Each event's flow through the store, the reducer and the effects.
  let flows: FlowRecorder

  var body: some View {
    VStack {
      if let homeStore = store.scope(state: \.home, action: \.home) {
        HomeView(store: homeStore)
        if homeStore.settings.settings.debuggerEnabled {
          FlowPanel(flows: flows)
          DebuggerView(debugger: debugger, store: store)
        }
      } else {
        LoginView(store: store.scope(state: \.login, action: \.login))
      }
    }
  }
}
