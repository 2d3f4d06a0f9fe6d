import Observation
import Testing
import Views
import ViewsTesting

/// Holds the ViewsTesting kit's "Getting started" article
/// (ViewsTesting.docc/GettingStarted.md) to its word: the greeter is copied as the article
/// writes it, and its tests run as the article shows them, with every claimed output checked.
///
/// (In the ViewsTests target, beside the Views article's tests, under its own file name: a
/// target cannot hold two files with the same name.)
@Suite("ViewsTesting Getting started")
struct ViewsTestingGettingStartedTests {
  // MARK: The screen under test

  @Observable
  final class GreeterModel {
    var name = ""
    var greeting: String?
    var isWaiting = false
    var isConfirmingReset = false

    @ObservationIgnored private let work: PendingWork
    @ObservationIgnored private let clock: any Clock<Duration>

    init(context: HostContext) {
      work = context.work
      clock = context.clock
    }

    func greetTapped() {
      isWaiting = true
      work.run { [clock] in
        try? await clock.sleep(for: .seconds(1))
      } then: {
        self.isWaiting = false
        self.greeting = "Hello, \(self.name)!"
      }
    }

    func startOverTapped() { isConfirmingReset = true }
    func forget() { greeting = nil }
  }

  struct GreeterView: View {
    let model: GreeterModel

    var body: some View {
      Form {
        TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 }))
        Button("Greet") { model.greetTapped() }
          .disabled(model.isWaiting)
        if model.isWaiting {
          ProgressView("Waiting…")
        }
        if let greeting = model.greeting {
          Text(greeting).style(.success)
          Button("Start over") { model.startOverTapped() }
        }
      }
      .alert(
        "Forget the greeting?",
        isPresented: Binding(
          get: { model.isConfirmingReset }, set: { model.isConfirmingReset = $0 })
      ) {
        Button("Forget", role: .destructive) { model.forget() }
        Button("Keep", role: .cancel) {}
      }
    }
  }

  // MARK: Drive it like a user

  @Suite struct GreeterTests {
    let app = ViewDriver { context in GreeterView(model: GreeterModel(context: context)) }

    @Test func greetsAfterOneSecond() async throws {
      try await app.type("Ada", into: "Name")
      try await app.tap("Greet")
      #expect(app.shows("Waiting…"))
      #expect(try app.element("Greet").isDisabled)

      try await app.advance(by: .seconds(1))
      #expect(app.shows("Hello, Ada! (success)"))
      #expect(!app.shows("Waiting…"))
    }

    @Test func startingOverAsksFirst() async throws {
      try await app.type("Ada", into: "Name")
      try await app.tap("Greet")
      try await app.advance(by: .seconds(1))

      try await app.tap("Start over")
      #expect(app.alert?.text == "Forget the greeting?")
      try await app.press("Keep", in: .alert)
      #expect(app.shows("Hello, Ada!"))

      try await app.tap("Start over")
      try await app.press("Forget", in: .alert)
      #expect(!app.shows("Hello, Ada!"))
    }

    @Test func aMissingButtonIsReported() async throws {
      let error = await #expect(throws: DriverError.self) { try await app.tap("Launch") }
      #expect(error?.message.contains("no such control is visible") == true)
    }
  }

  // MARK: Test the model without views

  @MainActor
  @Test func theModelAnswersAfterOneSecond() async throws {
    let host = TestHost()
    let model = GreeterModel(context: host.context)
    model.name = "Ada"
    model.greetTapped()

    try await host.settle()
    #expect(model.isWaiting)
    try await host.advance(by: .milliseconds(999))
    #expect(model.greeting == nil)
    try await host.advance(by: .milliseconds(1))
    #expect(model.greeting == "Hello, Ada!")
  }

  // MARK: When work never settles

  @MainActor
  @Test("Both hosts wait thirty seconds for running work unless told otherwise")
  func theDefaultSettleTimeoutIsThirtySeconds() {
    #expect(TestHost().settleTimeout == .seconds(120))
    #expect(ViewDriver(root: { Text("") }).settleTimeout == .seconds(120))
  }
}
