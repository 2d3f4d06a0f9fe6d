/// Remembers objects weakly so a test can prove they were released: after a module is
/// dismissed and the test's own references are gone, every tracked part must be `nil`.
///
/// ```swift
/// let tracker = LeakTracker()
/// do {
///   let module = LoginModule.assemble(...)
///   tracker.track(module)
/// }
/// #expect(tracker.survivors.isEmpty)  // or ViperTesting's expectNoLeaks { tracker in … }
/// ```
public final class LeakTracker {
  private struct Entry {
    var name: String
    weak var object: AnyObject?
  }

  private var entries: [Entry] = []

  /// Creates a tracker that tracks nothing yet.
  public init() {}

  /// Tracks one object under a name used in failure messages.
  public func track(_ object: AnyObject, as name: String? = nil) {
    entries.append(Entry(name: name ?? "\(type(of: object))", object: object))
  }

  /// Tracks the four parts of a module.
  public func track<V, P, I, R>(_ module: ViperModule<V, P, I, R>) {
    for part in module.parts { track(part.object, as: part.role) }
  }

  /// How many objects are tracked.
  public var trackedCount: Int { entries.count }

  /// The names of tracked objects that are still alive.
  public var survivors: [String] {
    entries.filter { $0.object != nil }.map(\.name)
  }
}
