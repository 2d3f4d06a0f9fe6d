import Composable

/// A minimal feature used across the runtime's tests.
struct Counter: Reducer {
  struct State: Equatable, Sendable, Codable {
    var count = 0
    var fact: String?
  }

  @CasePathable
  enum Action: Equatable, Sendable, Codable {
    case incrementTapped
    case decrementTapped
    case factTapped
    case factResponse(String)
    case delayedIncrementTapped
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .decrementTapped:
        state.count -= 1
        return .none
      case .factTapped:
        return .run { [count = state.count] send in
          await send(.factResponse("\(count) is a number"))
        }
      case .factResponse(let fact):
        state.fact = fact
        return .none
      case .delayedIncrementTapped:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.incrementTapped)
        }
      }
    }
  }
}
