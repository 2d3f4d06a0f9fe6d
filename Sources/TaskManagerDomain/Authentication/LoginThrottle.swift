import Foundation

/// Slows down password guessing without letting anyone lock the owner out of their account.
///
/// Follows OWASP's Authentication Cheat Sheet ("Protect against automated attacks", "Account
/// lockout"): failures are counted in three places, each answered with growing delays (a
/// first one after some free failures, doubling with each further failure, up to a maximum)
/// rather than a fixed lockout anyone could renew:
///
/// - **per account and client address**: the guesser at one address is slowed down on that
///   account (3 free failures, then 1 s, 2 s, 4 s … up to 15 minutes);
/// - **per client address, across accounts**: one address trying many accounts (password
///   spraying, credential stuffing) is slowed down on all of them (20 free failures, then the
///   same growing delays);
/// - **per account, from everywhere**: a gentle slowdown against guessing spread over many
///   addresses (10 free failures, then delays up to 15 seconds), which does not apply to an
///   address the account has signed in from before (for 30 days after that sign-in; OWASP's
///   "device cookie" idea, by address).
///
/// So an attacker failing at address X never stops the owner at their own address Y: the
/// owner's pair (account, Y) is clean, Y's own count is clean, and the account-wide slowdown
/// skips Y. A new address of the owner's waits at most the account-wide maximum. A success
/// clears only its own pair: a guesser cannot wipe its address's count by signing in to an
/// account of its own. Without a client address (the command line, some tests) all attempts
/// share one "unknown" address.
///
/// Time comes from a clock, so tests drive it with a test clock instead of sleeping. Records
/// live in memory: a restart forgets failures and known addresses alike.
///
/// ```swift
/// let throttle = LoginThrottle(clock: ContinuousClock())
/// if let wait = await throttle.wait(username: "ada", address: "10.0.0.7") {
///   throw LoginError.tooManyAttempts(retryAfterSeconds: wait.wholeSecondsRoundedUp)
/// }
/// ```
public actor LoginThrottle {
  /// How the failures counted under one key are answered.
  public struct Policy: Hashable, Sendable {
    /// Failures answered without any wait.
    public var freeFailures: Int
    /// The wait after the first failure beyond ``freeFailures``; doubles with each further one.
    public var firstDelay: Duration
    /// The longest wait.
    public var maximumDelay: Duration
    /// A key with no failure for this long starts afresh.
    public var forgetAfter: Duration

    public init(
      freeFailures: Int = 3, firstDelay: Duration = .seconds(1),
      maximumDelay: Duration = .seconds(15 * 60), forgetAfter: Duration = .seconds(60 * 60)
    ) {
      self.freeFailures = freeFailures
      self.firstDelay = firstDelay
      self.maximumDelay = maximumDelay
      self.forgetAfter = forgetAfter
    }

    /// One account from one address: 3 free failures, then 1 s, 2 s, 4 s … up to 15 minutes.
    public static let accountAndAddress = Policy()
    /// One address across accounts (everyone behind one NAT shares it): 20 free failures.
    public static let address = Policy(freeFailures: 20)
    /// One account from addresses it has not signed in from: gentle, at most 15 seconds.
    public static let account = Policy(freeFailures: 10, maximumDelay: .seconds(15))
  }

  /// The three policies and how long a successful address stays known.
  public struct Policies: Hashable, Sendable {
    public var accountAndAddress: Policy
    public var address: Policy
    public var account: Policy
    /// An address the account signed in from skips the account-wide slowdown this long.
    public var knownAddressLifetime: Duration

    public init(
      accountAndAddress: Policy = .accountAndAddress, address: Policy = .address,
      account: Policy = .account, knownAddressLifetime: Duration = .seconds(30 * 24 * 60 * 60)
    ) {
      self.accountAndAddress = accountAndAddress
      self.address = address
      self.account = account
      self.knownAddressLifetime = knownAddressLifetime
    }

    /// The production policies described on ``LoginThrottle``.
    public static let standard = Policies()
  }

  private struct Record {
    var failures = 0
    var blockedUntil: Duration = .zero
    var lastFailure: Duration = .zero
  }

  private struct Pair: Hashable {
    var account: String
    var address: String
  }

  /// How many addresses an account remembers; the oldest is forgotten first.
  private static let knownAddressesPerAccount = 20
  private static let unknownAddress = ""

  public let policies: Policies
  private let elapsed: @Sendable () -> Duration
  private var pairs: [Pair: Record] = [:]
  private var addresses: [String: Record] = [:]
  private var accounts: [String: Record] = [:]
  /// Account → address → when it last signed in from there.
  private var knownAddresses: [String: [String: Duration]] = [:]

  /// A throttle reading time from `clock`.
  public init(policies: Policies = .standard, clock: some Clock<Duration> = ContinuousClock()) {
    self.policies = policies
    let start = clock.now
    elapsed = { start.duration(to: clock.now) }
  }

  /// How long the caller must wait before trying again, or `nil` if it may try now.
  public func wait(username: String, address: String?) -> Duration? {
    let now = elapsed()
    let account = Username.key(username)
    let address = address ?? Self.unknownAddress
    var until = pairs[Pair(account: account, address: address)]?.blockedUntil ?? .zero
    until = max(until, addresses[address]?.blockedUntil ?? .zero)
    if !isKnown(address, for: account, now: now) {
      until = max(until, accounts[account]?.blockedUntil ?? .zero)
    }
    return until > now ? until - now : nil
  }

  /// One password check the throttle let through: counted as a failure until
  /// ``finish(_:succeeded:)`` says it succeeded.
  public struct Attempt: Sendable, Hashable {
    let username: String
    let address: String?
  }

  /// Whether an attempt may check a password now.
  public enum Admission: Sendable, Hashable {
    /// It may; it already counts as a failure.
    case admitted(Attempt)
    /// It may not, for this long.
    case refused(wait: Duration)
  }

  /// Lets one attempt through, or says how long to wait, in one step: the attempt counts as a
  /// failure from now on, so attempts checked at the same time (a password check takes a
  /// while) see each other and no more of them are let through than one after another would
  /// be. A success given to ``finish(_:succeeded:)`` takes the count back.
  ///
  /// ```swift
  /// guard case .admitted(let attempt) = await throttle.admit(username: "ada", address: ip)
  /// else { throw LoginError.tooManyAttempts(…) }
  /// let ok = await PasswordHasher.verify(password, hash: hash)
  /// await throttle.finish(attempt, succeeded: ok)
  /// ```
  public func admit(username: String, address: String?) -> Admission {
    if let wait = wait(username: username, address: address) { return .refused(wait: wait) }
    recordFailure(username: username, address: address)
    return .admitted(Attempt(username: username, address: address))
  }

  /// Ends an attempt ``admit(username:address:)`` let through: a failure stays counted; a
  /// success takes its count back from the address and the account and is recorded as by
  /// ``recordSuccess(username:address:)``.
  public func finish(_ attempt: Attempt, succeeded: Bool) {
    let account = Username.key(attempt.username)
    guard succeeded else {
      // Counted already; its wait runs from now, when the failure is known, as it would for
      // a failure recorded after the check.
      let now = elapsed()
      let address = attempt.address ?? Self.unknownAddress
      Self.restart(
        &pairs[Pair(account: account, address: address)], now, policies.accountAndAddress)
      Self.restart(&addresses[address], now, policies.address)
      Self.restart(&accounts[account], now, policies.account)
      return
    }
    Self.takeBack(&addresses[attempt.address ?? Self.unknownAddress], policies.address)
    Self.takeBack(&accounts[account], policies.account)
    recordSuccess(username: attempt.username, address: attempt.address)
  }

  /// Takes back an admitted attempt that checked no password (the database could not be
  /// read): it counts neither as a failure nor as a success.
  public func withdraw(_ attempt: Attempt) {
    let account = Username.key(attempt.username)
    let address = attempt.address ?? Self.unknownAddress
    Self.takeBack(&pairs[Pair(account: account, address: address)], policies.accountAndAddress)
    Self.takeBack(&addresses[address], policies.address)
    Self.takeBack(&accounts[account], policies.account)
  }

  /// Counts a failed attempt; returns the wait it imposes on this account and address (or
  /// `nil`).
  @discardableResult
  public func recordFailure(username: String, address: String?) -> Duration? {
    let now = elapsed()
    let account = Username.key(username)
    let address = address ?? Self.unknownAddress
    Self.fail(
      &pairs[Pair(account: account, address: address), default: Record()], now,
      policies.accountAndAddress)
    Self.fail(&addresses[address, default: Record()], now, policies.address)
    Self.fail(&accounts[account, default: Record()], now, policies.account)
    prune(now)
    return wait(username: username, address: address)
  }

  /// A successful login clears its account-and-address failures and makes the address known
  /// to the account, so the account-wide slowdown no longer applies to it.
  public func recordSuccess(username: String, address: String?) {
    let now = elapsed()
    let account = Username.key(username)
    let address = address ?? Self.unknownAddress
    pairs[Pair(account: account, address: address)] = nil
    // An unknown address is everyone's: knowing it would exempt every attacker too.
    guard address != Self.unknownAddress else { return }
    var known = knownAddresses[account, default: [:]]
    known[address] = now
    if known.count > Self.knownAddressesPerAccount,
      let oldest = known.min(by: { $0.value < $1.value })?.key
    {
      known[oldest] = nil
    }
    knownAddresses[account] = known
  }

  private func isKnown(_ address: String, for account: String, now: Duration) -> Bool {
    guard let since = knownAddresses[account]?[address] else { return false }
    return now - since <= policies.knownAddressLifetime
  }

  private static func fail(_ record: inout Record, _ now: Duration, _ policy: Policy) {
    if record.lastFailure + policy.forgetAfter < now, record.blockedUntil < now {
      record = Record()
    }
    record.failures += 1
    record.lastFailure = now
    record.blockedUntil = blockedUntil(record, policy)
  }

  /// The record's last failure moved to `now`, its wait with it.
  private static func restart(_ record: inout Record?, _ now: Duration, _ policy: Policy) {
    guard var restarted = record, restarted.failures > 0 else { return }
    restarted.lastFailure = now
    restarted.blockedUntil = blockedUntil(restarted, policy)
    record = restarted
  }

  /// One failure fewer: an admitted attempt that turned out to be right.
  private static func takeBack(_ record: inout Record?, _ policy: Policy) {
    guard var taken = record, taken.failures > 0 else { return }
    taken.failures -= 1
    taken.blockedUntil = blockedUntil(taken, policy)
    record = taken
  }

  private static func blockedUntil(_ record: Record, _ policy: Policy) -> Duration {
    guard record.failures > policy.freeFailures else { return .zero }
    let doublings = min(record.failures - policy.freeFailures - 1, 30)
    return record.lastFailure + min(policy.firstDelay * (1 << doublings), policy.maximumDelay)
  }

  /// Drops records that no longer matter, so guessed user names cannot grow memory forever.
  private func prune(_ now: Duration) {
    guard pairs.count + addresses.count + accounts.count > 10_000 else { return }
    pairs = pairs.filter { !Self.isStale($0.value, now, policies.accountAndAddress) }
    addresses = addresses.filter { !Self.isStale($0.value, now, policies.address) }
    accounts = accounts.filter { !Self.isStale($0.value, now, policies.account) }
    let lifetime = policies.knownAddressLifetime
    knownAddresses = knownAddresses.compactMapValues { known in
      let kept = known.filter { now - $0.value <= lifetime }
      return kept.isEmpty ? nil : kept
    }
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
