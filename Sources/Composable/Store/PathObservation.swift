import Observation

/// One value of a root store's state that views read by key path (`store.query`,
/// `store.search.query` through a scope), observed on its own: a send that leaves it equal
/// tells nobody who read only it.
///
/// Observing the whole state would wake every view that read any of it on every change: in an
/// app of 200 tabs, typing into one tab's field would resolve the root's body, which reads the
/// selected tab, and build all 200 tabs again. With each read value observed by itself, the
/// root store compares only the values read since it last told their readers, after each send.
///
/// Not generic over the state, so that the root's lists of them are concrete arrays: in the
/// root core's generic code, every operation on an array of a generic class looked up that
/// array's type metadata, on every send (most of a plain send's cost).
///
/// Safety: like the ``RootCore`` that owns it, a cell is used on the store's actor only.
class PathObservation: Observable {
  private let registrar = ObservationRegistrar()
  /// Whether someone read the value since its readers were last told it changed.
  var isObserved = false

  init() {}

  /// Registers the current observation scope (a view's body being resolved) as a reader.
  func access() {
    registrar.access(self, keyPath: \.isObserved)
  }

  /// Tells the readers the value changed; they read it again, and so observe it again.
  func notify() {
    isObserved = false
    registrar.withMutation(of: self, keyPath: \.isObserved) {}
  }

  /// Whether the value differs in `state` (the owning root's state) from the one its readers
  /// were given.
  func hasChanged(in state: UnsafeRawPointer) -> Bool { true }
}

/// ``PathObservation`` for a value of type `Value`: the key path it is read by and the value
/// its readers were last given.
final class ValueObservation<State, Value: Equatable>: PathObservation {
  let path: KeyPath<State, Value>
  /// Reads the value from the state in place, formed once for the path (see
  /// ``reader(for:through:leaf:)``).
  private let read: (UnsafePointer<State>) -> Value
  private var given: Value?

  init(path: KeyPath<State, Value>, read: @escaping (UnsafePointer<State>) -> Value) {
    self.path = path
    self.read = read
  }

  /// How to read `path` from a state in place. Applying a key path to the state can copy the
  /// whole state (every feature of a 200-tab root) in a debug build, so where the path is
  /// stored properties all the way, the value is read at its offset; where only the part up
  /// to a scope's state is (`\.notes4` of `\.notes4.alert`, `alert` computed), the scope's
  /// state is found at its offset and `leaf` applied to it alone.
  static func reader<Child>(
    for path: KeyPath<State, Value>,
    through scope: AnyKeyPath?,
    leaf: KeyPath<Child, Value>?
  ) -> (UnsafePointer<State>) -> Value {
    if let offset = MemoryLayout<State>.offset(of: path) {
      return { state in
        UnsafeRawPointer(state).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
      }
    }
    if let scope = scope as? PartialKeyPath<State>, let leaf,
      let offset = MemoryLayout<State>.offset(of: scope)
    {
      return { state in
        UnsafeRawPointer(state).advanced(by: offset).assumingMemoryBound(to: Child.self)
          .pointee[keyPath: leaf]
      }
    }
    return { state in state.pointee[keyPath: path] }
  }

  /// The value in `state`, remembered as what its readers were given.
  func read(from state: UnsafePointer<State>) -> Value {
    let value = read(state)
    given = value
    return value
  }

  override func hasChanged(in state: UnsafeRawPointer) -> Bool {
    guard let given else { return true }
    return read(state.assumingMemoryBound(to: State.self)) != given
  }
}

/// The values of a root store's state read by key path, each a ``PathObservation``, and which
/// of them were read since their readers were last told of a change: the only ones a send
/// compares.
final class ValueObservations<State> {
  private var byPath: [AnyKeyPath: PathObservation] = [:]
  private var observed: [PathObservation] = []

  /// Whether any value is observed: when none is, a send has nothing to compare.
  var isEmpty: Bool { observed.isEmpty }

  /// The value at `path` in `state`, its reader registered for changes of that value only.
  ///
  /// A path joined through a scope names the scope's part (`scope`, from this state to the
  /// scope's) and the rest (`leaf`, from the scope's state), so the value can be read without
  /// copying this state when only the scope's part is stored properties.
  func observe<Child, Value: Equatable>(
    _ path: KeyPath<State, Value>, in state: UnsafePointer<State>,
    through scope: AnyKeyPath? = nil, leaf: KeyPath<Child, Value>? = nil
  ) -> Value {
    let observation: ValueObservation<State, Value>
    if let known = byPath[path] {
      // Only a `ValueObservation<State, Value>` is ever stored under a path to a `Value`.
      observation = unsafeDowncast(known, to: ValueObservation<State, Value>.self)
    } else {
      observation = ValueObservation(
        path: path, read: ValueObservation.reader(for: path, through: scope, leaf: leaf))
      byPath[path] = observation
    }
    if !observation.isObserved {
      observation.isObserved = true
      observed.append(observation)
    }
    observation.access()
    return observation.read(from: state)
  }

  /// The observed values that differ in `state`, no longer observed: their readers are to be
  /// told (``PathObservation/notify()``), once nothing holds the state, because a reader
  /// may read it again at once. The others stay observed.
  func takeChanged(in state: UnsafePointer<State>) -> [PathObservation] {
    guard !observed.isEmpty else { return [] }
    let state = UnsafeRawPointer(state)
    var changed: [PathObservation] = []
    let candidates = observed
    observed.removeAll(keepingCapacity: true)
    for observation in candidates {
      if observation.hasChanged(in: state) {
        changed.append(observation)
      } else {
        observed.append(observation)
      }
    }
    return changed
  }

  /// Tells every reader: the whole state was replaced.
  func notifyAll() {
    let candidates = observed
    observed.removeAll()
    for observation in candidates { observation.notify() }
  }
}
