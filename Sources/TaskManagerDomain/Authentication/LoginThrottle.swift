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
/// live in memory (a restart forgets failures and known addresses alike), or, for servers
/// sharing a PostgreSQL database, in that database, so attempts spread over servers are
/// counted together.
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

  public let policies: Policies
  private let elapsed: @Sendable () -> Duration
  private var records = LoginRecords()
  /// Where the records live when servers share them (PostgreSQL); `nil`: in this process.
  private let shared: (any SharedLoginRecords)?

  /// A throttle reading time from `clock`, its records in this process's memory.
  public init(policies: Policies = .standard, clock: some Clock<Duration> = ContinuousClock()) {
    self.policies = policies
    let start = clock.now
    elapsed = { start.duration(to: clock.now) }
    shared = nil
  }

  /// A throttle whose records every server sharing `records` reads and writes, so attempts
  /// spread over servers count as if made at one. Time is the wall clock, which they share.
  init(policies: Policies, records: any SharedLoginRecords) {
    self.policies = policies
    elapsed = { .milliseconds(Int64(Date().timeIntervalSince1970 * 1000)) }
    shared = records
  }

  /// How long the caller must wait before trying again, or `nil` if it may try now.
  public func wait(username: String, address: String?) async -> Duration? {
    await update(username, address) { records, now, policies in
      records.wait(Username.key(username), address ?? LoginRecords.unknownAddress, now, policies)
    }
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
  public func admit(username: String, address: String?) async -> Admission {
    let key = Username.key(username)
    let place = address ?? LoginRecords.unknownAddress
    let wait: Duration? = await update(username, address) { records, now, policies in
      if let wait = records.wait(key, place, now, policies) { return wait }
      records.fail(key, place, now, policies)
      return nil
    }
    if let wait { return .refused(wait: wait) }
    return .admitted(Attempt(username: username, address: address))
  }

  /// Ends an attempt ``admit(username:address:)`` let through: a failure stays counted; a
  /// success takes its count back from the address and the account and is recorded as by
  /// ``recordSuccess(username:address:)``.
  public func finish(_ attempt: Attempt, succeeded: Bool) async {
    let key = Username.key(attempt.username)
    let place = attempt.address ?? LoginRecords.unknownAddress
    await update(attempt.username, attempt.address) { records, now, policies in
      records.finish(key, place, succeeded: succeeded, now, policies)
    }
  }

  /// Takes back an admitted attempt that checked no password (the database could not be
  /// read): it counts neither as a failure nor as a success.
  public func withdraw(_ attempt: Attempt) async {
    let key = Username.key(attempt.username)
    let place = attempt.address ?? LoginRecords.unknownAddress
    await update(attempt.username, attempt.address) { records, _, policies in
      records.withdraw(key, place, policies)
    }
  }

  /// Counts a failed attempt; returns the wait it imposes on this account and address (or
  /// `nil`).
  @discardableResult
  public func recordFailure(username: String, address: String?) async -> Duration? {
    let key = Username.key(username)
    let place = address ?? LoginRecords.unknownAddress
    return await update(username, address) { records, now, policies in
      records.fail(key, place, now, policies)
      return records.wait(key, place, now, policies)
    }
  }

  /// A successful login clears its account-and-address failures and makes the address known
  /// to the account, so the account-wide slowdown no longer applies to it.
  public func recordSuccess(username: String, address: String?) async {
    let key = Username.key(username)
    let place = address ?? LoginRecords.unknownAddress
    await update(username, address) { records, now, _ in records.succeed(key, place, now) }
  }

  /// Runs `change` on the records of this account and address: in memory, or in the shared
  /// store under its locks. A shared store that cannot be reached refuses for a second rather
  /// than let attempts through uncounted.
  private func update<T: Sendable>(
    _ username: String, _ address: String?,
    _ change: @escaping @Sendable (inout LoginRecords, Duration, Policies) -> T
  ) async -> T {
    let now = elapsed()
    guard let shared else { return change(&records, now, policies) }
    let policies = policies
    do {
      return try await shared.update(
        account: Username.key(username), address: address ?? LoginRecords.unknownAddress
      ) { records in change(&records, now, policies) }
    } catch {
      var refusing = LoginRecords.refusing(
        Username.key(username), address ?? LoginRecords.unknownAddress, now)
      return change(&refusing, now, policies)
    }
  }
}

/// Where servers keep the throttle's records together (``PostgresLoginRecords``).
protocol SharedLoginRecords: Sendable {
  /// Loads the records of `account` and `address`, runs `change` on them and stores them
  /// back, with no other server changing them in between.
  func update<T: Sendable>(
    account: String, address: String, _ change: @escaping @Sendable (inout LoginRecords) -> T
  ) async throws -> T
}

