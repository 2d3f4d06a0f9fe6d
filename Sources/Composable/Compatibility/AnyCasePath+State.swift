import CasePaths

extension PresentationState {
  /// One case of the presented enum state (a destination), or `nil` while nothing is
  /// presented or another case is; setting a value replaces the destination, `nil` does
  /// nothing.
  ///
  /// ```swift
  /// $0.$destination[case: \.editTask]?.title = "Buy milk"
  /// ```
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case?
  where State: CasePathable {
    get { wrappedValue.flatMap { $0[case: path] } }
    set {
      guard let newValue, wrappedValue != nil else { return }
      wrappedValue = path(newValue)
    }
  }

  /// One case of the presented enum state, named by a case path value.
  ///
  /// ```swift
  /// $0.$destination[case: /Destination.State.editTask]?.title = "Buy milk"
  /// ```
  public subscript<Case>(case path: AnyCasePath<State, Case>) -> Case? {
    get { wrappedValue.flatMap(path.extract(from:)) }
    set {
      guard let newValue, wrappedValue != nil else { return }
      wrappedValue = path.embed(newValue)
    }
  }
}

extension StackState {
  /// One case of the screen with `id`, named by a case path value.
  ///
  /// ```swift
  /// $0.path[id: 1, case: /Path.State.record]?.secondsElapsed = 1
  /// ```
  public subscript<Case>(id id: StackElementID, case path: AnyCasePath<Element, Case>) -> Case? {
    get { self[id: id].flatMap(path.extract(from:)) }
    set {
      guard let newValue, self[id: id] != nil else { return }
      self[id: id] = path.embed(newValue)
    }
  }
}
