import Clocks
import Foundation
import Testing

@testable import TaskManagerDomain

@Suite("Authentication")
struct LoginTests {
  @Test("The right password logs in and stamps the last login")
  func success() async throws {
    let database = try makeDatabase()
    let ada = try await database.accounts.create(username: "Ada", password: "analytical-engine")
    let loginTime = Date(timeIntervalSince1970: 1_900_000_000)
    let authenticator = Authenticator(database: database, now: { loginTime })
    let user = try await authenticator.login(username: "ada", password: "analytical-engine")
    #expect(user.id == ada.id)
    #expect(user.username == "Ada")
    #expect(user.lastLoginAt == loginTime)
    #expect(try await database.accounts.find("ada")?.lastLoginAt == loginTime)
  }

  @Test("A wrong password and an unknown user get the same error")
  func invalidCredentials() async throws {
    let database = try makeDatabase()
    _ = try await database.accounts.create(username: "ada", password: "analytical-engine")
    let authenticator = Authenticator(database: database)
    await #expect(throws: LoginError.invalidCredentials) {
      try await authenticator.login(username: "ada", password: "wrong-password")
    }
    await #expect(throws: LoginError.invalidCredentials) {
      try await authenticator.login(username: "nobody", password: "analytical-engine")
    }
  }

  @Test("A missing user costs a bcrypt verification, like a wrong password")
  func missingUserHashesDummy() async throws {
    // Measured, not timed: the dummy hash has the configured cost, so verifying against it
    // does the same work as verifying a real account's hash.
    let dummy = await PasswordHasher.dummyHash(cost: 4)
    #expect(dummy.hasPrefix("$2b$04$"))
    #expect(await PasswordHasher.dummyHash(cost: 10).hasPrefix("$2b$10$"))
    #expect(await PasswordHasher.dummyHash(cost: 4) == dummy)
  }

  /// An authenticator over a database with the account "ada", throttled on `clock`.
  private func authenticatorForAda(clock: TestClock<Duration>) async throws -> Authenticator {
    let database = try makeDatabase()
    _ = try await database.accounts.create(username: "ada", password: "analytical-engine")
    return Authenticator(database: database, throttle: LoginThrottle(clock: clock))
  }

  @Test("An attacker failing at one address never stops the owner at their own address")
  func attackerElsewhereDoesNotLockOutTheOwner() async throws {
    let clock = TestClock()
    let authenticator = try await authenticatorForAda(clock: clock)
    // The owner has signed in from home before.
    _ = try await authenticator.login(
      username: "ada", password: "analytical-engine", address: "203.0.113.5")
    // Many failures from the attacker's address, each as soon as it is allowed.
    for attempt in 1...12 {
      if attempt > 1,
        let wait = await authenticator.throttle.wait(username: "ada", address: "198.51.100.66")
      {
        await clock.advance(by: wait)
      }
      await #expect(throws: LoginError.invalidCredentials) {
        try await authenticator.login(
          username: "ada", password: "wrong-password", address: "198.51.100.66")
      }
    }
    // The account is being slowed down everywhere else: a new address waits.
    #expect(await authenticator.throttle.wait(username: "ada", address: "192.0.2.1") != nil)
    // The owner, at home, right away.
    let owner = try await authenticator.login(
      username: "ada", password: "analytical-engine", address: "203.0.113.5")
    #expect(owner.username == "ada")
  }

  @Test("The attacker's address is slowed with growing delays; the right password then works")
  func attackerIsSlowedWithGrowingDelays() async throws {
    let clock = TestClock()
    let authenticator = try await authenticatorForAda(clock: clock)
    let attacker = "198.51.100.66"
    var waits: [Int] = []
    for _ in 1...7 {
      await #expect(throws: LoginError.invalidCredentials) {
        try await authenticator.login(username: "ada", password: "wrong", address: attacker)
      }
      let wait = await authenticator.throttle.wait(username: "ada", address: attacker)
      waits.append(wait?.wholeSecondsRoundedUp ?? 0)
      if let wait {
        // Refused while it lasts, even with the right password, which is not even checked.
        await #expect(
          throws: LoginError.tooManyAttempts(retryAfterSeconds: wait.wholeSecondsRoundedUp)
        ) {
          try await authenticator.login(
            username: "ADA", password: "analytical-engine", address: attacker)
        }
        await clock.advance(by: wait)
      }
    }
    #expect(waits == [0, 0, 0, 1, 2, 4, 8])
    // After the delay, the right password from the same address works.
    let user = try await authenticator.login(
      username: "ada", password: "analytical-engine", address: attacker)
    #expect(user.username == "ada")
  }

  @Test("Growing delays stop at the policy's maximum")
  func delaysStopAtTheMaximum() async {
    let clock = TestClock()
    let throttle = LoginThrottle(
      policies: .init(
        accountAndAddress: .init(
          freeFailures: 0, firstDelay: .seconds(30), maximumDelay: .seconds(100))),
      clock: clock)
    var waits: [Int] = []
    for _ in 1...4 {
      let wait = await throttle.recordFailure(username: "ada", address: "10.0.0.7")
      waits.append(wait?.wholeSecondsRoundedUp ?? 0)
      await clock.advance(by: wait ?? .zero)
    }
    #expect(waits == [30, 60, 100, 100])
  }

  @Test("Failures from one address slow it down across accounts, not other addresses")
  func throttledByAddress() async {
    let clock = TestClock()
    let throttle = LoginThrottle(
      policies: .init(address: .init(freeFailures: 2, firstDelay: .seconds(30))), clock: clock)
    await throttle.recordFailure(username: "a1", address: "10.0.0.7")
    await throttle.recordFailure(username: "a2", address: "10.0.0.7")
    #expect(await throttle.wait(username: "a3", address: "10.0.0.7") == nil)
    await throttle.recordFailure(username: "a3", address: "10.0.0.7")
    #expect(await throttle.wait(username: "a4", address: "10.0.0.7") == .seconds(30))
    #expect(await throttle.wait(username: "a4", address: "10.0.0.8") == nil)
    await clock.advance(by: .seconds(12))
    #expect(await throttle.wait(username: "a4", address: "10.0.0.7") == .seconds(18))
    // Signing in to an account of its own does not wipe the address's count.
    await throttle.recordSuccess(username: "a5", address: "10.0.0.7")
    #expect(await throttle.wait(username: "a4", address: "10.0.0.7") == .seconds(18))
  }

  @Test("Guessing spread over many addresses slows the account gently, except where it signed in")
  func accountWideSlowdownIsGentle() async {
    let clock = TestClock()
    let throttle = LoginThrottle(clock: clock)
    await throttle.recordSuccess(username: "ada", address: "203.0.113.5")
    var longest: Duration = .zero
    for attempt in 1...40 {
      let wait = await throttle.recordFailure(username: "ada", address: "198.51.100.\(attempt)")
      longest = max(longest, wait ?? .zero)
      await clock.advance(by: wait ?? .zero)
    }
    #expect(longest == LoginThrottle.Policy.account.maximumDelay)
    // A new address of the owner's waits at most that; their known address not at all.
    let atNewAddress = await throttle.wait(username: "ada", address: "192.0.2.1")
    #expect(atNewAddress == nil || atNewAddress! <= .seconds(15))
    await throttle.recordFailure(username: "ada", address: "198.51.100.99")
    #expect(await throttle.wait(username: "ada", address: "192.0.2.1") == .seconds(15))
    #expect(await throttle.wait(username: "ada", address: "203.0.113.5") == nil)
  }

  @Test("A known address is forgotten after its lifetime")
  func knownAddressesExpire() async {
    let clock = TestClock()
    let throttle = LoginThrottle(
      policies: .init(
        account: .init(freeFailures: 0, firstDelay: .seconds(600)),
        knownAddressLifetime: .seconds(60)),
      clock: clock)
    await throttle.recordSuccess(username: "ada", address: "203.0.113.5")
    await throttle.recordFailure(username: "ada", address: "198.51.100.66")
    #expect(await throttle.wait(username: "ada", address: "203.0.113.5") == nil)
    await clock.advance(by: .seconds(61))
    #expect(await throttle.wait(username: "ada", address: "203.0.113.5") == .seconds(539))
  }

  @Test("Old failures are forgotten")
  func forgetsOldFailures() async {
    let clock = TestClock()
    let throttle = LoginThrottle(
      policies: .init(accountAndAddress: .init(freeFailures: 1, forgetAfter: .seconds(60))),
      clock: clock)
    await throttle.recordFailure(username: "ada", address: nil)
    await clock.advance(by: .seconds(61))
    #expect(await throttle.recordFailure(username: "ada", address: nil) == nil)
  }

  @Test("Every login error has the seeds' message")
  func messages() {
    #expect(LoginError.invalidCredentials.message == "Invalid username or password")
    #expect(LoginError.network.message == "Network connection failed. Please try again.")
    #expect(LoginError.server.message == "Server error. Please try again later.")
    #expect(
      LoginError.tooManyAttempts(retryAfterSeconds: 30).message
        == "Too many attempts. Try again in 30 seconds.")
    #expect(
      LoginError.tooManyAttempts(retryAfterSeconds: 1).message
        == "Too many attempts. Try again in 1 second.")
  }

  @Test("The login form's rules: empty fields, then minimum lengths")
  func loginInput() {
    #expect(LoginInput.problem(username: "", password: "secret") == .missingField)
    #expect(LoginInput.problem(username: "ada", password: "") == .missingField)
    #expect(LoginInputProblem.missingField.message == "Please enter both username and password")
    #expect(LoginInput.problem(username: "ad", password: "secret") == .tooShort)
    #expect(LoginInput.problem(username: "ada", password: "short") == .tooShort)
    #expect(LoginInputProblem.tooShort.message == "Invalid username or password")
    #expect(LoginInput.problem(username: "ada", password: "secret") == nil)
  }

  @Test("Rounding a wait up never says zero seconds")
  func roundsUp() {
    #expect(Duration.milliseconds(1).wholeSecondsRoundedUp == 1)
    #expect(Duration.seconds(30).wholeSecondsRoundedUp == 30)
    #expect(Duration.milliseconds(30_001).wholeSecondsRoundedUp == 31)
  }

  @Test("Simultaneous attempts from one address get no more password checks than the allowance")
  func simultaneousAttemptsAreCountedBeforeHashing() async throws {
    let clock = TestClock()
    let authenticator = try await authenticatorForAda(clock: clock)
    // 19 wrong and 1 right, all at once: each attempt's bcrypt check takes a while, so
    // attempts counted only after it would all be let through.
    let outcomes = await withTaskGroup(of: String.self) { group in
      for attempt in 0..<20 {
        group.addTask {
          let password = attempt == 7 ? "analytical-engine" : "wrong-password-\(attempt)"
          do throws(LoginError) {
            _ = try await authenticator.login(
              username: "ada", password: password, address: "198.51.100.20")
            return "signed in"
          } catch {
            if case .tooManyAttempts = error { return "refused" }
            return "checked"
          }
        }
      }
      var all: [String] = []
      for await outcome in group { all.append(outcome) }
      return all
    }
    let checked = outcomes.filter { $0 != "refused" }.count
    let allowance = LoginThrottle.Policy.accountAndAddress.freeFailures + 1
    #expect(checked == allowance)
    #expect(outcomes.count == 20)
  }

  @Test("A right password let through among simultaneous ones leaves no failure behind")
  func admittedSuccessTakesItsCountBack() async throws {
    let clock = TestClock()
    let throttle = LoginThrottle(clock: clock)
    for _ in 0..<3 {
      guard case .admitted(let attempt) = await throttle.admit(username: "ada", address: "10.0.0.1")
      else {
        Issue.record("refused within the allowance")
        return
      }
      await throttle.finish(attempt, succeeded: true)
    }
    // Three successes counted nothing: the address's 20 free failures are all still free.
    for _ in 0..<20 { await throttle.recordFailure(username: "bob", address: "10.0.0.1") }
    #expect(await throttle.wait(username: "carol", address: "10.0.0.1") == nil)
    await throttle.recordFailure(username: "bob", address: "10.0.0.1")
    #expect(await throttle.wait(username: "carol", address: "10.0.0.1") != nil)
  }

  @Test("An attempt the database could not check is withdrawn")
  func withdrawnAttemptCountsNothing() async throws {
    let throttle = LoginThrottle(clock: TestClock())
    for _ in 0..<10 {
      guard case .admitted(let attempt) = await throttle.admit(username: "ada", address: "10.0.0.1")
      else {
        Issue.record("a withdrawn attempt was counted")
        return
      }
      await throttle.withdraw(attempt)
    }
    #expect(await throttle.wait(username: "ada", address: "10.0.0.1") == nil)
  }
}
