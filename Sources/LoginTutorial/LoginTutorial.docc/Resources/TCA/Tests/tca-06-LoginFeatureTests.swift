import Clocks
import Composable
import ComposableTesting
import Foundation
import TaskManagerDomain
import Testing

@testable import LoginTCA

/// The account the stubbed server knows.
private let ada = User(
  id: UserID(rawValue: 1), username: "ada", createdAt: Date(timeIntervalSince1970: 0))

/// The form with Ada's credentials typed in.
private func adaTypedIn() -> LoginFeature.State {
  var state = LoginFeature.State()
  state.username = "ada"
  state.password = "correct-horse"
  return state
}

@MainActor
@Suite("Login in TCA")
struct LoginFeatureTests {
  @Test func anEmptyFieldIsRefusedWithoutARequest() async {
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    } withDependencies: {
      // A request would come back as an action the test does not expect, and an exhaustive
      // test store fails on it.
      $0.authClient = .failing(.server)
    }
    await store.send(\.binding.username, "ada") {
      $0.username = "ada"
    }
    await store.send(.logInButtonTapped) {
      $0.errorMessage = "Please enter both username and password"
    }
    await store.send(.dismissErrorButtonTapped) {
      $0.errorMessage = nil
    }
  }

  @Test func successWelcomesThenHandsOverAfterOneSecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: adaTypedIn()) {
      LoginFeature()
    } withDependencies: {
      $0.authClient.login = { _, _ in ada }
      $0.continuousClock = clock
    }
    await store.send(.logInButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(\.loginResponse.success) {
      $0.isLoading = false
      $0.welcomeMessage = "Welcome, ada!"
    }
    // The welcome stays for a second of the test's clock, which only moves when told to.
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.delegate.didLogIn, ada)
  }

  @Test(arguments: [LoginError.invalidCredentials, .network, .server])
  func aFailureShowsTheDomainsMessage(error: LoginError) async {
    let store = TestStore(initialState: adaTypedIn()) {
      LoginFeature()
    } withDependencies: {
      $0.authClient = .failing(error)
    }
    await store.send(.logInButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(\.loginResponse.failure) {
      $0.isLoading = false
      $0.errorMessage = error.message
    }
  }

  @Test func homeReplacesLoginOnceLoginHandsOver() async {
    let clock = TestClock()
    let store = TestStore(initialState: LoginApp.State()) {
      LoginApp()
    } withDependencies: {
      $0.authClient.login = { _, _ in ada }
      $0.continuousClock = clock
    }
    // Only the parent's reaction matters here: Login's own steps are tested above.
    store.exhaustivity = .off
    await store.send(\.login.binding.username, "ada")
    await store.send(\.login.binding.password, "correct-horse")
    await store.send(.login(.logInButtonTapped))
    await store.receive(\.login.loginResponse.success)
    await clock.advance(by: LoginScreen.welcomeDelay)
    await store.receive(\.login.delegate.didLogIn) {
      $0.user = ada
    }
  }
}
