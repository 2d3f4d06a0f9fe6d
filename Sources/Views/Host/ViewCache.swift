import Observation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a composed view produced the last time its `body` was resolved, so a render can reuse
/// it when nothing it read changed and its inputs are the same, as SwiftUI does.
///
/// An entry is dirty once state read while resolving its own `body` changes: only its body runs
/// again. Its ancestors are told that something inside them changed: a render re-resolves the
/// dirty entries alone, with the view and context they had, and splices their new nodes into
/// the ancestors' nodes (see ``RenderState/refresh(_:)``). An *opaque* entry's nodes were
/// rewritten by the primitive that holds them (a button's label, a picker's options, a
/// `.tag`): a change in it makes its parent's body run again instead. "The same inputs" is the
/// comparison SwiftUI makes for views that are not `Equatable`: the view's stored bytes (same
/// values, same references, same closures).
@usableFromInline
final class ViewCacheEntry: @unchecked Sendable {
  // `parent` and the flags are read and written under `lock`: Observation calls `markDirty`
  // on whatever thread changed the state.
  private let lock: ViewCacheLock
  private weak var parent: ViewCacheEntry?
  private var isDirty = false
  private var hasDirtyDescendant = false
  private var isOpaqueToParent = false
  /// The view as last resolved, compared with the next one and resolved again on its own when
  /// dirty; kept alive so the references in its bytes cannot be reused by other objects.
  @usableFromInline var view: any View
  /// The context it was resolved in, without the render state (which holds the entry).
  @usableFromInline var context: ResolveContext
  @usableFromInline var signature: ContextSignature
  @usableFromInline var nodes: [ViewNode] = []
  /// The entries resolved or reused inside this one during its last resolve.
  var children: [ViewCacheEntry] = []
  /// The lazy lists (by path) whose windows its last resolve read.
  var windowPaths: [UInt64] = []
  var generation: Int

  init(
    lock: ViewCacheLock, view: any View, context: ResolveContext, signature: ContextSignature,
    generation: Int
  ) {
    self.lock = lock
    self.view = view
    self.context = context
    self.signature = signature
    self.generation = generation
  }

  /// What a render must do with the entry.
  enum Freshness {
    /// Nothing it read changed: its nodes stand.
    case clean
    /// Views inside it are dirty: resolve them and splice their nodes into its nodes.
    case changedInside
    /// Its own body read state that changed: resolve it again.
    case dirty
  }

  /// The entry's freshness under `parent`, which now holds it; taking `.changedInside`
  /// clears it (a change arriving meanwhile sets it again).
  func claim(under parent: ViewCacheEntry?) -> Freshness {
    lock.mutex.withLock { _ in
      self.parent = parent
      if isDirty { return .dirty }
      guard hasDirtyDescendant else { return .clean }
      hasDirtyDescendant = false
      return .changedInside
    }
  }

  /// Starts a new resolve of the entry's view under `parent`.
  /// `keepsOpacity` is for a resolve its parent does not take part in (see
  /// ``RenderState/refresh(_:)``), which cannot mark it again.
  func restart(
    under parent: ViewCacheEntry?, view: any View, context: ResolveContext,
    signature: ContextSignature, keepsOpacity: Bool = false
  ) {
    self.view = view
    self.context = context
    self.signature = signature
    children.removeAll(keepingCapacity: true)
    windowPaths.removeAll(keepingCapacity: true)
    lock.mutex.withLock { _ in
      self.parent = parent
      isDirty = false
      hasDirtyDescendant = false
      if !keepsOpacity { isOpaqueToParent = false }
    }
  }

  /// Whether a change in the entry makes its parent's body run again (see the type's notes).
  func setOpaqueToParent(_ isOpaque: Bool) {
    lock.mutex.withLock { _ in isOpaqueToParent = isOpaque }
  }

