import Observation
import Testing
import Views
import ViewsTesting
import Viper

/// Holds the Viper kit's "Getting started" article (Viper.docc/GettingStarted.md) to its word:
/// the Quote module is copied as the article writes it, assembled as it says, and run in a
/// `ViewDriver` with every claimed output checked. The ViperTesting article's tests reuse the
/// module from here.
@Suite("Viper Getting started")
struct ViperGettingStartedTests {
  // MARK: Declare the contracts

  protocol QuoteViewContract: AnyObject {
    func showQuote(_ text: String)
    func showLoading(_ isLoading: Bool)
  }

  protocol QuoteViewOutput: AnyObject {
    func refreshTapped()
    func aboutAuthorTapped()
  }

  protocol QuoteInteractorInput: AnyObject {
    func loadQuote()
  }

  protocol QuoteInteractorOutput: AnyObject {
    func quoteLoaded(_ quote: Quote)
    func quoteFailed(_ message: String)
  }

  protocol QuoteRouterInput: AnyObject {
    func showAuthor(_ name: String)
  }

  struct Quote: ViperEntity, Equatable {
    var text: String
    var author: String
  }

  enum QuoteError: Error {
    case offline
    var message: String { "No connection. Try again later." }
  }

  struct QuoteClient: Sendable {
    var fetch: @Sendable () async throws(QuoteError) -> Quote
  }

  // MARK: Write the parts

  final class QuoteInteractor: ViperInteractor, QuoteInteractorInput {
    @Weak var output: (any QuoteInteractorOutput)? = nil
    private let client: QuoteClient
    private let context: HostContext

    init(client: QuoteClient, context: HostContext) {
      self.client = client
      self.context = context
    }

    func loadQuote() {
      let client = self.client
      perform(on: context.work) { () async throws(QuoteError) -> Quote in
        try await client.fetch()
      } deliver: { output, result in
        switch result {
        case .success(let quote): output.quoteLoaded(quote)
        case .failure(let error): output.quoteFailed(error.message)
        }
      }
    }
  }

  final class QuotePresenter: ViperPresenter, QuoteViewOutput, QuoteInteractorOutput {
    @Weak var view: (any QuoteViewContract)? = nil
    let interactor: any QuoteInteractorInput
    let router: any QuoteRouterInput
    private var quote: Quote?

    init(interactor: any QuoteInteractorInput, router: any QuoteRouterInput) {
      self.interactor = interactor
      self.router = router
    }

    func refreshTapped() {
      view?.showLoading(true)
      interactor.loadQuote()
    }

    func aboutAuthorTapped() {
      if let quote { router.showAuthor(quote.author) }
    }

    func quoteLoaded(_ quote: Quote) {
      self.quote = quote
      view?.showLoading(false)
      view?.showQuote("“\(quote.text)” — \(quote.author)")
    }

    func quoteFailed(_ message: String) {
      view?.showLoading(false)
      view?.showQuote(message)
    }
  }

  @Observable
  final class QuoteView: ViperView, View, QuoteViewContract {
    @ObservationIgnored let output: any QuoteViewOutput
    private(set) var quote = "Tap Refresh for a quote."
    private(set) var isLoading = false

    init(output: any QuoteViewOutput) {
      self.output = output
    }

    func showQuote(_ text: String) { quote = text }
    func showLoading(_ isLoading: Bool) { self.isLoading = isLoading }

    var body: some View {
      VStack {
        Text(quote)
        if isLoading {
          ProgressView("Loading…")
        }
        Button("Refresh") { self.output.refreshTapped() }
          .disabled(isLoading)
        Button("About the author") { self.output.aboutAuthorTapped() }
      }
      .navigationTitle("Quote")
    }
  }

  final class QuoteRouter: ViperRouter, QuoteRouterInput {
    @Weak var navigator: Navigator? = nil

    init(navigator: Navigator?) {
      self.navigator = navigator
    }

    func showAuthor(_ name: String) {
      navigator?.presentAlert(
        AlertRoute(
          title: name, message: "The author of this quote.",
          buttons: [AlertRoute.Button("OK", role: .cancel)]))
    }
  }

  // MARK: Assemble the module

  enum QuoteModule {
    static func assemble(client: QuoteClient, context: HostContext, navigator: Navigator?)
      -> ViperModule<QuoteView, QuotePresenter, QuoteInteractor, QuoteRouter>
    {
      ViperModule.assemble(
        interactor: QuoteInteractor(client: client, context: context),
        router: QuoteRouter(navigator: navigator),
        presenter: { QuotePresenter(interactor: $0, router: $1) },
        view: { QuoteView(output: $0) },
        viewContract: { $0 }, interactorOutput: { $0 })
    }
  }

  // MARK: Show it

  enum QuoteApp {
    static func makeRoot(_ context: HostContext, client: QuoteClient) -> NavigatorView {
      let navigator = Navigator()
      let module = QuoteModule.assemble(client: client, context: context, navigator: navigator)
      navigator.replaceRoot(Screen(module.view))
      return NavigatorView(navigator)
    }
  }

  // MARK: The article's claims

  @MainActor
  @Test func assemblySetsTheBackReferences() {
    let context = HostContext(work: PendingWork(), clock: VirtualClock())
    let module = QuoteModule.assemble(
      client: QuoteClient { Quote(text: "", author: "") }, context: context, navigator: nil)
    #expect(module.presenter.view === module.view)
    #expect(module.interactor.output === module.presenter)
    #expect(module.view.output === module.presenter)
  }

  @MainActor
  @Test func refreshingShowsAQuoteAndItsAuthor() async throws {
    let client = QuoteClient { Quote(text: "Simple is better.", author: "Ada") }
    let app = ViewDriver { context in QuoteApp.makeRoot(context, client: client) }
    #expect(app.shows("Tap Refresh for a quote."))
    try await app.tap("Refresh")
    #expect(app.shows("“Simple is better.” — Ada"))
    try await app.tap("About the author")
    #expect(app.alert?.text == "Ada")
    #expect(app.shows("The author of this quote."))
    try await app.press("OK", in: .alert)
    #expect(app.alert == nil)
  }

  @MainActor
  @Test("A failed request shows the error's message; no quote, no author")
  func aFailureShowsItsMessage() async throws {
    let offline = QuoteClient { () async throws(QuoteError) -> Quote in throw .offline }
    let app = ViewDriver { context in QuoteApp.makeRoot(context, client: offline) }
    try await app.tap("Refresh")
    #expect(app.shows("No connection. Try again later."))
    try await app.tap("About the author")
    #expect(app.alert == nil)
  }
}
