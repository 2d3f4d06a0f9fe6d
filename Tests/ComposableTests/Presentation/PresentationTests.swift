import Composable
import ComposableTesting
import Testing

/// A parent presenting a child that runs a long effect and can dismiss itself.
struct Sheet: Reducer {
  struct State: Equatable { var ticks = 0 }
  @CasePathable
  enum Action: Equatable, Sendable { case onAppear, tick, closeTapped }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        return .none
      case .closeTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

struct Presenter: Reducer {
  struct State: Equatable {
    @Presents var sheet: Sheet.State?
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
    var sort = "date"
  }
  @CasePathable
  enum Action: Equatable, Sendable {
    case showSheet
    case sheet(PresentationAction<Sheet.Action>)
    case showDialog
    case dialog(PresentationAction<Dialog>)
    @CasePathable
    enum Dialog: Equatable, Sendable { case sortByName }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showSheet:
        state.sheet = Sheet.State()
        return .none
      case .showDialog:
        state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Sort by")
        } actions: {
          ButtonState(action: .sortByName) { TextState("Name") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none
      case .dialog(.presented(.sortByName)):
        state.sort = "name"
        return .none
      case .sheet, .dialog:
        return .none
      }
    }
    .ifLet(\.$sheet, action: \.sheet) { Sheet() }
    .ifLet(\.$dialog, action: \.dialog)
  }
}

@MainActor
@Suite struct PresentationTests {
  func makeStore(_ clock: TestClock<Duration>) -> TestStoreOf<Presenter> {
    TestStore(initialState: Presenter.State()) {
      Presenter()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func dismissingCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.showSheet) { $0.sheet = Sheet.State() }
    await store.send(.sheet(.presented(.onAppear)))
    await clock.advance(by: .seconds(1))
    await store.receive(.sheet(.presented(.tick))) { $0.sheet?.ticks = 1 }
    await store.send(.sheet(.dismiss)) { $0.sheet = nil }
    // The timer was cancelled with the sheet: no more ticks, nothing left running.
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func aChildDismissesItselfThroughTheDependency() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.showSheet) { $0.sheet = Sheet.State() }
    await store.send(.sheet(.presented(.closeTapped)))
    await store.receive(.sheet(.dismiss)) { $0.sheet = nil }
  }

  @Test func dialogButtonSendsItsActionAndDismisses() async {
    let store = makeStore(TestClock())
    await store.send(.showDialog) {
      $0.dialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Sort by")
      } actions: {
        ButtonState(action: .sortByName) { TextState("Name") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(.dialog(.presented(.sortByName))) {
      $0.dialog = nil
      $0.sort = "name"
    }
  }

  @Test func presentedActionsWithoutAPresentationAreReported() async {
    let store = makeStore(TestClock())
    await withKnownIssue { @MainActor in
      await store.send(.sheet(.presented(.tick)))
    }
  }
}
