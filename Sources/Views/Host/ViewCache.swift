import Observation
import Synchronization

/// What a composed view produced the last time its `body` was resolved, so a render can reuse
/// it when nothing it read changed and its inputs are the same, as SwiftUI does.
///
/// A view's entry is dirty once state read while resolving it (its `body`, its primitives, or
/// anything below it) changes; a dirty entry makes its ancestors dirty too, since their nodes
/// contain its nodes. "The same inputs" is the comparison SwiftUI makes for views that are not
/// `Equatable`: the view's stored bytes (same values, same references, same closures).
@usableFromInline
final class ViewCacheEntry: @unchecked Sendable {
  // `parent` and `isDirty` are read and written under `lock`: Observation calls `markDirty`
  // on whatever thread changed the state.
  private let lock: ViewCacheLock
  private weak var parent: ViewCacheEntry?
  private var isDirty = false
  /// The view as last resolved, compared with the next one; kept alive so the references in
  /// its bytes cannot be reused by other objects.
  @usableFromInline var view: Any
  @usableFromInline var signature: ContextSignature
  @usableFromInline var nodes: [ViewNode] = []
  /// The entries resolved or reused inside this one during its last resolve.
  var children: [ViewCacheEntry] = []
  /// The lazy lists (by path) whose windows its last resolve read.
  var windowPaths: [UInt64] = []
  var generation: Int

  init(lock: ViewCacheLock, view: Any, signature: ContextSignature, generation: Int) {
    self.lock = lock
    self.view = view
    self.signature = signature
    self.generation = generation
  }

  /// Whether the entry can stand for a view with this signature under `parent`.
  func isReusable(under parent: ViewCacheEntry?, _ signature: ContextSignature) -> Bool {
    guard signature == self.signature else { return false }
    return lock.mutex.withLock { _ in
      guard !isDirty else { return false }
      self.parent = parent
      return true
    }
  }

  /// Starts a new resolve of the entry's view under `parent`.
  func restart(under parent: ViewCacheEntry?, view: Any, signature: ContextSignature) {
    self.view = view
    self.signature = signature
    children.removeAll(keepingCapacity: true)
    windowPaths.removeAll(keepingCapacity: true)
    lock.mutex.withLock { _ in
      self.parent = parent
      isDirty = false
    }
  }

  /// Marks the entry and its ancestors as needing a new resolve, and tells the host.
  @usableFromInline
  func markDirty() {
    lock.mutex.withLock { _ in
      var entry: ViewCacheEntry? = self
      while let current = entry, !current.isDirty {
        current.isDirty = true
        entry = current.parent
      }
    }
    lock.onChange()
  }

  func markDirtyWithoutPropagating() {
    lock.mutex.withLock { _ in isDirty = true }
  }
}

/// The lock the entries of one host share, and what to call when one becomes dirty.
final class ViewCacheLock: Sendable {
  /// The hook in a struct, not as the `Mutex`'s value itself: a closure that is the generic
  /// value is stored re-abstracted, and every `withLock` (even one that only reads it, the
  /// value being `inout`) wrote it back wrapped in two more thunks. Each change of a view's
  /// state made the hook one call deeper: after 30,000 events of one session, calling it
  /// took 2–3 ms, most of an event's server CPU (found by `triptych-bench web`).
  private struct Hook {
    var call: (@Sendable () -> Void)?
  }

  let mutex = Mutex(())
  private let hook = Mutex(Hook())

  func setHook(_ newValue: (@Sendable () -> Void)?) {
    hook.withLock { $0.call = newValue }
  }

  func onChange() {
    hook.withLock { $0.call }?()
  }
}

