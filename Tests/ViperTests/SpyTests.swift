import Testing
import Viper
import ViperTesting

private protocol WelcomeView: AnyObject {
  func showWelcomeMessage(_ text: String)
  func showLoading(_ isLoading: Bool)
  func showError(_ message: String, retryable: Bool)
}

private final class WelcomeViewSpy: WelcomeView, Spying {
  enum Call: Equatable {
    case showWelcomeMessage(String)
    case showLoading(Bool)
    case showError(String, retryable: Bool)
  }
  let spy = Spy<Call>()
  func showWelcomeMessage(_ text: String) { record(.showWelcomeMessage(text)) }
  func showLoading(_ isLoading: Bool) { record(.showLoading(isLoading)) }
  func showError(_ message: String, retryable: Bool) {
    record(.showError(message, retryable: retryable))
  }
}

@Suite("Spies")
struct SpyTests {
  @Test func recordsEachCallAsATypedValueInOrder() {
    let view = WelcomeViewSpy()
    view.showLoading(true)
    view.showLoading(false)
    view.showWelcomeMessage("Welcome, ada!")

    #expect(
      view.calls == [.showLoading(true), .showLoading(false), .showWelcomeMessage("Welcome, ada!")])
    #expect(view.calls.last == .showWelcomeMessage("Welcome, ada!"))
    #expect(
      view.spy.values { if case .showLoading(let isLoading) = $0 { isLoading } else { nil } }
        == [true, false])
  }

  @Test func keepsSeveralArgumentsAndResets() {
    let view = WelcomeViewSpy()
    view.showError("Offline", retryable: true)
    #expect(view.calls == [.showError("Offline", retryable: true)])
    view.spy.reset()
    #expect(view.calls.isEmpty)
  }

}
