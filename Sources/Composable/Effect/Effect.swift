/// Work a reducer asks the store to do after it has changed the state: send more actions, run
/// asynchronous code, or cancel work already running.
///
/// A reducer returns an effect for every action; most return ``none``.
///
/// ```swift
/// case .refreshTapped:
///   state.isLoading = true
///   return .run { send in
///     let items = try await api.fetchItems()
///     await send(.itemsLoaded(items))
///   }
/// ```
public struct Effect<Action> {
  @usableFromInline
  indirect enum Operation {
    case none
    case send(Action)
    case run(priority: TaskPriority?, operation: @Sendable (Send<Action>) async -> Void)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(id: AnyHashable, cancelInFlight: Bool, effect: Effect)
    case cancel(id: AnyHashable)
  }

  @usableFromInline
  let operation: Operation

  @usableFromInline
  init(operation: Operation) {
    self.operation = operation
  }
}

extension Effect {
  /// An effect that does nothing.
  ///
  /// ```swift
  /// case .incrementTapped:
  ///   state.count += 1
  ///   return .none
  /// ```
  @inlinable
  public static var none: Self { Self(operation: .none) }

  /// An effect that sends `action` straight back into the store, synchronously, right after
  /// the current action has been reduced.
  ///
  /// Prefer calling shared logic directly over sending actions to share it; `.send` is for
  /// telling a parent something happened (`return .send(.delegate(.saved(item)))`).
  @inlinable
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// Runs effects at the same time. The merged effect finishes when all of them have.
  ///
  /// ```swift
  /// return .merge(.send(.startTimer), .run { _ in await analytics.track("opened") })
  /// ```
  public static func merge(_ effects: Self...) -> Self {
    .merge(effects)
  }

  /// Runs a sequence of effects at the same time.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: .merge(effects))
    }
  }

  /// Runs effects one after another: each starts when the previous one has finished.
  ///
  /// ```swift
  /// return .concatenate(.run { _ in try await clock.sleep(for: .seconds(1)) }, .send(.timeout))
  /// ```
  public static func concatenate(_ effects: Self...) -> Self {
    .concatenate(effects)
  }

  /// Runs a sequence of effects one after another.
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: .concatenate(effects))
    }
  }

  /// Merges this effect with another one.
  ///
  /// ```swift
  /// return childEffect.merge(with: .send(.childDidChange))
  /// ```
  public func merge(with other: Self) -> Self {
    .merge(self, other)
  }

  /// Runs `other` after this effect has finished.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }

  /// Merges two effects, passing one through when the other does nothing, so composing
  /// reducers that mostly return `.none` allocates nothing.
  @inlinable
  static func combining(_ first: Self, _ second: Self) -> Self {
    if first.isNone { return second }
    if second.isNone { return first }
    return Self(operation: .merge([first, second]))
  }

  /// Whether this effect does nothing; composition skips such effects without allocating.
  @inlinable
  public var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}
