import Composable
import ComposableViews
import Testing
import Views
import ViewsTesting

@Reducer
struct BookDetail {
  @ObservableState
  struct State: Equatable {
    var title: String
  }
  enum Action: Equatable {
    case closeTapped
  }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .closeTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
struct Library {
  @ObservableState
  struct State: Equatable {
    var path = StackState<BookDetail.State>()
  }
  enum Action {
    case openTapped(String)
    case path(StackAction<BookDetail.State, BookDetail.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped(let title):
        state.path.append(BookDetail.State(title: title))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { BookDetail() }
  }
}

private struct LibraryView: View {
  let store: StoreOf<Library>

  var body: some View {
    NavigationStack(path: store.scope(state: \.path, action: \.path), rootTitle: "Library") {
      Button("Open Dune") { store.send(.openTapped("Dune")) }
    } destination: { book in
      VStack {
        Text("Reading \(book.title)")
        Button("Open Emma") { store.send(.openTapped("Emma")) }
        Button("Close") { book.send(.closeTapped) }
      }
    } title: { book in
      book.title
    }
  }
}

@MainActor
@Suite("NavigationStack driven by a store's StackState")
struct StackNavigationViewTests {
  private func app() -> (StoreOf<Library>, ViewDriver) {
    let store = Store(initialState: Library.State()) { Library() }
    let app = ViewDriver { context in
      store.effectLifecycle = .tracked(by: context.work.tracker)
      return LibraryView(store: store)
    }
    return (store, app)
  }

  @Test("Pushing shows the top element's screen with a store scoped to it")
  func push() async throws {
    let (store, app) = app()
    try await app.tap("Open Dune")
    #expect(store.state.path.count == 1)
    #expect(app.shows("Reading Dune"))
    try await app.tap("Open Emma")
    #expect(app.shows("Reading Emma"))
    #expect(!app.shows("Reading Dune"))
  }

  @Test("Back sends popFrom for the top element")
  func back() async throws {
    let (store, app) = app()
    try await app.tap("Open Dune")
    try await app.tap("Open Emma")
    try await app.tap("Back")
    #expect(store.state.path.map(\.title) == ["Dune"])
    #expect(app.shows("Reading Dune"))
  }

  @Test("The breadcrumb pops back to the level tapped, the root included")
  func breadcrumb() async throws {
    let (store, app) = app()
    try await app.tap("Open Dune")
    try await app.tap("Open Emma")
    try await app.tap("Open Emma")
    try await app.tap("Emma")
    #expect(store.state.path.map(\.title) == ["Dune", "Emma"])
    try await app.tap("Library")
    #expect(store.state.path.isEmpty)
    #expect(app.shows("Open Dune"))
  }

  @Test("A pushed screen dismisses itself through the dismiss dependency")
  func dismissFromChild() async throws {
    let (store, app) = app()
    try await app.tap("Open Dune")
    try await app.tap("Open Emma")
    try await app.tap("Close")
    try await app.settle()
    #expect(store.state.path.map(\.title) == ["Dune"])
    #expect(app.shows("Reading Dune"))
  }
}
