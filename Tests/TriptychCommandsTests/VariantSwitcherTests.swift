import Foundation
import TaskManagerDomain
import Testing
import Views
import ViewsTesting

@testable import TriptychCommands

/// The session wrapper of `triptych serve`, driven like a user: the Variant picker on the login
/// screen, and the switch to the leaving user's saved architecture at sign-out.
@MainActor
@Suite("triptych serve: variant per session, remembered per user")
struct VariantSwitcherTests {
  let environment = TaskManagerEnvironment.inMemory()
  let app: ViewDriver
  let tester = UserID(rawValue: 1)

  init() {
    let environment = self.environment
    app = ViewDriver { context in
      VariantSwitcher.makeRoot(
        context, environment: environment, variants: [TestVariants.tca, TestVariants.mvvmStandIn],
        initial: TestVariants.tca)
    }
  }

  private var chosenVariant: String? {
    (try? app.element("Variant", kinds: [.picker]))?.value
  }

  private func logIn() async throws {
    try await app.type(AuthClient.testAccount.username, into: "Username")
    try await app.type(AuthClient.testAccount.password, into: "Password")
    try await app.tap("Log In")
    try await app.advance(by: .seconds(1))
    #expect(app.shows("Settings"), "Home should show after the delay:\n\(app.visibleText)")
  }

  /// How many Log In taps the TCA debugger lists.
  /// How many times the TCA debugger's log lists "Show done items" being switched.
  private var showDoneChangesInDebuggerLog: Int {
    app.visibleText.components(separatedBy: "showDone").count - 1
  }

  private func signOut() async throws {
    try await app.tap("Settings")
    try await app.tap("Sign Out")
  }

  @Test("the login screen offers the variants; the picker goes once someone is signed in")
  func pickerWhileSignedOut() async throws {
    #expect(chosenVariant == "TCA")
    let options = try app.element("Variant", kinds: [.picker]).children.map(\.text)
    #expect(options == ["TCA", "MVVM"])
    #expect(try app.value(of: "Username") == "")
    try await logIn()
    #expect(chosenVariant == nil)
    // Where am I? The variant in use, when a switch applies, and where the debugger is.
    #expect(app.shows(VariantSwitcherView.whereYouAre(.tca)))
    #expect(app.visibleText.contains("You are using the TCA variant."))
  }

  @Test("the variant picked on the login screen is saved as the user's architecture")
  func pickedVariantIsRemembered() async throws {
    try await app.select("MVVM", in: "Variant")
    #expect(chosenVariant == "MVVM")
    try await logIn()
    let settings = try await environment.settingsClient.load(tester)
    #expect(settings.architecture == .mvvm)
  }

  @Test("signing out shows the login screen of the architecture the user saved in Settings")
  func signOutSwitchesToSavedArchitecture() async throws {
    try await logIn()
    try await app.tap("Settings")
    try await app.select("MVVM", in: "Architecture")
    try await signOut()
    #expect(chosenVariant == "MVVM")
    #expect(try app.value(of: "Username") == "")
    #expect(await environment.authClient.currentUser() == nil)
  }

  @Test("each sign-out starts a fresh app, so nothing of the last user's session remains")
  func signOutRebuildsTheApp() async throws {
    try await logIn()
    try await app.tap("Settings")
    try await app.toggle("Debugger")
    // The debugger describes actions while it is on: this change is listed.
    try await app.toggle("Show done items")
    #expect(showDoneChangesInDebuggerLog > 0)
    try await signOut()
    #expect(chosenVariant == "TCA")
    try await logIn()
    try await app.tap("Settings")
    // The debugger is still on (a saved setting) and its new log lists nothing of the first
    // session.
    #expect(app.shows("actions recorded"))
    #expect(showDoneChangesInDebuggerLog == 0, "\(app.visibleText)")
  }

  @Test("a saved architecture this server lacks falls back to the current one, with a note")
  func unavailableArchitecture() async throws {
    try await logIn()
    try await app.tap("Settings")
    try await app.select("VIPER", in: "Architecture")
    try await signOut()
    #expect(chosenVariant == "TCA")
    #expect(app.shows("VIPER is not available on this server yet; showing TCA."))
    try await app.select("MVVM", in: "Variant")
    #expect(!app.shows("not available"))
  }
}

enum TestVariants {
  static let tca = TaskManagerVariants.variant(for: .tca)!
  /// TCA under another architecture's name: a second variant to switch to, whatever this build
  /// has.
  static let mvvmStandIn = TaskManagerVariant(.mvvm, makeApp: tca.makeApp)
}
