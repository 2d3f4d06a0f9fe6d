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
/// Safety: like the ``RootCore`` that owns it, a cell is used on the store's actor only.
class PathObservation<State>: Observable {
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

  /// Whether the value differs in `state` from the one its readers were given.
  func hasChanged(in state: UnsafePointer<State>) -> Bool { true }
}

/// ``PathObservation`` for a value of type `Value`: the key path it is read by and the value
/// its readers were last given.
final class ValueObservation<State, Value: Equatable>: PathObservation<State> {
  let path: KeyPath<State, Value>
  /// Where the value lies in the state when the path is stored properties all the way:
  /// reading it there copies the value alone, where applying the key path to the state can
  /// copy the whole state (every feature of a 200-tab root) in a debug build.
  private let offset: Int?
  private var given: Value?

  init(path: KeyPath<State, Value>) {
    self.path = path
    self.offset = MemoryLayout<State>.offset(of: path)
  }

  private func value(in state: UnsafePointer<State>) -> Value {
    guard let offset else { return state.pointee[keyPath: path] }
    return UnsafeRawPointer(state).advanced(by: offset)
      .assumingMemoryBound(to: Value.self).pointee
  }

  /// The value in `state`, remembered as what its readers were given.
  func read(from state: UnsafePointer<State>) -> Value {
    let value = value(in: state)
    given = value
    return value
  }

  override func hasChanged(in state: UnsafePointer<State>) -> Bool {
    guard let given else { return true }
    return value(in: state) != given
  }
}

/// The values of a root store's state read by key path, each a ``PathObservation``, and which
/// of them were read since their readers were last told of a change: the only ones a send
/// compares.
final class ValueObservations<State> {
  private var byPath: [AnyKeyPath: PathObservation<State>] = [:]
  private var observed: [PathObservation<State>] = []

  /// The value at `path` in `state`, its reader registered for changes of that value only.
  func observe<Value: Equatable>(
    _ path: KeyPath<State, Value>, in state: UnsafePointer<State>
  ) -> Value {
    let observation: ValueObservation<State, Value>
    if let known = byPath[path] {
      // Only a `ValueObservation<State, Value>` is ever stored under a path to a `Value`.
      observation = unsafeDowncast(known, to: ValueObservation<State, Value>.self)
    } else {
      observation = ValueObservation(path: path)
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
  func takeChanged(in state: UnsafePointer<State>) -> [PathObservation<State>] {
    guard !observed.isEmpty else { return [] }
    var changed: [PathObservation<State>] = []
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
