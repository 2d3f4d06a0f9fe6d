import Synchronization

/// The live sessions by id, with their last use, so idle ones expire and their number is
/// capped. Lookups are synchronous and short (a lock, no actor hop), so one busy session never
/// slows down another.
final class SessionRegistry: Sendable {
  enum Lookup {
    case found(Session)
    /// The id is well formed but names no live session (expired, or the server restarted).
    case gone
  }

  private struct Entry {
    var session: Session
    var lastSeen: Duration
  }

  private let sessions = Mutex<[String: Entry]>([:])
  private let idleTimeout: Duration
  private let maxSessions: Int
  private let now: @Sendable () -> Duration

  init(idleTimeout: Duration, maxSessions: Int, now: @escaping @Sendable () -> Duration) {
    self.idleTimeout = idleTimeout
    self.maxSessions = maxSessions
    self.now = now
  }

  var count: Int { sessions.withLock { $0.count } }

  /// The session with this id, marked as just used; expired sessions are removed and `gone`.
  func lookup(_ id: String) -> Lookup {
    let now = now()
    let (lookup, expired) = sessions.withLock { sessions -> (Lookup, Session?) in
      guard var entry = sessions[id] else { return (.gone, nil) }
      guard now - entry.lastSeen <= idleTimeout else {
        sessions[id] = nil
        return (.gone, entry.session)
      }
      entry.lastSeen = now
      sessions[id] = entry
      return (.found(entry.session), nil)
    }
    if let expired { Task { await expired.end() } }
    return lookup
  }

  /// Adds a session made by `make`, unless the cap is reached (after dropping expired ones).
  func add(_ make: () -> Session) -> Session? {
    let now = now()
    let (session, expired) = sessions.withLock { sessions -> (Session?, [Session]) in
      var expired: [Session] = []
      if sessions.count >= maxSessions {
        expired = removeExpired(from: &sessions, now: now)
        guard sessions.count < maxSessions else { return (nil, expired) }
      }
      let session = make()
      sessions[session.id] = Entry(session: session, lastSeen: now)
      return (session, expired)
    }
    for session in expired { Task { await session.end() } }
    return session
  }

  /// Moves `session` to a new id when its app asked for one and `presentedID` is still its id;
  /// returns the new id, which the caller sends as the cookie. From then on the old id is
  /// `gone`.
  func renewIfRequested(_ session: Session, presentedID: String) -> String? {
    guard session.keys.isRenewalRequested else { return nil }
    return sessions.withLock { sessions -> String? in
      guard let entry = sessions[presentedID], entry.session === session,
        let newID = session.keys.renew(ifCurrent: presentedID)
      else { return nil }
      sessions[presentedID] = nil
      sessions[newID] = entry
      return newID
    }
  }

  /// Removes every expired session; returns how many ended.
  @discardableResult
  func sweep() -> Int {
    let now = now()
    let expired = sessions.withLock { removeExpired(from: &$0, now: now) }
    for session in expired { Task { await session.end() } }
    return expired.count
  }

  /// Ends every session (at shutdown).
  func removeAll() -> [Session] {
    sessions.withLock { sessions in
      defer { sessions = [:] }
      return sessions.values.map(\.session)
    }
  }

  private func removeExpired(from sessions: inout [String: Entry], now: Duration) -> [Session] {
    let expiredIDs = sessions.filter { now - $0.value.lastSeen > idleTimeout }.keys
    return expiredIDs.compactMap { sessions.removeValue(forKey: $0)?.session }
  }
}
