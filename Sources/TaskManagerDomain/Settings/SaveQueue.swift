/// Saves made one at a time, in the order the changes were made: the rule every Settings screen
/// follows so that quick changes cannot land out of order.
///
/// Each change is saved at once, but two saves in flight together may finish in either order
/// (cancelling the older one does not stop a write already under way), and the older value
/// would then overwrite the newer one. So while a save is in flight, later changes wait; when it
/// finishes, only the latest of them is saved (it contains the others).
///
/// ```swift
/// var saves = SaveQueue<UserSettings>()
/// if let now = saves.request(changed) { start(now) }  // nil: one is in flight; it waits
/// // … when a save finishes, successfully or not:
/// if let next = saves.finished() { start(next) }
/// ```
public struct SaveQueue<Value: Equatable & Sendable>: Equatable, Sendable {
  /// The value being saved, if a save is in flight.
  public private(set) var inFlight: Value?
  /// The latest value changed while a save was in flight, saved when it finishes.
  public private(set) var waiting: Value?

  public init() {}

  /// Asks to save `value`. Returns it if it should be saved now, or `nil` if a save is in
  /// flight, in which case it replaces any value already waiting.
  public mutating func request(_ value: Value) -> Value? {
    guard inFlight == nil else {
      waiting = value
      return nil
    }
    inFlight = value
    return value
  }

  /// Records that the save in flight finished (saved or failed). Returns the value to save
  /// next, if one was waiting.
  public mutating func finished() -> Value? {
    inFlight = waiting
    waiting = nil
    return inFlight
  }
}
