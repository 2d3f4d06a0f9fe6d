import ComposableArchitecture
import Testing
import XCTest

// Where TCA's tests make their test stores: non-isolated `async` tests (XCTest's and Swift
// Testing's) with `await TestStore(…)`, as well as `@MainActor` ones (issue 36).

@Reducer
struct EchoFeature {
  @ObservableState
  struct State: Equatable {
    var sent = 0
    var echoed = 0
  }
  enum Action {
    case echo
    case send
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .send:
        state.sent += 1
        return .send(.echo)
      case .echo:
        state.echoed += 1
        return .none
      }
    }
  }
}

struct TestStoreIsolationTests {
  @Test func aNonIsolatedTestCreatesAndDrivesATestStore() async {
    let store = await TestStore(initialState: EchoFeature.State()) { EchoFeature() }
    await store.send(.send) { $0.sent = 1 }
    await store.receive(\.echo) { $0.echoed = 1 }
  }

  @Test func theStateIsAsOfTheLastAssertedAction() async {
    let store = await TestStore(initialState: EchoFeature.State()) { EchoFeature() }
    await store.send(.send) { $0.sent = 1 }
    // The echo was reduced already, but the test has not received it yet.
    #expect(await store.state.echoed == 0)
    await store.receive(\.echo) { $0.echoed = 1 }
    #expect(await store.state.echoed == 1)
  }

  @Test func skippingReceivedActionsMovesTheStateOn() async {
    let store = await TestStore(initialState: EchoFeature.State()) { EchoFeature() }
    await store.send(.send) { $0.sent = 1 }
    await store.skipReceivedActions()
    #expect(await store.state.echoed == 1)
  }
}

final class TestStoreIsolationXCTests: XCTestCase {
  func testANonIsolatedXCTestCreatesATestStore() async {
    let store = await TestStore(initialState: EchoFeature.State()) { EchoFeature() }
    await store.send(.send) { $0.sent = 1 }
    await store.receive(\.echo) { $0.echoed = 1 }
  }
}

final class SkippedAssertionsXCTests: XCTestCase {
  // Apple's XCTest shows skipped assertions as expected failures; Linux's has none, and the
  // test must still pass (TCA's SyncUps recording tests turn them on).
  @MainActor
  func testShowingSkippedAssertionsPassesInXCTest() async {
    let store = TestStore(initialState: EchoFeature.State()) { EchoFeature() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.send)
    await store.receive(\.echo)
  }
}
