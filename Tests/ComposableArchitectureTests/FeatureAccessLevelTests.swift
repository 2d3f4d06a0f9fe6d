import ComposableArchitecture
import Testing

// TCA's own tests declare their features `private` or `fileprivate`; `@Reducer` must write
// members those types allow (issue 36).

@Reducer
private struct PrivateCounter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var step = PrivateStep.State()
  }
  enum Action {
    case incrementTapped
    case step(PrivateStep.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.step, action: \.step) { PrivateStep() }
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += state.step.size
        return .none
      case .step:
        return .none
      }
    }
  }
}

@Reducer
private struct PrivateStep {
  @ObservableState
  struct State: Equatable { var size = 1 }
  enum Action { case sizeChanged(Int) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .sizeChanged(let size):
        state.size = size
        return .none
      }
    }
  }
}

@Reducer
private enum PrivateDestination {
  case step(PrivateStep)
}
// TCA 1.x's spelling for a `@Reducer enum`'s conformances.
extension PrivateDestination.State: Equatable {}

@MainActor
struct FeatureAccessLevelTests {
  @Test func aPrivateFeatureRoutesActionsToAFilePrivateChild() async {
    let store = TestStore(initialState: PrivateCounter.State()) { PrivateCounter() }
    await store.send(.step(.sizeChanged(5))) { $0.step.size = 5 }
    await store.send(.incrementTapped) { $0.count = 5 }
  }

  @Test func aPrivateEnumOfFeaturesRunsItsCases() async {
    let store = TestStore(initialState: PrivateDestination.State.step(PrivateStep.State())) {
      PrivateDestination.body
    }
    await store.send(.step(.sizeChanged(3))) { $0 = .step(PrivateStep.State(size: 3)) }
  }
}
