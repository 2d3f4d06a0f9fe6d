import Synchronization

/// The live sessions by id, with their last use, so idle ones expire and their number is
/// capped. Lookups are synchronous and short (a lock, no actor hop), so one busy session never
/// slows down another.
///
/// One client must not be able to fill the table: a session counts as *anonymous* until its
/// app first asks for new keys (someone signed in), and each client address keeps at most
/// ``SessionLimits/anonymousPerAddress`` anonymous sessions (its oldest is ended for a new
/// one). At the cap, the least recently used anonymous session makes room; only when every
/// session is signed in are new visitors turned away.
final class SessionRegistry: Sendable {
  enum Lookup {
    case found(Session)
    /// The id is well formed but names no live session (expired, or the server restarted).
    case gone
  }

  private struct Entry {
    var session: Session
    var lastSeen: Duration
    /// When the session began, or last signed in or out: it ends this long after, however
    /// busy (``SessionLimits/maximumAge``).
    var since: Duration
    var address: String?
    var isAnonymous = true
  }

  private struct State {
    var sessions: [String: Entry] = [:]
    /// Each address's anonymous session ids, oldest first; ids that have since gone or signed
    /// in are skipped when met.
    var anonymousByAddress: [String: [String]] = [:]
  }

  private let state = Mutex(State())
  private let limits: SessionLimits
  private let now: @Sendable () -> Duration

  init(limits: SessionLimits, now: @escaping @Sendable () -> Duration) {
    self.limits = limits
    self.now = now
  }

  var count: Int { state.withLock { $0.sessions.count } }

  /// The session with this id, marked as just used; expired sessions are removed and `gone`.
  func lookup(_ id: String) -> Lookup {
    let now = now()
    let (lookup, expired) = state.withLock { state -> (Lookup, Session?) in
      guard var entry = state.sessions[id] else { return (.gone, nil) }
      guard !isExpired(entry, now: now) else {
        state.sessions[id] = nil
        return (.gone, entry.session)
      }
      entry.lastSeen = now
      state.sessions[id] = entry
      return (.found(entry.session), nil)
    }
    if let expired { Task { await expired.end() } }
    return lookup
  }

  /// Adds a session for a client at `address` made by `make`; `nil` when the table is full of
  /// signed-in sessions. Makes room by ending expired sessions, then the address's oldest
  /// anonymous one (past its quota), then the least recently used anonymous one (at the cap).
  func add(address: String?, _ make: () -> Session) -> Session? {
    let now = now()
    let (session, ended) = state.withLock { state -> (Session?, [Session]) in
      var ended: [Session] = []
      if let address {
        ended += makeRoomForAnonymous(at: address, in: &state)
      }
      if state.sessions.count >= limits.maxSessions {
        ended += removeExpired(from: &state, now: now)
      }
      if state.sessions.count >= limits.maxSessions,
        let (id, _) = state.sessions.lazy.filter({ $0.value.isAnonymous })
          .min(by: { $0.value.lastSeen < $1.value.lastSeen }),
        let entry = state.sessions.removeValue(forKey: id)
      {
        ended.append(entry.session)
      }
      guard state.sessions.count < limits.maxSessions else { return (nil, ended) }
      let session = make()
      state.sessions[session.id] = Entry(
        session: session, lastSeen: now, since: now, address: address)
      if let address { state.anonymousByAddress[address, default: []].append(session.id) }
      return (session, ended)
    }
    for session in ended { Task { await session.end() } }
    return session
  }

  /// Ends the address's oldest anonymous sessions until a new one fits its quota.
  private func makeRoomForAnonymous(at address: String, in state: inout State) -> [Session] {
    guard var ids = state.anonymousByAddress[address] else { return [] }
    ids.removeAll { state.sessions[$0]?.isAnonymous != true }
    var ended: [Session] = []
    while ids.count >= limits.anonymousPerAddress {
      let oldest = ids.removeFirst()
      if let entry = state.sessions.removeValue(forKey: oldest) { ended.append(entry.session) }
    }
    state.anonymousByAddress[address] = ids.isEmpty ? nil : ids
    return ended
  }

  /// Moves `session` to a new id when its app asked for one and `presentedID` is still its id;
  /// returns the new id, which the caller sends as the cookie. From then on the old id is
  /// `gone`. The session is no longer anonymous, and its maximum age starts again.
  func renewIfRequested(_ session: Session, presentedID: String) -> String? {
    guard session.keys.isRenewalRequested else { return nil }
    let now = now()
    return state.withLock { state -> String? in
      guard var entry = state.sessions[presentedID], entry.session === session,
        let newID = session.keys.renew(ifCurrent: presentedID)
      else { return nil }
      state.sessions[presentedID] = nil
      entry.isAnonymous = false
      entry.since = now
      state.sessions[newID] = entry
      return newID
    }
  }

  /// Removes every expired session; returns how many ended.
  @discardableResult
  func sweep() -> Int {
    let now = now()
    let expired = state.withLock { removeExpired(from: &$0, now: now) }
    for session in expired { Task { await session.end() } }
    return expired.count
  }

  /// Ends every session (at shutdown).
  func removeAll() -> [Session] {
    state.withLock { state in
      defer { state = State() }
      return state.sessions.values.map(\.session)
    }
  }

  private func isExpired(_ entry: Entry, now: Duration) -> Bool {
    now - entry.lastSeen > limits.idleTimeout || now - entry.since > limits.maximumAge
  }

  private func removeExpired(from state: inout State, now: Duration) -> [Session] {
    let expiredIDs = state.sessions.filter { isExpired($0.value, now: now) }.keys
    let ended = expiredIDs.compactMap { state.sessions.removeValue(forKey: $0)?.session }
    if !ended.isEmpty {
      state.anonymousByAddress = state.anonymousByAddress.compactMapValues { ids in
        let live = ids.filter { state.sessions[$0]?.isAnonymous == true }
        return live.isEmpty ? nil : live
      }
    }
    return ended
  }
}

/// How many sessions a host keeps and for how long.
///
/// ```swift
/// var configuration = WebHostConfiguration()
/// configuration.sessionLimits.maximumAge = .seconds(8 * 3600)
/// ```
public struct SessionLimits: Sendable, Hashable {
  /// A session unused for this long ends (its app is released).
  public var idleTimeout: Duration = .seconds(30 * 60)
  /// A session ends this long after it began or last signed in, however busy: the user then
  /// signs in again (OWASP ASVS 3.3.2 asks for at most 12 hours).
  public var maximumAge: Duration = .seconds(12 * 60 * 60)
  /// At most this many live sessions; new visitors beyond it get a clear 503 page once every
  /// session is a signed-in one.
  public var maxSessions = 10_000
  /// The most sessions nobody has signed in to that one client address keeps; a new one ends
  /// its oldest. Behind a reverse proxy every client has the proxy's address: raise it there.
  public var anonymousPerAddress = 64

  /// The defaults: 30 minutes idle, 12 hours in all, 10,000 sessions, 64 anonymous ones per
  /// address.
  public init() {}
}
