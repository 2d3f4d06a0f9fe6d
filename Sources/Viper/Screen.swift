import Synchronization
import Views

/// A module's view as a navigator holds it: the object that owns the module (its VIPER view,
/// which holds the presenter) and how to draw it.
///
/// ```swift
/// navigator.presentSheet(Screen(addTaskModule.view))
/// ```
public struct Screen: Identifiable {
  /// Unique per screen, so a sheet replaced by another gets fresh identities.
  public let id: Int
  /// The module's owner; the screen keeps it (and so the module) alive.
  public let owner: AnyObject
  private let draw: () -> AnyView

  /// A screen for a VIPER view that is also a Views view (the usual case).
  public init<Content: ViperView & View>(_ view: Content) {
    self.init(owner: view) { AnyView(view) }
  }

  /// A screen drawn by a closure, owning `owner` (for views that are not objects, such as a
  /// store-driven view in a hybrid app).
  public init(owner: AnyObject, draw: @escaping () -> AnyView) {
    self.id = ScreenCounter.next()
    self.owner = owner
    self.draw = draw
  }

  /// The screen's content.
  public var view: AnyView { draw() }
}

/// Hands out screen ids; a plain counter behind a lock, since screens may be built on several
/// sessions' isolations at once.
enum ScreenCounter {
  private static let counter = Mutex(0)

  static func next() -> Int {
    counter.withLock {
      $0 += 1
      return $0
    }
  }
}
