import ComposableArchitecture
import Testing

@Reducer
struct Search {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var results: [String] = []
    var stamp: UUID?
  }

  enum Action: BindableAction, ViewAction, Sendable {
    case binding(BindingAction<State>)
    case resultsLoaded([String])
    case view(View)

    enum View: BindableAction, Sendable {
      case binding(BindingAction<State>)
      case stampTapped
    }
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    BindingReducer()
    BindingReducer(action: \.view)
      .onChange(of: \.query) { oldValue, newValue in
        Reduce { state, _ in
          state.results = []
          return search(newValue)
        }
      }
    Reduce { state, action in
      switch action {
      case .binding, .view(.binding):
        return .none
      case .resultsLoaded(let results):
        state.results = results
        return .none
      case .view(.stampTapped):
        state.stamp = uuid()
        return .none
      }
    }
  }

  func search(_ query: String) -> EffectOf<Self> {
    .run { (send: SendOf<Self>) in
      await send(.resultsLoaded([query.uppercased()]), animation: .easeInOut)
    }
  }
}

/// A view in the `Views` DSL's shape; `@ViewAction` gives it `send(.stampTapped)`.
@ViewAction(for: Search.self)
struct SearchView {
  let store: StoreOf<Search>

  func stampButtonTapped() {
    send(.stampTapped)
  }
}

@Reducer
struct SearchHost {
  @ObservableState
  struct State: Equatable {
    var search = Search.State()
  }
  enum Action: Sendable {
    case search(Search.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(\.search, action: \.search) {
      Search()
        .dependency(\.uuid, .constant(UUID(7)))
    }
  }
}

@MainActor
@Suite struct ModifiersTests {
  @Test func onChangeRunsWhenTheValueChanges() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    }
    await store.send(.view(.binding(.set(\.query, "milk")))) {
      $0.query = "milk"
    }
    await store.receive(\.resultsLoaded, ["MILK"]) {
      $0.results = ["MILK"]
    }
    await store.send(\.binding.query, "milk")
  }

  @Test func dependencyModifierOverridesAChild() async {
    let store = TestStore(initialState: SearchHost.State()) {
      SearchHost()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.search(.view(.stampTapped))) {
      $0.search.stamp = UUID(7)
    }
  }

  @Test func viewActionsSendThroughTheView() async {
    let store = Store(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.uuid = .constant(UUID(3))
    }
    let view = SearchView(store: store)
    view.stampButtonTapped()
    #expect(store.stamp == UUID(3))
  }

  @Test func transformDependency() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
        .transformDependency(\.uuid) { $0 = .constant(UUID(9)) }
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.view(.stampTapped)) {
      $0.stamp = UUID(9)
    }
  }
}
