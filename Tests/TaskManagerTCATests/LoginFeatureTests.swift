import Clocks
import Composable
import ComposableTesting
import TaskManagerDomain
import Testing

@testable import TaskManagerTCA

@MainActor
@Suite("LoginFeature")
struct LoginFeatureTests {
  @Test("An empty field is refused before any request")
  func emptyField() async {
    let store = TestStore(initialState: LoginFeature.State(username: "tester")) {
      LoginFeature()
    } withDependencies: {
      $0.authClient = .failing(.server)  // Would fail the test if it were called.
    }
    await store.send(.logInButtonTapped) {
      $0.errorMessage = "Please enter both username and password"
    }
  }

  @Test("Short credentials read as invalid, without a request")
  func tooShort() async {
    let store = TestStore(initialState: LoginFeature.State(username: "ab", password: "123456")) {
      LoginFeature()
    } withDependencies: {
      $0.authClient = .failing(.server)
    }
    await store.send(.logInButtonTapped) {
      $0.errorMessage = "Invalid username or password"
    }
  }

  @Test("Success welcomes, then hands over to Home after one second on the clock")
  func success() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: LoginFeature.State(username: "tester", password: "secret-password")
    ) {
      LoginFeature()
    } withDependencies: {
      $0.authClient = .inMemory()
      $0.continuousClock = clock
    }
    await store.send(.logInButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(\.loginResponse.success) {
      $0.isLoading = false
      $0.welcomeMessage = "Welcome, tester!"
    }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.delegate.didLogIn, Fixtures.user)
  }

  @Test(
    "Failures show the domain's words",
    arguments: [
      LoginError.invalidCredentials, .network, .server, .tooManyAttempts(retryAfterSeconds: 9),
    ]
  )
  func failure(error: LoginError) async {
    let store = TestStore(
      initialState: LoginFeature.State(username: "tester", password: "secret-password")
    ) {
      LoginFeature()
    } withDependencies: {
      $0.authClient = .failing(error)
    }
    await store.send(.logInButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(.loginResponse(.failure(error))) {
      $0.isLoading = false
      $0.errorMessage = error.message
    }
    await store.send(.dismissErrorButtonTapped) {
      $0.errorMessage = nil
    }
  }

  @Test("Log In does nothing while a login is under way")
  func noDoubleSubmit() async {
    var state = LoginFeature.State(username: "tester", password: "secret-password")
    state.isLoading = true
    let store = TestStore(initialState: state) { LoginFeature() }
    await store.send(.logInButtonTapped)
  }
}
