import Composable
import Observation
import Testing

/// A view that reads fields of a store (`store.count`, through scopes formed from key paths)
/// is told when one of those fields changes, and not when another part of the state does: in
/// an app of many tabs, typing into one tab must not resolve the others, or the root.
@MainActor
@Suite struct FieldObservationTests {
  @Test func aFieldReadIsToldOfItsOwnChangeOnly() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let count = observingChange { _ = store.count }
    store.send(.factResponse("0 is a number"))
    #expect(!count.value)
    store.send(.incrementTapped)
    #expect(count.value)
  }

  @Test func aScopedFieldIgnoresItsSiblingsChanges() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let right = store.scope(state: \.right, action: \.right)
    let rightCount = observingChange { _ = right.count }
    store.send(.left(.incrementTapped))
    #expect(!rightCount.value)
    right.send(.incrementTapped)
    #expect(rightCount.value)
  }

  @Test func aChildStateReadFromTheRootIsToldOfAnyChangeInside() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let left = observingChange { _ = store.left }
    store.send(.right(.incrementTapped))
    #expect(!left.value)
    store.send(.left(.factResponse("a fact")))
    #expect(left.value)
  }

  @Test func scopesOfScopesJoinTheirPaths() {
    let store = Store(initialState: Nested.State()) { Nested() }
    let right = store.scope(state: \.pair, action: \.pair).scope(state: \.right, action: \.right)
    let rightCount = observingChange { _ = right.count }
    store.send(.pair(.left(.incrementTapped)))
    #expect(!rightCount.value)
    store.send(.pair(.right(.incrementTapped)))
    #expect(rightCount.value)
    #expect(right.count == 1)
  }

  @Test func aComputedFieldThroughAScopeReadsItsOwnScope() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let left = store.scope(state: \.left, action: \.left)
    let right = store.scope(state: \.right, action: \.right)
    store.send(.right(.incrementTapped))
    let leftParity = observingChange { _ = left.isEven }
    #expect(left.isEven)
    #expect(!right.isEven)
    store.send(.right(.incrementTapped))
    #expect(!leftParity.value)
    #expect(right.isEven)
    store.send(.left(.incrementTapped))
    #expect(leftParity.value)
    #expect(!left.isEven)
  }

  @Test func aWholeStateReadIsToldOfEveryChange() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let whole = observingChange { _ = store.state }
    store.send(.right(.factResponse("a fact")))
    #expect(whole.value)
  }

  @Test func aReadThroughAnOptionalScopeStillSeesItsChanges() {
    let store = Store(initialState: Holder.State()) { Holder() }
    store.send(.show)
    let child = store.scope(state: \.counter, action: \.counter)
    let count = observingChange { _ = child?.count }
    child?.send(.incrementTapped)
    #expect(count.value)
    #expect(child?.count == 1)
  }

  @Test func replacingTheStateTellsEveryReader() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let left = observingChange { _ = store.left.count }
    store.debugReplaceState(Pair.State())
    #expect(left.value)
  }

  @Test func readersAreToldAgainAfterReadingAgain() {
    let store = Store(initialState: Counter.State()) { Counter() }
    var changes = 0
    for _ in 0..<3 {
      let count = observingChange { _ = store.count }
      store.send(.incrementTapped)
      if count.value { changes += 1 }
    }
    #expect(changes == 3)
    #expect(store.count == 3)
  }
}

struct Nested: Reducer {
  struct State: Equatable {
    var pair = Pair.State()
  }
  @CasePathable
  enum Action: Equatable {
    case pair(Pair.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.pair, action: \.pair) { Pair() }
  }
}

extension Counter.State {
  /// Computed, so a read through a scope cannot be found at an offset of the root's state.
  var isEven: Bool { count.isMultiple(of: 2) }
}