  /// Marks the entry as needing a new resolve, its ancestors as holding a changed view (or,
  /// above an opaque one, as needing a new resolve too), and tells the host.
  @usableFromInline
  func markDirty() {
    lock.mutex.withLock { _ in
      guard !isDirty else { return }
      isDirty = true
      var child = self
      while let parent = child.parent {
        // An ancestor already marked has its own ancestors marked: stop there.
        let wasMarked = parent.isDirty || parent.hasDirtyDescendant
        if child.isOpaqueToParent {
          parent.isDirty = true
        } else {
          parent.hasDirtyDescendant = true
        }
        if wasMarked { break }
        child = parent
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
///
/// Padding counts too: a view whose stored properties leave a gap between them (a 37-byte
/// value before an `Int`) holds whatever bytes the gap had and may compare as changed on
/// every render. Store the widest-aligned properties first.
@inlinable
func haveSameBytes<V>(_ a: V, _ b: V) -> Bool {
  // `memcmp`, not `elementsEqual`: a debug build runs that generic loop byte by byte,
  // unspecialised, for every view a render reuses.
  withUnsafeBytes(of: a) { left in
    withUnsafeBytes(of: b) { right in
      guard left.count == right.count else { return false }
      guard let leftStart = left.baseAddress, let rightStart = right.baseAddress else {
        return true
      }
      return memcmp(leftStart, rightStart, left.count) == 0
    }
  }
}

extension RenderState {
  /// Resolves a composed view, reusing its last nodes when nothing it read changed and its
  /// bytes and context are the same (bringing in the views inside it that changed); otherwise
  /// resolves its body under its own tracking.
  ///
  /// Inside another view's body the work is deferred (see RenderState+Deferral.swift): a placeholder stands
  /// for the view's nodes until that body's tracking has ended.
  @inlinable
  func resolve<V: View>(_ view: V, in context: ResolveContext, into nodes: inout [ViewNode]) {
    let key = ViewCacheKey(path: context.path.state, type: ObjectIdentifier(V.self))
    let signature = ContextSignature(context)
    if let entry = viewCache[key], entry.signature == signature, let old = entry.view as? V,
      haveSameBytes(old, view), reuseIfFresh(entry, in: context, into: &nodes)
    {
      return
    }
    let entry = beginResolving(key, view: view, context: context, signature: signature)
    if defersResolving {
      deferResolving(entry, in: context, into: &nodes)
    } else {
      nodes.append(contentsOf: resolveBody(of: view, entry: entry, in: context))
    }
  }

  /// Resolves `view.body` as `entry`'s content, under the entry's own tracking, then the views
  /// its body deferred.
  @inlinable
  func resolveBody<V: View>(of view: V, entry: ViewCacheEntry, in context: ResolveContext)
    -> [ViewNode]
  {
    resolving.append(entry)
    beginTracking()
    var produced: [ViewNode] = []
    withObservationTracking {
      view.body._resolve(in: context, into: &produced)
    } onChange: { [weak entry] in
      entry?.markDirty()
    }
    endTracking(filling: &produced)
    resolving.removeLast()
    entry.nodes = produced
    return produced
  }

  /// Appends the entry's nodes when they can stand (after bringing in what changed inside it)
  /// and returns true; false when its body must run again.
  @usableFromInline
  func reuseIfFresh(
    _ entry: ViewCacheEntry, in context: ResolveContext, into nodes: inout [ViewNode]
  ) -> Bool {
    let parent = resolving.last
    let freshness = entry.claim(under: parent)
    guard freshness != .dirty else { return false }
    parent?.children.append(entry)
    entry.setOpaqueToParent(isInOpaqueRegion)
    if freshness == .clean {
      reuse(entry)
      nodes.append(contentsOf: entry.nodes)
    } else if defersResolving {
      deferRefreshing(entry, in: context, into: &nodes)
    } else {
      refresh(entry)
      nodes.append(contentsOf: entry.nodes)
    }
    return true
  }

  @usableFromInline
  func beginResolving(
    _ key: ViewCacheKey, view: any View, context: ResolveContext, signature: ContextSignature
  ) -> ViewCacheEntry {
    let parent = resolving.last
    var stored = context
    stored.render = nil
    let entry: ViewCacheEntry
    if let existing = viewCache[key] {
      existing.restart(under: parent, view: view, context: stored, signature: signature)
      existing.generation = generation
      entry = existing
    } else {
      entry = ViewCacheEntry(
        lock: cacheLock, view: view, context: stored, signature: signature,
        generation: generation)
      entry.restart(under: parent, view: view, context: stored, signature: signature)
      viewCache[key] = entry
    }
    entry.setOpaqueToParent(isInOpaqueRegion)
    parent?.children.append(entry)
    statistics.viewsResolved += 1
    return entry
  }
}
