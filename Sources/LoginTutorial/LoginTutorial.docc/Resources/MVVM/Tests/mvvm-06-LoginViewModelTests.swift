import Foundation
import TaskManagerDomain
import Testing
import ViewsTesting

@testable import LoginMVVM

/// The account the stubbed server knows.
private let ada = User(
  id: UserID(rawValue: 1), username: "ada", createdAt: Date(timeIntervalSince1970: 0))

@MainActor
@Suite("Login in MVVM")
struct LoginViewModelTests {
  // A host for code without views: tracked work and a virtual clock.
  let host = TestHost()

  func makeLogin(_ authClient: AuthClient) -> LoginViewModel {
    LoginViewModel(context: host.context, authClient: authClient)
  }

  /// A server that knows Ada.
  var adasServer: AuthClient {
    var client = AuthClient.failing(.invalidCredentials)
    client.login = { _, _ in ada }
    return client
  }

  @Test func anEmptyFieldIsRefusedWithoutARequest() async throws {
    // Any request would answer "server error", which the test would see.
    let login = makeLogin(.failing(.server))
    login.enter(username: "ada")
    login.logIn()
    try await host.settle()
    #expect(login.errorMessage == "Please enter both username and password")
    #expect(!login.isLoading)
  }

  @Test func successWelcomesThenHandsOverAfterOneSecond() async throws {
    let login = makeLogin(adasServer)
    var handedOver: User?
    login.onLoggedIn = { handedOver = $0 }
    login.enter(username: "ada")
    login.enter(password: "correct-horse")
    login.logIn()
    #expect(login.isLoading)
    try await host.settle()
    #expect(!login.isLoading)
    #expect(login.welcomeMessage == "Welcome, ada!")
    #expect(!login.canLogIn)
    // The virtual clock moves only when the test says so.
    try await host.advance(by: .milliseconds(999))
    #expect(handedOver == nil)
    try await host.advance(by: .milliseconds(1))
    #expect(handedOver == ada)
  }

  @Test(arguments: [LoginError.invalidCredentials, .network, .server])
  func aFailureShowsTheDomainsMessage(error: LoginError) async throws {
    let login = makeLogin(.failing(error))
    login.enter(username: "ada")
    login.enter(password: "correct-horse")
    login.logIn()
    try await host.settle()
    #expect(login.errorMessage == error.message)
    #expect(login.canLogIn)
    login.dismissError()
    #expect(login.errorMessage == nil)
  }

  @Test func credentialsCannotChangeWhileTheyAreBeingChecked() {
    let login = makeLogin(adasServer)
    login.enter(username: "ada")
    login.enter(password: "correct-horse")
    login.logIn()
    login.enter(username: "someone-else")
    #expect(login.username == "ada")
  }

  @Test func aViewModelThatWentAwayNeverHandsOver() async throws {
    var login: LoginViewModel? = makeLogin(adasServer)
    var handedOver = false
    login?.onLoggedIn = { _ in handedOver = true }
    login?.enter(username: "ada")
    login?.enter(password: "correct-horse")
    login?.logIn()
    try await host.settle()
    login = nil  // The welcome's second was still running: it goes with the view model.
    try await host.advance(by: .seconds(1))
    #expect(!handedOver)
  }
}
