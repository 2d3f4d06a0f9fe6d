import ComposableArchitecture
import Testing

@Reducer
struct CounterTab {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
  }
  enum Action: Sendable {
    case incrementTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.$count.withLock { $0 += 1 }
      return .none
    }
  }
}

@Reducer
struct ProfileTab {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    @Shared(.appStorage("isDarkMode")) var isDarkMode = false
    @Shared(.fileStorage(URL(fileURLWithPath: "/tmp/composable-profile.json")))
    var favorites: [String] = []
  }
  enum Action: Sendable {
    case darkModeToggled
    case favoriteAdded(String)
    case resetCountTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .darkModeToggled:
        state.$isDarkMode.withLock { $0.toggle() }
        return .none
      case .favoriteAdded(let name):
        state.$favorites.withLock { $0.append(name) }
        return .none
      case .resetCountTapped:
        return .run { [count = state.$count] _ in
          count.withLock { $0 = 0 }
        }
      }
    }
  }
}

@Reducer
struct Tabs {
  @ObservableState
  struct State: Equatable {
    var counter = CounterTab.State()
    var profile = ProfileTab.State()
  }
  enum Action: Sendable {
    case counter(CounterTab.Action)
    case profile(ProfileTab.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(\.counter, action: \.counter) { CounterTab() }
    Scope(\.profile, action: \.profile) { ProfileTab() }
  }
}

@MainActor
@Suite struct SharedStateTests {
  @Test func twoFeaturesShareOneValue() async {
    let store = TestStore(initialState: Tabs.State()) {
      Tabs()
    }
    await store.send(.counter(.incrementTapped)) {
      $0.counter.$count.withLock { $0 = 1 }
    }
    #expect(store.state.profile.count == 1)
    // A change made by an effect is asserted once the effect is done.
    await store.send(.profile(.resetCountTapped))
    await store.finish()
    store.assert {
      $0.profile.$count.withLock { $0 = 0 }
    }
    #expect(store.state.counter.count == 0)
  }

  @Test func anUnassertedSharedChangeFails() async {
    let store = TestStore(initialState: CounterTab.State()) {
      CounterTab()
    }
    await withKnownIssue {
      await store.send(.incrementTapped)
    }
    #expect(store.state.count == 1)
  }

  @Test func appAndFileStorage() async {
    let store = TestStore(initialState: ProfileTab.State()) {
      ProfileTab()
    }
    await store.send(.darkModeToggled) {
      $0.$isDarkMode.withLock { $0 = true }
    }
    await store.send(.favoriteAdded("Blob")) {
      $0.$favorites.withLock { $0 = ["Blob"] }
    }
    // Another feature reading the same keys sees the values.
    @Shared(.appStorage("isDarkMode")) var isDarkMode = false
    @Shared(.fileStorage(URL(fileURLWithPath: "/tmp/composable-profile.json")))
    var favorites: [String] = []
    #expect(isDarkMode)
    #expect(favorites == ["Blob"])
  }

  @Test func fileStorageWritesJSON() {
    let url = URL(fileURLWithPath: "/tmp/composable-shared.json")
    withDependencies {
      $0.defaultFileStorage = .inMemory()
    } operation: {
      @Shared(.fileStorage(url)) var names: [String] = []
      $names.withLock { $0.append("Blob") }
      let reloaded = FileStorageKey<[String]>.fileStorage(url).load()
      #expect(reloaded == ["Blob"])
    }
  }
}
