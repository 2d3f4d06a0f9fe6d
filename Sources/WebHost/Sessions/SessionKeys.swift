import Synchronization

/// A session's secrets — its id (the cookie's value) and its CSRF token — and whether the app
/// asked for new ones because the user's privileges changed.
///
/// Renewal waits for the next request that presents the current id: only that browser can
/// receive the new cookie, and the old id stops working at that moment.
///
/// ```swift
/// let keys = SessionKeys()
/// keys.requestRenewal()             // the user signed in
/// keys.renew(ifCurrent: keys.id)    // the new id, once
/// ```
final class SessionKeys: Sendable {
  private struct State {
    var id: String
    var csrfToken: String
    var renewalRequested = false
  }

  private let state = Mutex(State(id: RandomToken.make(), csrfToken: RandomToken.make()))

  init() {}

  var id: String { state.withLock { $0.id } }
  var csrfToken: String { state.withLock { $0.csrfToken } }
  var isRenewalRequested: Bool { state.withLock { $0.renewalRequested } }

  func requestRenewal() {
    state.withLock { $0.renewalRequested = true }
  }

  /// New secrets, when a renewal is pending and `id` is still the current id; returns the new
  /// id. A request that presented an id already replaced gets nothing.
  func renew(ifCurrent id: String) -> String? {
    state.withLock { state in
      guard state.renewalRequested, state.id == id else { return nil }
      state = State(id: RandomToken.make(), csrfToken: RandomToken.make())
      return state.id
    }
  }
}
