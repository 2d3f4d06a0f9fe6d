import Dependencies
import OrderedCollections

/// The screens of a navigation stack, bottom first, each with a ``StackElementID``.
///
/// It is a collection of the screens' states; new screens get their ids from
/// `@Dependency(\.stackElementID)`, so tests can predict them.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var path = StackState<Path.State>()
/// }
/// // …
/// state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
/// ```
public struct StackState<Element> {
  // Ids in stack order, each with its screen: a lookup by id is a hash lookup.
  fileprivate var storage: OrderedDictionary<StackElementID, Element>

  /// An empty stack.
  public init() {
    self.storage = [:]
  }

  /// A stack of `elements`, bottom first, with new ids.
  public init(_ elements: some Sequence<Element>) {
    @Dependency(\.stackElementID) var stackElementID
    self.storage = [:]
    for element in elements { storage[stackElementID.next()] = element }
  }

  /// The ids of the screens, bottom first.
  public var ids: OrderedSet<StackElementID> { storage.keys }

  /// The screen with `id`, or `nil`; setting `nil` removes it (and only it).
  public subscript(id id: StackElementID) -> Element? {
    get { storage[id] }
    set { storage[id] = newValue }
  }

  /// One case of the screen with `id`, when its state is an enum (a `@Reducer enum Path`);
  /// setting it replaces the screen, and setting `nil` does nothing.
  ///
  /// ```swift
  /// $0.path[id: 1, case: \.record]?.secondsElapsed = 1
  /// ```
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case?
  where Element: CasePathable {
    get { self[id: id].flatMap { $0[case: path] } }
    set {
      guard let newValue, storage[id] != nil else { return }
      storage[id] = path(newValue)
    }
  }

  /// Changes the screen with `id` in place; `nil` when there is none.
  @discardableResult
  public mutating func modify<Result>(
    id: StackElementID, _ body: (inout Element) -> Result
  ) -> Result? {
    guard let index = storage.index(forKey: id) else { return nil }
    return body(&storage.values[index])
  }

  /// Pushes `element` with the given id (what a `push` action does).
  mutating func push(_ element: Element, id: StackElementID) {
    storage[id] = element
  }

  /// Pops the screen with `id` and every screen above it.
  ///
  /// ```swift
  /// state.path.pop(from: id)
  /// ```
  public mutating func pop(from id: StackElementID) {
    guard let index = storage.index(forKey: id) else { return }
    storage.removeSubrange(index...)
  }

  /// Pops every screen above the one with `id`.
  public mutating func pop(to id: StackElementID) {
    guard let index = storage.index(forKey: id) else { return }
    storage.removeSubrange((index + 1)...)
  }
}

extension StackState: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// The position of the bottom screen: always `0`.
  public var startIndex: Int { 0 }
  /// The position after the top screen: the number of screens.
  public var endIndex: Int { storage.count }

  /// The screen at `position`, counted from the bottom; setting it keeps the screen's id.
  public subscript(position: Int) -> Element {
    get { storage.values[position] }
    set { storage.values[position] = newValue }
  }

  /// Replaces screens; each new screen gets a new id, so no action meant for a replaced
  /// screen reaches its successor.
  public mutating func replaceSubrange<C: Collection<Element>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    @Dependency(\.stackElementID) var stackElementID
    var rebuilt = OrderedDictionary<StackElementID, Element>()
    rebuilt.reserveCapacity(storage.count - subrange.count + newElements.count)
    for (id, element) in storage.elements[..<subrange.lowerBound] { rebuilt[id] = element }
    for element in newElements { rebuilt[stackElementID.next()] = element }
    for (id, element) in storage.elements[subrange.upperBound...] { rebuilt[id] = element }
    storage = rebuilt
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of the given screens, bottom first, each with a new id.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

// Ids take part in equality: in a test, `$0.path[id: 0]` and `$0.path.append(…)` say which
// screen changed, and the test store replays them with the ids the reducer used.
extension StackState: Equatable where Element: Equatable {}
extension StackState: Hashable where Element: Hashable {}
extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomDumpReflectable {
  /// Dumps the stack as a dictionary from screen ids to screens, bottom first.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: storage.map { (id: $0.key, element: $0.value) },
      displayStyle: .dictionary
    )
  }
}
