import Foundation

/// Slows down, then locks out, repeated failed logins — separately for each user name and
/// each client address — and says how long to wait. Time comes from a clock, so tests drive
/// it with a test clock instead of sleeping.
///
/// ```swift
/// let throttle = LoginThrottle(clock: ContinuousClock())
/// if let wait = await throttle.wait(username: "ada", address: "10.0.0.7") {
///   throw LoginError.tooManyAttempts(retryAfterSeconds: wait.wholeSecondsRoundedUp)
/// }
/// ```
public actor LoginThrottle {
  /// How failures of one key (a user name, or a client address) are answered.
  public struct Policy: Hashable, Sendable {
    /// Failures answered without any wait.
    public var freeFailures: Int
    /// The wait after the first failure beyond ``freeFailures``; doubles with each further one.
    public var slowdown: Duration
    /// Failures (counted since the last lockout) that start a lockout.
    public var lockoutThreshold: Int
    /// The first lockout; each further lockout doubles it, up to ``maximumLockout``.
    public var lockout: Duration
    public var maximumLockout: Duration
    /// A key with no failure for this long starts afresh.
    public var forgetAfter: Duration

    public init(
      freeFailures: Int = 3, slowdown: Duration = .seconds(1), lockoutThreshold: Int = 5,
      lockout: Duration = .seconds(30), maximumLockout: Duration = .seconds(15 * 60),
      forgetAfter: Duration = .seconds(60 * 60)
    ) {
      self.freeFailures = freeFailures
      self.slowdown = slowdown
      self.lockoutThreshold = lockoutThreshold
      self.lockout = lockout
      self.maximumLockout = maximumLockout
      self.forgetAfter = forgetAfter
    }

    /// For user names: 3 free failures, then 1 s, 2 s, then a 30 s lockout, doubling.
    public static let username = Policy()
    /// For client addresses, shared by everyone behind one NAT: more failures before any wait.
    public static let clientAddress = Policy(freeFailures: 10, lockoutThreshold: 20)
  }

  private struct Record {
    var failures = 0
    var lockouts = 0
    var blockedUntil: Duration = .zero
    var lastFailure: Duration = .zero
  }

  private let usernamePolicy: Policy
  private let addressPolicy: Policy
  private let elapsed: @Sendable () -> Duration
  private var usernames: [String: Record] = [:]
  private var addresses: [String: Record] = [:]

  /// A throttle reading time from `clock`.
  public init(
    username: Policy = .username, clientAddress: Policy = .clientAddress,
    clock: some Clock<Duration> = ContinuousClock()
  ) {
    usernamePolicy = username
    addressPolicy = clientAddress
    let start = clock.now
    elapsed = { start.duration(to: clock.now) }
  }

  /// How long the caller must wait before trying again, or `nil` if it may try now.
  public func wait(username: String, address: String?) -> Duration? {
    let now = elapsed()
    var longest: Duration = .zero
    if let record = usernames[Username.key(username)] {
      longest = max(longest, record.blockedUntil - now)
    }
    if let address, let record = addresses[address] {
      longest = max(longest, record.blockedUntil - now)
    }
    return longest > .zero ? longest : nil
  }

  /// Counts a failed attempt; returns the wait it imposes (or `nil`).
  @discardableResult
  public func recordFailure(username: String, address: String?) -> Duration? {
    let now = elapsed()
    Self.fail(&usernames[Username.key(username), default: Record()], now, usernamePolicy)
    if let address {
      Self.fail(&addresses[address, default: Record()], now, addressPolicy)
    }
    prune(now)
    return wait(username: username, address: address)
  }

  /// A successful login clears the user name's and the address's failures.
  public func recordSuccess(username: String, address: String?) {
    usernames[Username.key(username)] = nil
    if let address { addresses[address] = nil }
  }

  private static func fail(_ record: inout Record, _ now: Duration, _ policy: Policy) {
    if record.lastFailure + policy.forgetAfter < now, record.blockedUntil < now {
      record = Record()
    }
    record.failures += 1
    record.lastFailure = now
    if record.failures >= policy.lockoutThreshold {
      record.lockouts += 1
      let factor = 1 << min(record.lockouts - 1, 30)
      record.blockedUntil = now + min(policy.lockout * factor, policy.maximumLockout)
      record.failures = 0
    } else if record.failures > policy.freeFailures {
      let factor = 1 << min(record.failures - policy.freeFailures - 1, 30)
      record.blockedUntil = now + min(policy.slowdown * factor, policy.maximumLockout)
    }
  }

  /// Drops records that no longer matter, so guessed user names cannot grow memory forever.
  private func prune(_ now: Duration) {
    guard usernames.count + addresses.count > 10_000 else { return }
    usernames = usernames.filter { !Self.isStale($0.value, now, usernamePolicy) }
    addresses = addresses.filter { !Self.isStale($0.value, now, addressPolicy) }
  }

  private static func isStale(_ record: Record, _ now: Duration, _ policy: Policy) -> Bool {
    record.lastFailure + policy.forgetAfter < now && record.blockedUntil < now
  }
}

extension Duration {
  /// Whole seconds, rounded up, so "Try again in N seconds" never says 0.
  public var wholeSecondsRoundedUp: Int {
    let (seconds, attoseconds) = components
    return Int(seconds) + (attoseconds > 0 ? 1 : 0)
  }
}
