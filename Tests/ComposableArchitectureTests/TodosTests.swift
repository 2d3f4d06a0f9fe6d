import ComposableArchitecture
import Testing

@MainActor
@Suite struct TodosTests {
  let clock = TestClock()

  @Test func addAndEditByCaseKeyPath() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.todoAnalytics.track = { _ in }
    }
    await store.send(.addTodoButtonTapped) {
      $0.todos.insert(Todo.State(id: UUID(0)), at: 0)
    }
    await store.send(\.binding.filterText, "milk") {
      $0.filterText = "milk"
    }
    await store.send(\.todos[id: UUID(0)].binding.description, "Buy milk") {
      $0.todos[id: UUID(0)]?.description = "Buy milk"
    }
  }

  @Test func completingATodoSortsItAfterASecond() async {
    let store = TestStore(
      initialState: Todos.State(
        todos: [
          Todo.State(description: "Milk", id: UUID(0)),
          Todo.State(description: "Eggs", id: UUID(1)),
        ]
      )
    ) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.todos[id: UUID(0)].binding.isComplete, true) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompletedTodos) {
      $0.todos = [
        Todo.State(description: "Eggs", id: UUID(1)),
        Todo.State(description: "Milk", id: UUID(0), isComplete: true),
      ]
    }
  }

  @Test func clearCompletedAsksFirst() async {
    let store = TestStore(
      initialState: Todos.State(
        todos: [
          Todo.State(description: "Milk", id: UUID(0), isComplete: true),
          Todo.State(description: "Eggs", id: UUID(1)),
        ]
      )
    ) {
      Todos()
    }
    await store.send(.clearCompletedButtonTapped) {
      $0.alert = AlertState {
        TextState("Clear completed todos?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
    await store.send(.clearCompletedButtonTapped) {
      $0.alert = AlertState {
        TextState("Clear completed todos?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(.alert(.presented(.confirmClear))) {
      $0.alert = nil
      $0.todos = [Todo.State(description: "Eggs", id: UUID(1))]
    }
  }

  @Test func nonExhaustiveWithPredicateAndAssert() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.continuousClock = ImmediateClock()
      $0.todoAnalytics.track = { _ in }
    }
    await store.withExhaustivity(.off) {
      await store.send(.addTodoButtonTapped)
      await store.send(.addTodoButtonTapped)
    }
    store.assert {
      $0.todos = [Todo.State(id: UUID(1)), Todo.State(id: UUID(0))]
    }
    await store.send(\.todos[id: UUID(1)].binding.isComplete, true) {
      $0.todos[id: UUID(1)]?.isComplete = true
    }
    await store.receive(
      { if case .sortCompletedTodos = $0 { true } else { false } },
      assert: { $0.todos = [Todo.State(id: UUID(0)), Todo.State(id: UUID(1), isComplete: true)] }
    )
  }

  @Test func dependenciesChangeMidTest() async {
    let events = LockIsolated<[String]>([])
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.todoAnalytics.track = { _ in }
    }
    store.dependencies.todoAnalytics.track = { event in events.withValue { $0.append(event) } }
    await store.send(.addTodoButtonTapped) {
      $0.todos = [Todo.State(id: UUID(0))]
    }
    await store.finish()
    #expect(events.value == ["added"])
    await store.withDependencies {
      $0.uuid = .constant(UUID(42))
      $0.todoAnalytics.track = { event in events.withValue { $0.append("again: " + event) } }
    } operation: {
      await store.send(.addTodoButtonTapped) {
        $0.todos.insert(Todo.State(id: UUID(42)), at: 0)
      }
      await store.finish()
    }
    #expect(events.value == ["added", "again: added"])
  }
}

@MainActor
@Suite struct StoreSpellingsTests {
  @Test func rowStoresAndPrintedChanges() {
    let printed = LockIsolated<[String]>([])
    let store = Store(
      initialState: Todos.State(todos: [Todo.State(description: "Milk", id: UUID(0))])
    ) {
      Todos()._printChanges { line in printed.withValue { $0.append(line) } }
    }
    let rows = store.scope(state: \.todos, action: \.todos)
    #expect(rows.count == 1)
    rows[0].send(.binding(.set(\.description, "Oat milk")))
    #expect(store.todos[id: UUID(0)]?.description == "Oat milk")
    #expect(printed.value.count == 1)
    #expect(printed.value.first?.contains("Oat milk") == true)
  }
}
