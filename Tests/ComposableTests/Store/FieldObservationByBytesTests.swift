import Composable
import Observation
import Testing

/// After a send the store compares only the read values whose bytes in the state changed
/// (see `FieldObservationTests` for who is told what). These pin the cases where bytes alone
/// could mislead: a buffer changed in place, a value replaced by an equal one in a new buffer,
/// and changes made while nobody was watching.
@MainActor
@Suite struct FieldObservationByBytesTests {
  @Test func anArrayGrownInPlaceIsAChange() {
    let store = Store(initialState: Buffers.State()) { Buffers() }
    let items = observingChange { _ = store.items }
    // Within the reserved capacity: an array nobody else holds would grow in place.
    store.send(.append(1))
    #expect(items.value)
    #expect(store.items == [1])
  }

  @Test func anEqualValueInANewBufferIsNotAChangeButWhatFollowsIs() {
    let store = Store(initialState: Buffers.State(items: [1, 2])) { Buffers() }
    let first = observingChange { _ = store.items }
    store.send(.copyItems)
    #expect(!first.value)
    // The copy's buffer is the state's alone unless the store keeps what it compared.
    store.send(.append(3))
    #expect(first.value)
    #expect(store.items == [1, 2, 3])
  }

  @Test func aChangeWhileNobodyWatchedIsSeenByTheNextReader() {
    let store = Store(initialState: Buffers.State()) { Buffers() }
    let first = observingChange { _ = store.count }
    store.send(.setCount(5))
    #expect(first.value)
    // Nobody reads `count` now: this send compares nothing.
    store.send(.setCount(7))
    let second = observingChange { _ = store.count }
    #expect(store.count == 7)
    // Back to the bytes of the last send anyone watched.
    store.send(.setCount(5))
    #expect(second.value)
  }

  @Test func aValueFarFromTheChangeIsNotCompared() {
    let store = Store(initialState: Buffers.State()) { Buffers() }
    let far = observingChange { _ = store.far.count }
    let count = observingChange { _ = store.count }
    store.send(.setCount(1))
    #expect(count.value)
    #expect(!far.value)
    store.send(.setFar(2))
    #expect(far.value)
  }

  @Test func aComputedValueIsStillComparedOnEverySend() {
    let store = Store(initialState: Buffers.State()) { Buffers() }
    let isEmpty = observingChange { _ = store.hasNoItems }
    store.send(.append(1))
    #expect(isEmpty.value)
  }
}

struct Buffers: Reducer {
  struct State: Equatable {
    var count = 0
    var items: [Int]
    /// Keeps `far` in other blocks of the state's bytes than `count`.
    var padding = Padding()
    var far = Far()

    init(items: [Int] = []) {
      var reserved: [Int] = []
      reserved.reserveCapacity(16)
      reserved.append(contentsOf: items)
      self.items = reserved
    }

    var hasNoItems: Bool { items.isEmpty }
  }
  struct Padding: Equatable {
    var bytes = (
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    )
    static func == (lhs: Self, rhs: Self) -> Bool { true }
  }
  struct Far: Equatable {
    var count = 0
  }
  enum Action: Equatable {
    case append(Int)
    case copyItems
    case setCount(Int)
    case setFar(Int)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .append(let item): state.items.append(item)
    case .copyItems:
      var copy: [Int] = []
      copy.reserveCapacity(16)
      copy.append(contentsOf: state.items)
      state.items = copy
    case .setCount(let count): state.count = count
    case .setFar(let count): state.far.count = count
    }
    return .none
  }
}
