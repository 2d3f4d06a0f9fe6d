import TaskManagerDomain
import Testing
import ViewsTesting

@MainActor
@Suite("Parity: login")
struct LoginScenarios {
  @Test("An empty field is refused without asking the server", arguments: Variant.all)
  func emptyFields(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.app.type("tester", into: "Username")
    try await scenario.app.tap("Log In")
    #expect(scenario.errors == ["Please enter both username and password"])
    #expect(!scenario.app.shows("Signing in"))
    #expect(scenario.isLogin)
  }

  @Test("Too short a name or password reads as invalid credentials", arguments: Variant.all)
  func tooShort(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.submitLogin(username: "ab", password: "secret-password")
    #expect(scenario.errors == ["Invalid username or password"])
    try await scenario.submitLogin(username: "tester", password: "12345")
    #expect(scenario.errors == ["Invalid username or password"])
  }

  @Test("A wrong password is refused", arguments: Variant.all)
  func wrongPassword(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.submitLogin(password: "not-the-password")
    try await scenario.app.advance(by: .seconds(1))
    #expect(scenario.errors == ["Invalid username or password"])
    #expect(!scenario.isHome)
  }

  @Test(
    "Network, server and throttling failures show the domain's words",
    arguments: Variant.all,
    [
      LoginError.network, .server, .tooManyAttempts(retryAfterSeconds: 30),
    ])
  func failures(variant: Variant, error: LoginError) async throws {
    var environment = TaskManagerEnvironment.inMemory()
    environment.authClient = .failing(error)
    let scenario = Scenario(variant, environment: environment)
    try await scenario.submitLogin()
    #expect(scenario.errors == [error.message])
    #expect(!scenario.isHome)
  }

  @Test("An error can be dismissed", arguments: Variant.all)
  func dismissError(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.app.tap("Log In")
    #expect(!scenario.errors.isEmpty)
    try await scenario.app.tap("Dismiss")
    #expect(scenario.errors.isEmpty)
  }

  @Test(
    "While the server checks, a progress indicator shows and Log In waits", arguments: Variant.all)
  func loading(variant: Variant) async throws {
    let clock = VirtualClock()
    var environment = TaskManagerEnvironment.inMemory()
    let slow = environment.authClient
    environment.authClient.login = { (username, password) async throws(LoginError) -> User in
      try? await clock.sleep(for: .seconds(3))
      return try await slow.login(username, password)
    }
    let scenario = Scenario(variant, environment: environment, clock: clock)
    try await scenario.submitLogin()
    #expect(scenario.app.shows("Signing in…"))
    #expect(try scenario.app.element("Log In").isDisabled)
    try await scenario.app.advance(by: .seconds(3))
    #expect(!scenario.app.shows("Signing in…"))
    #expect(scenario.app.shows("Welcome, tester!"))
  }

  @Test("Success welcomes the user, then Home appears one second later", arguments: Variant.all)
  func welcomeThenHome(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.submitLogin()
    #expect(scenario.app.shows("Welcome, tester!"))
    #expect(scenario.errors.isEmpty)
    #expect(!scenario.isHome)
    try await scenario.app.advance(by: .milliseconds(900))
    #expect(!scenario.isHome)
    try await scenario.app.advance(by: .milliseconds(100))
    #expect(scenario.isHome)
    #expect(!scenario.isLogin)
  }

  @Test("Return in the password field logs in", arguments: Variant.all)
  func submitFromPassword(variant: Variant) async throws {
    let scenario = Scenario(variant)
    try await scenario.app.type("tester", into: "Username")
    try await scenario.app.type("secret-password", into: "Password")
    try await scenario.app.submit("Password")
    #expect(scenario.app.shows("Welcome, tester!"))
  }
}
