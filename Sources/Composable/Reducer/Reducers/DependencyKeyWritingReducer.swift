import Dependencies

extension Reducer {
  /// Runs this reducer, and the effects it starts, with the dependency at `keyPath` set to
  /// `value`.
  ///
  /// ```swift
  /// Child()
  ///   .dependency(\.uuid, .incrementing)
  /// ```
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    // Key paths into `DependencyValues` capture nothing; the value is the caller's to share.
    nonisolated(unsafe) let keyPath = keyPath
    nonisolated(unsafe) let value = value
    return _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Runs this reducer, and the effects it starts, with the dependency at `keyPath` changed
  /// by `transform`.
  ///
  /// ```swift
  /// Child()
  ///   .transformDependency(\.analytics) { $0.prefix = "child." }
  /// ```
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping @Sendable (inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    nonisolated(unsafe) let keyPath = keyPath
    return _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer ``Reducer/dependency(_:_:)`` builds.
///
/// Overrides chained on one reducer fuse into one layer, as in TCA: in
/// `Feature().dependency(\.uuid, a).dependency(\.uuid, b)` the one written nearest the feature
/// (`a`) wins, and the type stays `_DependencyKeyWritingReducer<Feature>`.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let original: Base
  let base: (inout Base.State, Base.Action) -> Effect<Base.Action>
  let update: @Sendable (inout DependencyValues) -> Void

  init(base: Base, update: @escaping @Sendable (inout DependencyValues) -> Void) {
    // The base is built under the override too, so its `@Dependency` properties see it.
    let dependencies = DependencyValues._current.updated(by: update)
    self.original = base
    self.base = DependencyValues.$_current.withValue(dependencies) { base._resolvedReduce() }
    self.update = update
  }

  /// Adds an override to this layer; the ones already here, nearer the reducer, win.
  ///
  /// ```swift
  /// let reducer: _DependencyKeyWritingReducer<Feature> = Feature()
  ///   .dependency(\.myValue, 42)
  ///   .dependency(\.myValue, 1729)  // 42 wins
  /// ```
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> Self {
    nonisolated(unsafe) let keyPath = keyPath
    nonisolated(unsafe) let value = value
    return fused { $0[keyPath: keyPath] = value }
  }

  /// Adds a transformation to this layer, run before the ones already here.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(\.myValue, 42)
  ///   .transformDependency(\.myValue) { $0 += 1 }  // the feature sees 42
  /// ```
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping @Sendable (inout Value) -> Void
  ) -> Self {
    nonisolated(unsafe) let keyPath = keyPath
    return fused { transform(&$0[keyPath: keyPath]) }
  }

  private func fused(_ outer: @escaping @Sendable (inout DependencyValues) -> Void) -> Self {
    let inner = update
    return Self(base: original) {
      outer(&$0)
      inner(&$0)
    }
  }

  /// Runs the base reducer with the dependency override, and gives its effects the same
  /// override.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let dependencies = DependencyValues._current.updated(by: update)
    let effect = DependencyValues.$_current.withValue(dependencies) {
      base(&state, action)
    }
    // Effects run later, outside this call: they get the override around their work.
    let update = self.update
    return effect.transformingRuns { operation in
      { send in
        await withDependencies(update) { await operation(send) }
      }
    }
  }
}
