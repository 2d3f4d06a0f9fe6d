import Foundation
import MVVM
import OpenCombine
import TaskManagerDomain
import Testing
import ViewsTesting

@testable import LoginMVVMState

/// The account the stubbed server knows.
private let ada = User(
  id: UserID(rawValue: 1), username: "ada", createdAt: Date(timeIntervalSince1970: 0))

/// Every state a view model publishes from now on, in order.
final class StateRecorder<State: Equatable> {
  private(set) var states: [State] = []
  private var subscription: AnyCancellable?

  init(_ model: StateBindingViewModel<State>) {
    subscription = model.changes.sink { [weak self] state in self?.states.append(state) }
  }
}

@MainActor
@Suite("Login in MVVM with state bindings")
struct LoginViewModelTests {
  // A host for code without views: tracked work and a virtual clock.
  let host = TestHost()

  func makeLogin(_ authClient: AuthClient) -> LoginViewModel {
    let login = LoginViewModel(context: host.context, authClient: authClient)
    login.update {
      $0.username = "ada"
      $0.password = "correct-horse"
    }
    return login
  }

  /// The form's state with Ada's credentials typed in, changed by `change`.
  func typedIn(_ change: (inout LoginState) -> Void = { _ in }) -> LoginState {
    var state = LoginState(username: "ada", password: "correct-horse")
    change(&state)
    return state
  }

  @Test func anEmptyFieldIsOneStateWithTheMessage() {
    // Any request would answer "server error", which the test would see.
    let login = makeLogin(.failing(.server))
    login.binding(\.password).wrappedValue = ""
    let recorder = StateRecorder(login)
    login.logIn()
    #expect(
      recorder.states == [
        typedIn {
          $0.password = ""
          $0.errorMessage = "Please enter both username and password"
        }
      ])
  }

  @Test(arguments: [LoginError.invalidCredentials, .network, .server])
  func aFailureIsLoadingThenTheMessage(error: LoginError) async throws {
    let login = makeLogin(.failing(error))
    let recorder = StateRecorder(login)
    login.logIn()
    try await host.settle()
    #expect(
      recorder.states == [
        typedIn { $0.isLoading = true },
        typedIn { $0.errorMessage = error.message },
      ])
  }

  @Test func successIsLoadingThenTheWelcomeThenHome() async throws {
    var server = AuthClient.failing(.invalidCredentials)
    server.login = { _, _ in ada }
    let login = makeLogin(server)
    var handedOver: User?
    login.onLoggedIn = { handedOver = $0 }
    let recorder = StateRecorder(login)
    login.logIn()
    try await host.settle()
    #expect(
      recorder.states == [
        typedIn { $0.isLoading = true },
        typedIn { $0.loggedInUser = ada },
      ])
    #expect(login.welcomeMessage == "Welcome, ada!")
    // The virtual clock moves only when the test says so.
    try await host.advance(by: .milliseconds(999))
    #expect(handedOver == nil)
    try await host.advance(by: .milliseconds(1))
    #expect(handedOver == ada)
  }

  @Test func editsToCredentialsBeingCheckedPublishNothing() {
    let login = makeLogin(.failing(.network))
    login.logIn()
    let recorder = StateRecorder(login)
    login.binding(\.username).wrappedValue = "someone-else"
    #expect(recorder.states.isEmpty)
    #expect(login.username == "ada")
  }
}
