import ComposableArchitecture
import Testing

// A feature that presents itself, the shape of TCA's recursive case study and of its tests
// of nested presentation (issue 36): `@Presents var child: State?` inside `State`.

@Reducer
struct Folder {
  @ObservableState
  struct State: Equatable {
    var name: String
    @Presents var subfolder: State?
  }
  enum Action: Equatable {
    case openTapped(String)
    case renamed(String)
    case subfolder(PresentationAction<Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped(let name):
        state.subfolder = State(name: name)
        return .none
      case .renamed(let name):
        state.name = name
        return .none
      case .subfolder:
        return .none
      }
    }
    .ifLet(\.$subfolder, action: \.subfolder) { Folder() }
  }
}

@MainActor
struct RecursiveFeatureTests {
  @Test func aFeatureRunsTheCopyOfItselfItPresents() async {
    let store = TestStore(initialState: Folder.State(name: "Home")) { Folder() }
    await store.send(.openTapped("Work")) { $0.subfolder = Folder.State(name: "Work") }
    await store.send(.subfolder(.presented(.openTapped("2026")))) {
      $0.subfolder?.subfolder = Folder.State(name: "2026")
    }
    await store.send(.subfolder(.presented(.subfolder(.presented(.renamed("2027")))))) {
      $0.subfolder?.subfolder?.name = "2027"
    }
    await store.send(.subfolder(.presented(.subfolder(.dismiss)))) {
      $0.subfolder?.subfolder = nil
    }
    await store.send(.subfolder(.dismiss)) { $0.subfolder = nil }
  }

  @Test func presentedStateIsAValue() {
    var original = Folder.State(name: "Home", subfolder: Folder.State(name: "Work"))
    let copy = original
    original.subfolder?.name = "Play"
    #expect(copy.subfolder?.name == "Work")
    #expect(original.subfolder?.name == "Play")
  }

  @Test func changingInPlaceKeepsThePresentationAndClearingEndsIt() {
    var state = Folder.State(name: "Home", subfolder: Folder.State(name: "Work"))
    let id = state.$subfolder.presentationID
    state.subfolder?.name = "Play"
    #expect(state.$subfolder.presentationID == id)
    state.subfolder = nil
    #expect(state.$subfolder.presentationID == nil)
    state.subfolder = Folder.State(name: "New")
    #expect(state.$subfolder.presentationID != id)
  }
}
