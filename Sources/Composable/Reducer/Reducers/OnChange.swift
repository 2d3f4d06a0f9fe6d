extension Reducer {
  /// Runs `reducer` after this one whenever the value at `toValue` changed, the way TCA's
  /// `onChange(of:)` does; it is given the old and the new value.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.query) { oldValue, newValue in
  ///     Reduce { state, _ in .send(.search(newValue)) }
  ///   }
  /// ```
  @inlinable
  public func onChange<Value: Equatable, Changed: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value)
      -> Changed
  ) -> _OnChangeReducer<Self, Value, Changed> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Runs `reducer` after this one whenever the value at `toValue` changed by
  /// `isDuplicate`'s measure: for values that are not `Equatable` (a tuple) or that should be
  /// compared by a part (ids only).
  ///
  /// ```swift
  /// .onChange(of: \.rows, removeDuplicates: { $0.ids == $1.ids }) { _, _ in
  ///   Reduce { state, _ in .send(.rowsReordered) }
  /// }
  /// ```
  @inlinable
  public func onChange<Value, Changed: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value)
      -> Changed
  ) -> _OnChangeReducer<Self, Value, Changed> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// The reducer ``Reducer/onChange(of:_:)`` builds.
public struct _OnChangeReducer<Base: Reducer, Value, Changed: Reducer<Base.State, Base.Action>>:
  Reducer
{
  @usableFromInline let base: (inout Base.State, Base.Action) -> Effect<Base.Action>
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let isDuplicate: (Value, Value) -> Bool
  @usableFromInline let reducer: (Value, Value) -> Changed

  @inlinable
  init(
    base: Base,
    toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Changed
  ) {
    self.base = base._resolvedReduce()
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  /// Runs the base reducer, then, if the watched value changed, the reducer built for the
  /// old and new values.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffect = base(&state, action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return baseEffect }
    // Built per change, not per action: it closes over the two values.
    let changedEffect = reducer(oldValue, newValue).reduce(into: &state, action: action)
    return .combining(baseEffect, changedEffect)
  }
}
