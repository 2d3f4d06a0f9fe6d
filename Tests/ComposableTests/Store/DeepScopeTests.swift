import Clocks
import Composable
import ComposableTesting
import Testing

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

  /// A generic feature without `@Reducer`: its one action case is laid out as its child's
  /// action, so a scope through it passes a child's action up without changing a byte, and a
  /// send skips such levels.
  struct Wrap<Inner: Reducer & SendableMetatype>: Reducer
  where Inner.State: Equatable, Inner.Action: Equatable {
    struct State: Equatable { var inner: Inner.State }
    @CasePathable
    enum Action: Equatable { case inner(Inner.Action) }
    let inner: Inner
    var body: some ReducerOf<Self> {
      Scope(state: \.inner, action: \.inner) { inner }
    }
  }

  typealias Wrapped = Wrap<Wrap<Counter>>

  /// A generic feature whose child is optional, without `@Reducer`: scoping into it is
  /// optional and in place at once.
  struct MaybeWrap<Inner: Reducer & SendableMetatype>: Reducer
  where Inner.State: Equatable, Inner.Action: Equatable {
    struct State: Equatable { var inner: Inner.State? }
    @CasePathable
    enum Action: Equatable { case inner(Inner.Action) }
    let inner: Inner
    var body: some ReducerOf<Self> {
      EmptyReducer().ifLet(\.inner, action: \.inner) { inner }
    }
  }

  typealias Optionally = MaybeWrap<Wrapped>

  @Reducer
  struct WrappingTop {
    struct State: Equatable {
      var maybe = Optionally.State(inner: Wrapped.State(inner: .init(inner: Counter.State())))
    }
    enum Action: Equatable {
      case maybe(Optionally.Action)
      case removeInner
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .removeInner = action { state.maybe.inner = nil }
        return .none
      }
      Scope(state: \.maybe, action: \.maybe) {
        MaybeWrap(inner: Wrap(inner: Wrap(inner: Counter())))
      }
    }
  }

  /// Every level below the root's case passes actions up in place, the optional one too; the
  /// levels below the optional one must stop there, whose send keeps its last state fresh,
  /// not jump past it to the root.
  @MainActor
  @Test func inPlaceLevelsBelowAnOptionalScopeStillRefreshItsLastState() throws {
    let store = Store(initialState: WrappingTop.State()) { WrappingTop() }
    let optional = try #require(
      store.scope(state: \.maybe, action: \.maybe).scope(state: \.inner, action: \.inner))
    let counter = optional.scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner)
    counter.send(.incrementTapped)
    counter.send(.incrementTapped)
    counter.send(.incrementTapped)
    store.send(.removeInner)
    #expect(store.maybe.inner == nil)
    #expect(counter.count == 3)
    #expect(optional.inner.inner.count == 3)
  }

  @Reducer
  struct Menu {
    struct State: Equatable {
      var wrapped = Wrapped.State(inner: .init(inner: Counter.State()))
      var log: [String] = []
    }
    enum Action: Equatable {
      case wrapped(Wrapped.Action)
      case other
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .wrapped(.inner(.inner(let counterAction))): state.log.append("\(counterAction)")
        case .other: state.log.append("other")
        }
        return .none
      }
      Scope(state: \.wrapped, action: \.wrapped) { Wrap(inner: Wrap(inner: Counter())) }
    }
  }

  /// In-place levels under a level that is not (a case among others): every reducer on the
  /// way sees the action, in its own case, and the root's other cases stay apart.
  @MainActor
  @Test func inPlaceLevelsUnderAnEnumOfSeveralCasesReachEveryReducer() {
    let store = Store(initialState: Menu.State()) { Menu() }
    let counter = store.scope(state: \.wrapped, action: \.wrapped)
      .scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner)
    counter.send(.incrementTapped)
    store.send(.other)
    counter.send(.decrementTapped)
    counter.send(.incrementTapped)
    #expect(store.log == ["incrementTapped", "other", "decrementTapped", "incrementTapped"])
    #expect(counter.count == 1)
    #expect(store.wrapped.inner.inner.count == 1)
  }
}

extension DeepScopeTests {
  /// A generic feature whose child is not at the start of its state: a chain through several
  /// of them must add up their offsets.
  struct Padded<Inner: Reducer & SendableMetatype>: Reducer
  where Inner.State: Equatable, Inner.Action: Equatable {
    struct State: Equatable {
      var before = 7
      var name = "level"
      var inner: Inner.State
    }
    @CasePathable
    enum Action: Equatable { case inner(Inner.Action) }
    let inner: Inner
    var body: some ReducerOf<Self> {
      Scope(state: \.inner, action: \.inner) { inner }
    }
  }

  typealias ThreePadded = Padded<Padded<Padded<Counter>>>

  /// A feature nested in itself whose every level reinterprets is run from its top scope
  /// straight to its leaf: the chain spans every level, and a scope among several reducers
  /// (`Menu`'s) is not one.
  @Test func nestedGenericFeaturesFormOneChainToTheLeaf() {
    #expect(Wrap(inner: Wrap(inner: Wrap(inner: Counter())))._resolvedReduceAndChain().chain != nil)
    #expect(Wrap(inner: Counter())._resolvedReduceAndChain().chain != nil)
    #expect(
      Padded(inner: Padded(inner: Padded(inner: Counter())))._resolvedReduceAndChain().chain != nil)
    #expect(Menu()._resolvedReduceAndChain().chain == nil)
  }

  /// Through a chain, the leaf changes its own state, found at the sum of every level's
  /// offset, and nothing beside it.
  @MainActor
  @Test func aChainChangesOnlyTheLeafsState() {
    let initial = ThreePadded.State(
      before: 1, name: "one",
      inner: .init(before: 2, name: "two", inner: .init(before: 3, name: "three", inner: .init())))
    let store = Store(initialState: initial) {
      Padded(inner: Padded(inner: Padded(inner: Counter())))
    }
    store.send(.inner(.inner(.inner(.incrementTapped))))
    store.send(.inner(.inner(.inner(.incrementTapped))))
    store.send(.inner(.inner(.inner(.decrementTapped))))
    var expected = initial
    expected.inner.inner.inner.count = 1
    #expect(store.state == expected)
  }

  /// A leaf's effects come back up a chain as the top's actions: a `.run` effect's action
  /// reaches the leaf again.
  @MainActor
  @Test func aLeafsEffectsComeBackThroughTheChain() async {
    let store = TestStore(
      initialState: ThreePadded.State(
        inner: .init(inner: .init(inner: .init())))
    ) {
      Padded(inner: Padded(inner: Padded(inner: Counter())))
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(\.inner.inner.inner.delayedIncrementTapped)
    await store.receive(\.inner.inner.inner.incrementTapped) {
      $0.inner.inner.inner.count = 1
    }
  }
}