/// The parts of a ``ResolveContext`` a view's nodes depend on besides its path.
@usableFromInline
struct ContextSignature: Equatable {
  @usableFromInline var isDisabled: Bool
  @usableFromInline var style: SemanticStyle?
  @usableFromInline var font: Font?
  @usableFromInline var isInList: Bool
  /// The closures and selections. Held, so its closures cannot be freed and their addresses
  /// reused; compared by bytes, so a list's rows (given a fresh box with the same values on
  /// every render) still match.
  @usableFromInline var actions: ContextActions

  @inlinable
  init(_ context: ResolveContext) {
    isDisabled = context.isDisabled
    style = context.style
    font = context.font
    isInList = context.isInList
    actions = context.actions
  }

  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.isDisabled == rhs.isDisabled && lhs.style == rhs.style && lhs.font == rhs.font
      && lhs.isInList == rhs.isInList
      && (lhs.actions === rhs.actions || haveSameBytes(lhs.actions.values, rhs.actions.values))
  }
}

/// A composed view's place: its structural path and its type (a view whose body is another
/// composed view shares its path).
@usableFromInline
struct ViewCacheKey: Hashable {
  @usableFromInline var path: UInt64
  @usableFromInline var type: ObjectIdentifier

  @inlinable
  init(path: UInt64, type: ObjectIdentifier) {
    self.path = path
    self.type = type
  }
}

/// Whether two values have the same bytes: the same stored values, references and closures.
@inlinable
func haveSameBytes<V>(_ a: V, _ b: V) -> Bool {
  withUnsafeBytes(of: a) { left in
    withUnsafeBytes(of: b) { right in
      left.elementsEqual(right)
    }
  }
}

extension RenderState {
  /// Resolves a composed view, reusing its last nodes when nothing it read changed and its
  /// bytes and context are the same; otherwise resolves its body under its own tracking.
  @inlinable
  func resolve<V: View>(_ view: V, in context: ResolveContext, into nodes: inout [ViewNode]) {
    let key = ViewCacheKey(path: context.path.state, type: ObjectIdentifier(V.self))
    let signature = ContextSignature(context)
    if let entry = reusableEntry(key, signature), let old = entry.view as? V,
      haveSameBytes(old, view)
    {
      reuse(entry)
      nodes.append(contentsOf: entry.nodes)
      return
    }
    let entry = beginResolving(key, view: view, signature: signature)
    var produced: [ViewNode] = []
    withObservationTracking {
      view.body._resolve(in: context, into: &produced)
    } onChange: { [weak entry] in
      entry?.markDirty()
    }
    endResolving(entry, nodes: produced)
    nodes.append(contentsOf: produced)
  }

  @usableFromInline
  func reusableEntry(_ key: ViewCacheKey, _ signature: ContextSignature) -> ViewCacheEntry? {
    guard let entry = viewCache[key], entry.isReusable(under: resolving.last, signature) else {
      return nil
    }
    return entry
  }

  @usableFromInline
  func reuse(_ entry: ViewCacheEntry) {
    resolving.last?.children.append(entry)
    var stack = [entry]
    while let next = stack.popLast() {
      next.generation = generation
      keepWindows(of: next)
      statistics.viewsReused += 1
      stack.append(contentsOf: next.children)
    }
  }

  @usableFromInline
  func beginResolving(_ key: ViewCacheKey, view: Any, signature: ContextSignature)
    -> ViewCacheEntry
  {
    let parent = resolving.last
    let entry: ViewCacheEntry
    if let existing = viewCache[key] {
      existing.restart(under: parent, view: view, signature: signature)
      existing.generation = generation
      entry = existing
    } else {
      entry = ViewCacheEntry(
        lock: cacheLock, view: view, signature: signature, generation: generation)
      entry.restart(under: parent, view: view, signature: signature)
      viewCache[key] = entry
    }
    parent?.children.append(entry)
    resolving.append(entry)
    statistics.viewsResolved += 1
    return entry
  }

  @usableFromInline
  func endResolving(_ entry: ViewCacheEntry, nodes: [ViewNode]) {
    entry.nodes = nodes
    resolving.removeLast()
  }
}
