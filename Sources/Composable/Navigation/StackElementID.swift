import Dependencies

/// Identifies one element of a ``StackState`` for as long as it is on the stack.
///
/// Ids are generational: each new element gets the next number, and numbers are never reused,
/// so an action addressed to a popped screen cannot reach the screen pushed after it. In tests
/// the numbering starts at 0 for each `TestStore`, so a test can name elements by literal:
///
/// ```swift
/// await store.send(\.path[id: 0].saveTapped)
/// await store.receive(\.path.popFrom, 0) { $0.path.pop(from: 0) }
/// ```
public struct StackElementID: Hashable, Comparable, Sendable {
  /// The element's number in the order elements were created.
  public let generation: Int

  /// An id with a given generation; stacks make their own ids, tests name them by literal.
  public init(generation: Int) {
    self.generation = generation
  }

  /// Orders ids by generation: an older element's id comes first.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// The id with generation `value`, so tests can write `0` for the first element.
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }
}

extension StackElementID: CustomStringConvertible, CustomDumpStringConvertible {
  /// The generation after a `#`: `#0`.
  public var description: String { "#\(generation)" }
  /// The same `#0` form, in dumps and diffs.
  public var customDumpDescription: String { description }
}

/// Hands out the ids of new stack elements: `@Dependency(\.stackElementID)`.
///
/// A test store installs a fresh generator, so each test numbers its elements from 0.
public struct StackElementIDGenerator: Sendable {
  private let nextGeneration: LockIsolated<Int>

  private init(startingAt generation: Int) {
    self.nextGeneration = LockIsolated(generation)
  }

  /// A generator whose first id is `0`.
  public static var incrementing: Self { Self(startingAt: 0) }

  /// The next id, which is then used up.
  public func next() -> StackElementID {
    nextGeneration.withValue { next in
      defer { next += 1 }
      return StackElementID(generation: next)
    }
  }

  /// The id ``next()`` would return, without using it up.
  public func peek() -> StackElementID {
    StackElementID(generation: nextGeneration.value)
  }

  /// A separate generator that continues from where this one is: a test store replays the
  /// test's expectations with it, so `$0.path.append(…)` makes the ids the reducer made.
  public func incrementingCopy() -> Self {
    Self(startingAt: nextGeneration.value)
  }

  /// Makes sure later ids come after `id`, which a `push` action chose itself.
  func skip(past id: StackElementID) {
    nextGeneration.withValue { $0 = max($0, id.generation + 1) }
  }
}

extension DependencyValues {
  /// Makes the ids of new ``StackState`` elements.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { .incrementing }
  static var testValue: StackElementIDGenerator { .incrementing }
}
