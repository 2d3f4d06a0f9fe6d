import Composable
import ComposableTesting
import CustomDump
import Foundation
import Testing

/// A parent whose large child is boxed, as an app's signed-in state is.
@Reducer
struct Visit {
  @ObservableState
  struct State: Equatable {
    var title = ""
    @Boxed var child: SignedIn.State?
  }

  enum Action: Equatable {
    case open
    case close
    case child(SignedIn.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .open:
        state.child = SignedIn.State()
        return .none
      case .close:
        state.child = nil
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.child, action: \.child) { SignedIn() }
  }
}

@Reducer
struct SignedIn {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var padding = [Int](repeating: 0, count: 4)
  }

  enum Action: Equatable { case increment }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Suite("Boxed: an optional child on the heap")
struct BoxedTests {
  @Test func anAbsentChildTakesOneWordAndAPresentOneIsShared() {
    #expect(MemoryLayout<Boxed<SignedIn.State>>.size == MemoryLayout<Int>.size)
    var state = Visit.State()
    state.child = SignedIn.State()
    let copy = state
    #expect(copy == state)
    state.child?.count = 5
    #expect(state.child?.count == 5)
    #expect(copy.child?.count == 0, "a copy keeps its value when the other changes")
  }

  @Test func settingNilDropsTheChild() {
    var state = Visit.State()
    state.child = SignedIn.State(count: 2)
    state.child = nil
    #expect(state.child == nil)
    state.child?.count = 9
    #expect(state.child == nil, "writing through an absent child changes nothing")
  }

  @Test @MainActor func aReducerChangesTheSignedInInPlace() async {
    let store = TestStore(initialState: Visit.State()) { Visit() }
    await store.send(.open) { $0.child = SignedIn.State() }
    await store.send(.child(.increment)) { $0.child?.count = 1 }
    await store.send(.close) { $0.child = nil }
  }

  @Test @MainActor func theDebuggersDiffShowsTheChildNotTheBox() throws {
    let diffs = LockIsolated<[String]>([])
    let store = Store(initialState: Visit.State()) {
      Visit().logActions { entry in diffs.withValue { $0.append(entry.stateDiff ?? "") } }
    }
    store.send(.open)
    store.send(.child(.increment))
    let diff = try #require(diffs.value.last)
    #expect(diff.contains("-     count: 0,") && diff.contains("+     count: 1,"), "\(diff)")
    #expect(!diff.contains("Boxed") && !diff.contains("storage"), "\(diff)")
  }

  @Test func dumpsAndCodingShowTheValueNotTheBox() throws {
    var state = Visit.State()
    state.child = SignedIn.State(count: 3)
    var dump = ""
    customDump(state, to: &dump)
    #expect(dump.contains("count: 3"))
    #expect(!dump.contains("Boxed"))
    #expect(!dump.contains("storage"))

    let boxed = Boxed(wrappedValue: 7)
    let data = try JSONEncoder().encode(boxed)
    #expect(String(decoding: data, as: UTF8.self) == "7")
    #expect(try JSONDecoder().decode(Boxed<Int>.self, from: data) == boxed)
    let absent = try JSONDecoder().decode(Boxed<Int>.self, from: Data("null".utf8))
    #expect(absent.wrappedValue == nil)
  }
}
