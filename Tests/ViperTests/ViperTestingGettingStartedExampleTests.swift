import Testing
import Views
import ViewsTesting
import Viper
import ViperTesting

/// Holds the ViperTesting kit's "Getting started" article
/// (ViperTesting.docc/GettingStarted.md) to its word: its spies and tests are copied as the
/// article writes them and run against the Quote module of the Viper article (copied in
/// `ViperGettingStartedTests`, which these names stand for).
///
/// (In the ViperTests target, beside the Viper article's tests, under its own file name: a
/// target cannot hold two files with the same name.)
@Suite("ViperTesting Getting started")
struct ViperTestingGettingStartedTests {
  // MARK: The module under test (the Viper article's)

  typealias Quote = ViperGettingStartedTests.Quote
  typealias QuoteError = ViperGettingStartedTests.QuoteError
  typealias QuoteClient = ViperGettingStartedTests.QuoteClient
  typealias QuoteViewContract = ViperGettingStartedTests.QuoteViewContract
  typealias QuoteViewOutput = ViperGettingStartedTests.QuoteViewOutput
  typealias QuoteInteractorInput = ViperGettingStartedTests.QuoteInteractorInput
  typealias QuoteInteractorOutput = ViperGettingStartedTests.QuoteInteractorOutput
  typealias QuoteRouterInput = ViperGettingStartedTests.QuoteRouterInput
  typealias QuotePresenter = ViperGettingStartedTests.QuotePresenter
  typealias QuoteInteractor = ViperGettingStartedTests.QuoteInteractor
  typealias QuoteModule = ViperGettingStartedTests.QuoteModule

  // MARK: Write the spies

  final class QuoteViewSpy: QuoteViewContract, Spying {
    enum Call: Equatable {
      case showQuote(String)
      case showLoading(Bool)
    }
    let spy = Spy<Call>()
    func showQuote(_ text: String) { record(.showQuote(text)) }
    func showLoading(_ isLoading: Bool) { record(.showLoading(isLoading)) }
  }

  final class QuoteInteractorSpy: QuoteInteractorInput, Spying {
    enum Call: Equatable { case loadQuote }
    let spy = Spy<Call>()
    func loadQuote() { record(.loadQuote) }
  }

  final class QuoteRouterSpy: QuoteRouterInput, Spying {
    enum Call: Equatable { case showAuthor(String) }
    let spy = Spy<Call>()
    func showAuthor(_ name: String) { record(.showAuthor(name)) }
  }

  final class QuoteOutputSpy: QuoteInteractorOutput, Spying {
    enum Call: Equatable {
      case quoteLoaded(Quote)
      case quoteFailed(String)
    }
    let spy = Spy<Call>()
    func quoteLoaded(_ quote: Quote) { record(.quoteLoaded(quote)) }
    func quoteFailed(_ message: String) { record(.quoteFailed(message)) }
  }

  // MARK: Test the presenter

  @MainActor
  @Suite struct QuotePresenterTests {
    let view = QuoteViewSpy()
    let interactor = QuoteInteractorSpy()
    let router = QuoteRouterSpy()
    let presenter: QuotePresenter

    init() {
      presenter = QuotePresenter(interactor: interactor, router: router)
      presenter.view = view
    }

    @Test func refreshShowsProgressThenTheQuote() {
      presenter.refreshTapped()
      #expect(view.calls == [.showLoading(true)])
      #expect(interactor.calls == [.loadQuote])

      presenter.quoteLoaded(Quote(text: "Simple is better.", author: "Ada"))
      #expect(
        view.calls == [
          .showLoading(true), .showLoading(false), .showQuote("“Simple is better.” — Ada"),
        ])
    }

    @Test func theAuthorIsShownOnlyOnceThereIsAQuote() {
      presenter.aboutAuthorTapped()
      #expect(router.calls.isEmpty)
      presenter.quoteLoaded(Quote(text: "Simple is better.", author: "Ada"))
      presenter.aboutAuthorTapped()
      #expect(router.calls == [.showAuthor("Ada")])
    }

    @Test("values(_:) pulls out one kind of call; reset() starts afresh")
    func valuesAndReset() {
      presenter.refreshTapped()
      presenter.quoteLoaded(Quote(text: "Simple is better.", author: "Ada"))
      let shown = view.spy.values { if case .showQuote(let text) = $0 { text } else { nil } }
      #expect(shown == ["“Simple is better.” — Ada"])
      view.spy.reset()
      #expect(view.calls.isEmpty)
    }
  }

  // MARK: Test the interactor

  @MainActor
  @Suite struct QuoteInteractorTests {
    let host = TestHost()
    let output = QuoteOutputSpy()

    func interactor(_ client: QuoteClient) -> QuoteInteractor {
      let interactor = QuoteInteractor(client: client, context: host.context)
      interactor.output = output
      return interactor
    }

    @Test func aQuoteIsDelivered() async throws {
      let quote = Quote(text: "Simple is better.", author: "Ada")
      let interactor = interactor(QuoteClient { quote })
      interactor.loadQuote()
      #expect(output.calls.isEmpty)
      try await host.settle()
      #expect(output.calls == [.quoteLoaded(quote)])
    }

    @Test func aFailureIsDeliveredAsItsMessage() async throws {
      let offline = QuoteClient { () async throws(QuoteError) -> Quote in throw .offline }
      let interactor = interactor(offline)
      interactor.loadQuote()
      try await host.settle()
      #expect(output.calls == [.quoteFailed(QuoteError.offline.message)])
    }
  }

  // MARK: Check that the module is released

  @MainActor
  @Test func theQuoteModuleIsReleased() async throws {
    let host = TestHost()
    let slow = QuoteClient { [clock = host.clock] () async throws(QuoteError) -> Quote in
      try? await clock.sleep(for: .seconds(5))
      return Quote(text: "Late", author: "Nobody")
    }
    expectNoLeaks { tracker in
      let module = QuoteModule.assemble(client: slow, context: host.context, navigator: nil)
      tracker.track(module)
      module.presenter.refreshTapped()
    }
    // The request is still asleep; when it ends, its result finds no interactor.
    try await host.settle()
    try await host.advance(by: .seconds(5))
  }

  @MainActor
  @Test func releasedAfterItsAnswerArrives() async throws {
    let host = TestHost()
    let client = QuoteClient { Quote(text: "Simple is better.", author: "Ada") }
    try await expectNoLeaks { tracker in
      let module = QuoteModule.assemble(client: client, context: host.context, navigator: nil)
      tracker.track(module)
      module.presenter.refreshTapped()
      try await host.settle()
    }
  }
}
