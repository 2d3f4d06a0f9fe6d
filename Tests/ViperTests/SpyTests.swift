import Testing
import Viper
import ViperTesting

private protocol WelcomeView: AnyObject {
  func showWelcomeMessage(_ text: String)
  func showLoading(_ isLoading: Bool)
  func showError(_ message: String, retryable: Bool)
}

private final class WelcomeViewSpy: WelcomeView, Spying {
  let spy = Spy()
  func showWelcomeMessage(_ text: String) { record(text) }
  func showLoading(_ isLoading: Bool) { record(isLoading) }
  func showError(_ message: String, retryable: Bool) { record(message, retryable) }
}

@Suite("Spies")
struct SpyTests {
  @Test func recordsCallsWithArguments() {
    let view = WelcomeViewSpy()
    view.showLoading(true)
    view.showLoading(false)
    view.showWelcomeMessage("Welcome, ada!")

    #expect(view.spy.showWelcomeMessageCalled)
    #expect(!view.spy.showErrorCalled)
    #expect(view.spy.names == ["showLoading", "showLoading", "showWelcomeMessage"])
    #expect(view.spy.callCount("showLoading") == 2)
    #expect(view.spy.lastArgument(of: "showWelcomeMessage") == "Welcome, ada!")
    #expect(view.spy.arguments(of: "showLoading").map { $0.first as? Bool } == [true, false])
  }

  @Test func capturesSeveralArgumentsAndResets() {
    let view = WelcomeViewSpy()
    view.showError("Offline", retryable: true)
    let arguments = view.spy.arguments(of: "showError(_:retryable:)").first ?? []
    #expect(arguments.first as? String == "Offline")
    #expect(arguments.last as? Bool == true)
    #expect(view.spy.calls.first?.description == "showError(Offline, true)")
    view.spy.reset()
    #expect(view.spy.calls.isEmpty)
  }

  @Test func eventLogKeepsTheNewestEntries() {
    let log = EventLog(capacity: 2)
    log.record("Login", "a")
    log.record("Login", "b")
    log.record("Home", "c")
    #expect(log.entries.map(\.description) == ["#2 Login: b", "#3 Home: c"])
    log.clear()
    #expect(log.entries.isEmpty)
  }
}
