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

  @Test("Repeated failures for a name slow down, then lock out, even the right password")
  func throttledByUsername() async throws {
    let clock = TestClock()
    let database = try makeDatabase()
    _ = try await database.accounts.create(username: "ada", password: "analytical-engine")
    let throttle = LoginThrottle(clock: clock)
    let authenticator = Authenticator(database: database, throttle: throttle)
    for _ in 1...3 {
      await #expect(throws: LoginError.invalidCredentials) {
        try await authenticator.login(username: "ada", password: "wrong-password")
      }
    }
    // Fourth failure: a one-second wait, reported to the caller.
    await #expect(throws: LoginError.invalidCredentials) {
      try await authenticator.login(username: "ADA", password: "wrong-password")
    }
    await #expect(throws: LoginError.tooManyAttempts(retryAfterSeconds: 1)) {
      try await authenticator.login(username: "ada", password: "analytical-engine")
    }
    await clock.advance(by: .seconds(1))
    // Fifth failure: lockout for 30 seconds; the right password is refused meanwhile.
    await #expect(throws: LoginError.invalidCredentials) {
      try await authenticator.login(username: "ada", password: "wrong-password")
    }
    await #expect(throws: LoginError.tooManyAttempts(retryAfterSeconds: 30)) {
      try await authenticator.login(username: "ada", password: "analytical-engine")
    }
    await clock.advance(by: .seconds(29))
    await #expect(throws: LoginError.tooManyAttempts(retryAfterSeconds: 1)) {
      try await authenticator.login(username: "ada", password: "analytical-engine")
    }
    await clock.advance(by: .seconds(1))
    _ = try await authenticator.login(username: "ada", password: "analytical-engine")
    // Success resets: three free failures again.
    for _ in 1...3 {
      await #expect(throws: LoginError.invalidCredentials) {
        try await authenticator.login(username: "ada", password: "wrong-password")
      }
    }
    _ = try await authenticator.login(username: "ada", password: "analytical-engine")
  }

  @Test("Lockouts double, up to the maximum")
  func lockoutsDouble() async {
    let clock = TestClock()
    let policy = LoginThrottle.Policy(
      freeFailures: 0, slowdown: .zero, lockoutThreshold: 2, lockout: .seconds(30),
      maximumLockout: .seconds(100))
    let throttle = LoginThrottle(username: policy, clock: clock)
    var waits: [Int] = []
    for _ in 1...4 {
      await throttle.recordFailure(username: "ada", address: nil)
      let wait = await throttle.recordFailure(username: "ada", address: nil)
      waits.append(wait?.wholeSecondsRoundedUp ?? 0)
      await clock.advance(by: wait ?? .zero)
    }
    #expect(waits == [30, 60, 100, 100])
  }

  @Test("Failures from one address throttle it across user names")
  func throttledByAddress() async {
    let clock = TestClock()
    let throttle = LoginThrottle(
      username: LoginThrottle.Policy(freeFailures: 100, lockoutThreshold: 100),
      clientAddress: LoginThrottle.Policy(freeFailures: 2, lockoutThreshold: 3),
      clock: clock)
    await throttle.recordFailure(username: "a1", address: "10.0.0.7")
    await throttle.recordFailure(username: "a2", address: "10.0.0.7")
    #expect(await throttle.wait(username: "a3", address: "10.0.0.7") == nil)
    await throttle.recordFailure(username: "a3", address: "10.0.0.7")
    #expect(await throttle.wait(username: "a4", address: "10.0.0.7") == .seconds(30))
    #expect(await throttle.wait(username: "a4", address: "10.0.0.8") == nil)
    await clock.advance(by: .seconds(12))
    #expect(await throttle.wait(username: "a4", address: "10.0.0.7") == .seconds(18))
  }

  @Test("Old failures are forgotten")
  func forgetsOldFailures() async {
    let clock = TestClock()
    let throttle = LoginThrottle(
      username: LoginThrottle.Policy(freeFailures: 1, forgetAfter: .seconds(60)), clock: clock)
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
}