/// The throttle's counts, and the rules that change them (see ``LoginThrottle``). Times are
/// durations since the throttle's epoch.
struct LoginRecords: Sendable {
  struct Record: Sendable, Equatable {
    var failures = 0
    var blockedUntil: Duration = .zero
    var lastFailure: Duration = .zero
  }

  struct Pair: Hashable, Sendable {
    var account: String
    var address: String
  }

  /// How many addresses an account remembers; the oldest is forgotten first.
  static let knownAddressesPerAccount = 20
  static let unknownAddress = ""

  var pairs: [Pair: Record] = [:]
  var addresses: [String: Record] = [:]
  var accounts: [String: Record] = [:]
  /// Account → address → when it last signed in from there.
  var knownAddresses: [String: [String: Duration]] = [:]

  /// Records that make every check wait a second: what a throttle answers when its shared
  /// store cannot be read.
  static func refusing(_ account: String, _ address: String, _ now: Duration) -> LoginRecords {
    var records = LoginRecords()
    records.addresses[address] = Record(
      failures: Int.max / 2, blockedUntil: now + .seconds(1), lastFailure: now)
    return records
  }

  func wait(
    _ account: String, _ address: String, _ now: Duration, _ policies: LoginThrottle.Policies
  ) -> Duration? {
    var until = pairs[Pair(account: account, address: address)]?.blockedUntil ?? .zero
    until = max(until, addresses[address]?.blockedUntil ?? .zero)
    if !isKnown(address, for: account, now: now, policies) {
      until = max(until, accounts[account]?.blockedUntil ?? .zero)
    }
    return until > now ? until - now : nil
  }

  mutating func fail(
    _ account: String, _ address: String, _ now: Duration, _ policies: LoginThrottle.Policies
  ) {
    Self.fail(
      &pairs[Pair(account: account, address: address), default: Record()], now,
      policies.accountAndAddress)
    Self.fail(&addresses[address, default: Record()], now, policies.address)
    Self.fail(&accounts[account, default: Record()], now, policies.account)
    prune(now, policies)
  }

  mutating func finish(
    _ account: String, _ address: String, succeeded: Bool, _ now: Duration,
    _ policies: LoginThrottle.Policies
  ) {
    guard succeeded else {
      // Counted already; its wait runs from now, when the failure is known, as it would for
      // a failure recorded after the check.
      Self.restart(
        &pairs[Pair(account: account, address: address)], now, policies.accountAndAddress)
      Self.restart(&addresses[address], now, policies.address)
      Self.restart(&accounts[account], now, policies.account)
      return
    }
    Self.takeBack(&addresses[address], policies.address)
    Self.takeBack(&accounts[account], policies.account)
    succeed(account, address, now)
  }

  mutating func withdraw(_ account: String, _ address: String, _ policies: LoginThrottle.Policies) {
    Self.takeBack(&pairs[Pair(account: account, address: address)], policies.accountAndAddress)
    Self.takeBack(&addresses[address], policies.address)
    Self.takeBack(&accounts[account], policies.account)
  }

  mutating func succeed(_ account: String, _ address: String, _ now: Duration) {
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

  private func isKnown(
    _ address: String, for account: String, now: Duration, _ policies: LoginThrottle.Policies
  ) -> Bool {
    guard let since = knownAddresses[account]?[address] else { return false }
    return now - since <= policies.knownAddressLifetime
  }

  private static func fail(_ record: inout Record, _ now: Duration, _ policy: LoginThrottle.Policy)
  {
    if record.lastFailure + policy.forgetAfter < now, record.blockedUntil < now {
      record = Record()
    }
    record.failures += 1
    record.lastFailure = now
    record.blockedUntil = blockedUntil(record, policy)
  }

  /// The record's last failure moved to `now`, its wait with it.
  private static func restart(
    _ record: inout Record?, _ now: Duration, _ policy: LoginThrottle.Policy
  ) {
    guard var restarted = record, restarted.failures > 0 else { return }
    restarted.lastFailure = now
    restarted.blockedUntil = blockedUntil(restarted, policy)
    record = restarted
  }

  /// One failure fewer: an admitted attempt that turned out to be right.
  private static func takeBack(_ record: inout Record?, _ policy: LoginThrottle.Policy) {
    guard var taken = record, taken.failures > 0 else { return }
    taken.failures -= 1
    taken.blockedUntil = blockedUntil(taken, policy)
    record = taken
  }

  private static func blockedUntil(_ record: Record, _ policy: LoginThrottle.Policy) -> Duration {
    guard record.failures > policy.freeFailures else { return .zero }
    let doublings = min(record.failures - policy.freeFailures - 1, 30)
    return record.lastFailure + min(policy.firstDelay * (1 << doublings), policy.maximumDelay)
  }

  /// Drops records that no longer matter, so guessed user names cannot grow memory forever.
  private mutating func prune(_ now: Duration, _ policies: LoginThrottle.Policies) {
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

  static func isStale(_ record: Record, _ now: Duration, _ policy: LoginThrottle.Policy) -> Bool {
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
