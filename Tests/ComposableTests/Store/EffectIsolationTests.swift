import Composable
import Testing

/// Where effects run: on their store's actor between suspension points, so that sending an
/// action back needs no hop, while the clients they await run wherever those are isolated.
struct EffectIsolationTests {
  /// Records, from inside an effect, which actor the effect's code ran on.
  @Reducer
  struct Probe {
    struct State: Equatable {
      var ranOn: ObjectIdentifier?
      var clientRanOnStoreActor: Bool?
    }
    enum Action: Equatable {
      case start
      case ran(on: ObjectIdentifier?, clientOnStoreActor: Bool)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { send in
            let effectActor = #isolation.map { ObjectIdentifier($0) }
            let clientActor = await Self.nonisolatedClient()
            await send(.ran(on: effectActor, clientOnStoreActor: clientActor == effectActor))
          }
        case .ran(let actor, let clientOnStoreActor):
          state.ranOn = actor
          state.clientRanOnStoreActor = clientOnStoreActor
          return .none
        }
      }
    }

    /// A client call as features make them: a plain nonisolated async function.
    @concurrent
    static func nonisolatedClient() async -> ObjectIdentifier? {
      #isolation.map { ObjectIdentifier($0) }
    }
  }

  actor Session {
    func run(fromUnisolatedClosure: Bool) async -> (state: Probe.State, actor: ObjectIdentifier) {
      let store = Store(initialState: Probe.State()) { Probe() }
      let task = fromUnisolatedClosure ? Self.sendWithoutStaticIsolation(store) : store.send(.start)
      await task.finish()
      return (store.state, ObjectIdentifier(self))
    }

    /// What a view's button closure does: a synchronous call with no static isolation, made
    /// on the store's actor.
    nonisolated static func sendWithoutStaticIsolation(_ store: StoreOf<Probe>) -> StoreTask {
      store.send(.start)
    }
  }

  @Test func effectsRunOnTheStoresActorAndFinishWithItsActionsReduced() async {
    let result = await Session().run(fromUnisolatedClosure: false)
    // `finish()` returned after the effect's action was reduced: the state holds its result.
    #expect(result.state.ranOn == result.actor)
  }

  @Test func effectsOfASendWithoutStaticIsolationStillRunOnTheStoresActor() async {
    let result = await Session().run(fromUnisolatedClosure: true)
    #expect(result.state.ranOn == result.actor)
  }

  @Test func clientsAwaitedByAnEffectRunOffTheStoresActor() async {
    let result = await Session().run(fromUnisolatedClosure: false)
    #expect(result.state.clientRanOnStoreActor == false)
  }
}

/// A deep scope whose middle level is optional: sends from the bottom go through every level,
/// and the optional level keeps showing its last state once it is gone.
struct DeepScopeTests {
  @Reducer
  struct Middle {
    struct State: Equatable { var counter = Counter.State() }
    enum Action: Equatable { case counter(Counter.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
    }
  }

  @Reducer
  struct Top {
    struct State: Equatable { var middle: Middle.State? = Middle.State() }
    enum Action: Equatable {
      case middle(Middle.Action)
      case removeMiddle
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .removeMiddle = action { state.middle = nil }
        return .none
      }
      .ifLet(\.middle, action: \.middle) { Middle() }
    }
  }

  @MainActor
  @Test func sendsFromBelowAnOptionalScopeReachTheRootAndReadTheLastState() throws {
    let store = Store(initialState: Top.State()) { Top() }
    let middle = try #require(store.scope(state: \.middle, action: \.middle))
    let counter = middle.scope(state: \.counter, action: \.counter)
    counter.send(.incrementTapped)
    counter.send(.incrementTapped)
    #expect(store.middle?.counter.count == 2)
    #expect(counter.count == 2)
    store.send(.removeMiddle)
    #expect(store.middle == nil)
    #expect(counter.count == 2)
  }
}
