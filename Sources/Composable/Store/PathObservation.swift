import Observation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// Where the value's bytes lie in the root's state, when they lie in it (a path of stored
  /// properties); `nil` for a value a computed property returns.
  let bytes: Range<Int>?
  /// The last check that considered it (see ``ValueObservations/takeChanged(in:)``).
  var checkedIn = 0

  init(bytes: Range<Int>?) {
    self.bytes = bytes
  }

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
    super.init(
      bytes: MemoryLayout<State>.offset(of: path).map { $0..<$0 + MemoryLayout<Value>.size })
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

  /// Whether the value in `state` differs from the one its readers were given. An equal
  /// value is kept in its place: it shares its buffers with the state, so that a change to
  /// them in place is impossible (see ``ValueObservations``).
  override func hasChanged(in state: UnsafeRawPointer) -> Bool {
    guard let given else { return true }
    let value = read(state.assumingMemoryBound(to: State.self))
    guard value == given else { return true }
    self.given = value
    return false
  }
}

/// The values of a root store's state read by key path, each a ``PathObservation``, and which
/// of them were read since their readers were last told of a change: the only ones a send
/// compares.
///
/// A send compares only the values whose bytes changed. The store keeps a copy of its state's
/// bytes (not a copy of the state: nothing in it is retained) and, after each send, finds the
/// 64-byte blocks that differ; only observed values lying in those blocks are compared. In an
/// app of 200 tabs a keystroke in one compares that tab's values, not the 300 others read.
///
/// Why bytes that did not change mean a value did not: a value read at a known place is kept
/// as its readers were given it, so its buffers (a string's, an array's) are shared with the
/// state and a reducer cannot change them in place: the change copies them, and the
/// reference in the state's bytes changes. A value a computed property returns has no place;
/// such values are compared after every send, as before.
final class ValueObservations<State> {
  private var byPath: [AnyKeyPath: PathObservation] = [:]
  /// Observed values with no place in the state's bytes: compared after every send.
  private var observedAnywhere: [PathObservation] = []
  /// Every value with a place ever observed, listed in each block its bytes touch.
  private var blocks: [[PathObservation]]
  /// How many of those are observed now.
  private var placedCount = 0
  /// The state's bytes after the last send, or when it was last read after a send nobody
  /// was watching.
  private let snapshot: UnsafeMutableRawPointer
  /// Whether the state may differ from `snapshot` (a send with nothing observed; a replaced
  /// state).
  private var snapshotIsStale = true
  /// Numbers each check, to compare a value in several changed blocks once.
  private var checks = 0

  private static var blockSize: Int { 64 }
  private static var size: Int { MemoryLayout<State>.size }

  init() {
    blocks = Array(repeating: [], count: (Self.size + Self.blockSize - 1) / Self.blockSize)
    snapshot = .allocate(
      byteCount: max(Self.size, 1), alignment: MemoryLayout<State>.alignment)
  }

  deinit {
    snapshot.deallocate()
  }

  /// Whether any value is observed: when none is, a send has nothing to compare.
  var isEmpty: Bool { placedCount == 0 && observedAnywhere.isEmpty }

  /// Notes that the state may have changed while nothing was observed, so that the copy of
  /// its bytes is taken again before a value is next read.
  func stateMayHaveChanged() {
    snapshotIsStale = true
  }

  /// The value at `path` in `state`, its reader registered for changes of that value only.
  ///
  /// A path joined through a scope names the scope's part (`scope`, from this state to the
  /// scope's) and the rest (`leaf`, from the scope's state), so the value can be read without
  /// copying this state when only the scope's part is stored properties.
  func observe<Child, Value: Equatable>(
    _ path: KeyPath<State, Value>, in state: UnsafePointer<State>,
    through scope: AnyKeyPath? = nil, leaf: KeyPath<Child, Value>? = nil
  ) -> Value {
    if snapshotIsStale {
      // Nothing with a place is observed (a send would have compared it): the copy can be
      // taken now, matching what every value read from here on is given.
      snapshot.copyMemory(from: state, byteCount: Self.size)
      snapshotIsStale = false
    }
    let observation: ValueObservation<State, Value>
    if let known = byPath[path] {
      // Only a `ValueObservation<State, Value>` is ever stored under a path to a `Value`.
      observation = unsafeDowncast(known, to: ValueObservation<State, Value>.self)
    } else {
      observation = ValueObservation(
        path: path, read: ValueObservation.reader(for: path, through: scope, leaf: leaf))
      byPath[path] = observation
      if let bytes = observation.bytes { index(observation, at: bytes) }
    }
    if !observation.isObserved {
      observation.isObserved = true
      if observation.bytes == nil {
        observedAnywhere.append(observation)
      } else {
        placedCount += 1
      }
    }
    observation.access()
    return observation.read(from: state)
  }

  private func index(_ observation: PathObservation, at bytes: Range<Int>) {
    guard !bytes.isEmpty else { return }  // A value of no size never changes.
    var block = bytes.lowerBound / Self.blockSize
    while block * Self.blockSize < bytes.upperBound {
      blocks[block].append(observation)
      block += 1
    }
  }

  /// The observed values that differ in `state`, no longer observed: their readers are to be
  /// told (``PathObservation/notify()``), once nothing holds the state, because a reader
  /// may read it again at once. The others stay observed.
  func takeChanged(in state: UnsafePointer<State>) -> [PathObservation] {
    let state = UnsafeRawPointer(state)
    var changed: [PathObservation] = []
    if placedCount > 0 {
      checks += 1
      for block in changedBlocks(in: state) {
        for observation in blocks[block] where observation.isObserved {
          guard observation.checkedIn != checks else { continue }
          observation.checkedIn = checks
          if observation.hasChanged(in: state) {
            observation.isObserved = false
            placedCount -= 1
            changed.append(observation)
          }
        }
      }
    } else {
      // Nothing placed to check: the copy is taken again when a value is next read.
      snapshotIsStale = true
    }
    if !observedAnywhere.isEmpty {
      let candidates = observedAnywhere
      observedAnywhere.removeAll(keepingCapacity: true)
      for observation in candidates {
        if observation.hasChanged(in: state) {
          observation.isObserved = false
          changed.append(observation)
        } else {
          observedAnywhere.append(observation)
        }
      }
    }
    return changed
  }

  /// The blocks whose bytes in `state` differ from the copy, which then matches `state`
  /// again. Compared a kilobyte at a time first: most of a large state is as it was.
  private func changedBlocks(in state: UnsafeRawPointer) -> [Int] {
    let size = Self.size
    let blockSize = Self.blockSize
    let chunkSize = blockSize * 16
    var found: [Int] = []
    var chunk = 0
    while chunk < size {
      let chunkLength = min(chunkSize, size - chunk)
      if memcmp(state + chunk, snapshot + chunk, chunkLength) != 0 {
        var block = chunk
        while block < chunk + chunkLength {
          let length = min(blockSize, size - block)
          if memcmp(state + block, snapshot + block, length) != 0 {
            found.append(block / blockSize)
          }
          block += blockSize
        }
        (snapshot + chunk).copyMemory(from: state + chunk, byteCount: chunkLength)
      }
      chunk += chunkSize
    }
    return found
  }

  /// Tells every reader: the whole state was replaced.
  func notifyAll() {
    snapshotIsStale = true
    var candidates = observedAnywhere
    observedAnywhere.removeAll()
    for observation in byPath.values where observation.isObserved && observation.bytes != nil {
      candidates.append(observation)
    }
    placedCount = 0
    for observation in candidates { observation.notify() }
  }
}
