/// Builds a reducer from a list of reducers, run one after another for each action, with
/// their effects merged.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Scope(state: \.profile, action: \.profile) { Profile() }
///   Reduce { state, action in … }
/// }
/// ```
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// Resolves each reducer written in the body once, so its `body` is not rebuilt per action.
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(
    _ reducer: R
  ) -> _ResolvedReducer<State, Action> {
    _ResolvedReducer(reducer)
  }

  /// A reducer whose type is erased, `Child() as any ReducerOf<Self>`: resolved like any other.
  @inlinable
  public static func buildExpression(
    _ reducer: any Reducer<State, Action>
  ) -> _ResolvedReducer<State, Action> {
    _ResolvedReducer(reducer)
  }

  /// An empty body: a reducer that does nothing.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// The first reducer of a body, as it is.
  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// Appends the next reducer of a body, to run after the ones before it.
  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0,
    next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(accumulated, next)
  }

  /// A reducer under an `if` without `else`, which does nothing when the condition was false.
  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> _Optional<R> {
    _Optional(wrapped: wrapped)
  }

  /// The reducer of the first of two branches (`if`/`else`, or a `switch`), when it was taken.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer)
  }

  /// The reducer of the second of two branches (`if`/`else`, or a `switch`), when it was taken.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer)
  }

  /// The reducers a `for` loop produced, run in order.
  @inlinable
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> _Array<R> {
    _Array(reducers: reducers)
  }

  /// A reducer under `if #available`, as it is.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(
    _ wrapped: R
  ) -> R {
    wrapped
  }

  /// Two reducers run in order; their effects are merged.
  public struct _Sequence<R0: Reducer, R1: Reducer>: Reducer
  where R0.State == R1.State, R0.Action == R1.Action {
    @usableFromInline let r0: R0
    @usableFromInline let r1: R1

    @inlinable
    init(_ r0: R0, _ r1: R1) {
      self.r0 = r0
      self.r1 = r1
    }

    /// Runs the first reducer, then the second, and merges their effects.
    @inlinable
    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
      let first = r0.reduce(into: &state, action: action)
      let second = r1.reduce(into: &state, action: action)
      return .combining(first, second)
    }

    /// The whole body's reducers as one list, which an action runs only the scopes of its
    /// case in (see `ActionRouter`).
    public func _resolvedReduce() -> (inout R0.State, R0.Action) -> Effect<R0.Action> {
      routedReduce()
    }
  }

  /// A reducer that runs only when present.
  public struct _Optional<Wrapped: Reducer>: Reducer {
    @usableFromInline let wrapped: Wrapped?

    @inlinable
    init(wrapped: Wrapped?) { self.wrapped = wrapped }

    /// Runs the wrapped reducer, or returns no effect when there is none.
    @inlinable
    public func reduce(
      into state: inout Wrapped.State,
      action: Wrapped.Action
    ) -> Effect<Wrapped.Action> {
      wrapped?.reduce(into: &state, action: action) ?? .none
    }
  }

  /// One of two reducers, chosen when the body was built.
  public enum _Conditional<First: Reducer, Second: Reducer>: Reducer
  where First.State == Second.State, First.Action == Second.Action {
    case first(First)
    case second(Second)

    /// Runs whichever reducer was chosen.
    @inlinable
    public func reduce(into state: inout First.State, action: First.Action) -> Effect<
      First.Action
    > {
      switch self {
      case .first(let reducer): reducer.reduce(into: &state, action: action)
      case .second(let reducer): reducer.reduce(into: &state, action: action)
      }
    }
  }

  /// Reducers built by a `for` loop, run in order.
  public struct _Array<Element: Reducer>: Reducer {
    @usableFromInline let reducers: [Element]

    @inlinable
    init(reducers: [Element]) { self.reducers = reducers }

    /// Runs each reducer in order and merges their effects.
    @inlinable
    public func reduce(
      into state: inout Element.State,
      action: Element.Action
    ) -> Effect<Element.Action> {
      .merge(reducers.map { $0.reduce(into: &state, action: action) })
    }
  }
}
