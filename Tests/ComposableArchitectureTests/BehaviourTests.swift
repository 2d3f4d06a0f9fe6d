import ComposableArchitecture
import Testing

// The two places where Composable behaved differently from TCA (issue 17).

@Reducer
struct AlertChainFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
  }
  enum Action {
    case alert(PresentationAction<Alert>)
    case deleteTapped
    enum Alert: Equatable {
      case confirmDeletion
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion)):
        // Answering the first alert raises a second one: TCA shows the new alert.
        state.alert = AlertState { TextState("Deleted") }
        return .none
      case .alert:
        return .none
      case .deleteTapped:
        state.alert = AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

@Reducer
struct StampedFeature {
  @ObservableState
  struct State: Equatable {
    var id: UUID
    init() {
      @Dependency(\.uuid) var uuid
      self.id = uuid()
    }
  }
  enum Action {
    case refresh
  }
  @Dependency(\.uuid) var uuid
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.id = uuid()
      return .none
    }
  }
}

@MainActor
@Suite struct BehaviourTests {
  @Test func anAlertButtonThatSetsANewAlertShowsTheNewAlert() async {
    let store = TestStore(initialState: AlertChainFeature.State()) {
      AlertChainFeature()
    }
    await store.send(.deleteTapped) {
      $0.alert = AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      }
    }
    await store.send(.alert(.presented(.confirmDeletion))) {
      $0.alert = AlertState { TextState("Deleted") }
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
  }

  @Test func initialStateIsBuiltWithTheTestStoresDependencies() async {
    let store = TestStore(initialState: StampedFeature.State()) {
      StampedFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    #expect(store.state.id == UUID(0))
    await store.send(.refresh) {
      $0.id = UUID(1)
    }
  }
}
