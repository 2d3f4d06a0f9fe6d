import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Observation
import Testing
import Views
import ViewsTesting
import WebHost

/// Holds the WebHost kit's "Getting started" article (WebHost.docc/GettingStarted.md) to its
/// word, in process: its apps are copied as the article writes them and driven with
/// `ViewDriver`, and the server's answers are checked through HummingbirdTesting's router
/// client. Listening on a port (`run`) and browsers are left out.
@Suite("WebHost Getting started")
struct WebHostGettingStartedTests {
  // MARK: Write the app

  @Observable
  final class CounterModel {
    var count = 0
    var isWaiting = false
    var note = ""
    @ObservationIgnored private let work: PendingWork
    @ObservationIgnored private let clock: any Clock<Duration>

    init(context: HostContext) {
      work = context.work
      clock = context.clock
    }

    func addOne() { count += 1 }

    func addOneLater() {
      isWaiting = true
      work.run { [clock] in
        try? await clock.sleep(for: .seconds(1))
      } then: {
        self.isWaiting = false
        self.count += 1
      }
    }
  }

  struct CounterView: View {
    let model: CounterModel

    var body: some View {
      VStack {
        Text("Count: \(model.count)")
        Button("Add one") { model.addOne() }
        Button("Add one in a second") { model.addOneLater() }
          .disabled(model.isWaiting)
        if model.isWaiting {
          ProgressView("Waiting…")
        }
        TextField("Note", text: Binding(get: { model.note }, set: { model.note = $0 }))
      }
      .navigationTitle("Counter")
    }
  }

  // MARK: Let users sign in

  /// The app's own check of a name and password (a bcrypt hash, a throttle…).
  protocol Accounts: Sendable {
    func check(_ name: String, _ password: String) async -> Bool
  }

  @Observable
  final class LoginModel {
    var username = ""
    var password = ""
    var user: String?
    var message = ""
    @ObservationIgnored private let work: PendingWork
    @ObservationIgnored private let session: WebSessionInfo
    @ObservationIgnored private let accounts: any Accounts

    init(context: HostContext, session: WebSessionInfo, accounts: any Accounts) {
      self.work = context.work
      self.session = session
      self.accounts = accounts
    }

    func logIn() {
      let (name, typed, accounts) = (username, password, accounts)
      work.run {
        await accounts.check(name, typed)
      } then: { [self] isValid in
        password = ""
        guard isValid else {
          message = "Invalid username or password"
          return
        }
        user = name
        session.privilegeChanged()
      }
    }

    func signOut() {
      user = nil
      session.privilegeChanged()
    }
  }

  struct LoginView: View {
    let model: LoginModel

    var body: some View {
      VStack {
        if let user = model.user {
          Text("Signed in as \(user)")
          Button("Sign Out") { model.signOut() }
        } else {
          TextField(
            "Username", text: Binding(get: { model.username }, set: { model.username = $0 }))
          SecureField(
            "Password", text: Binding(get: { model.password }, set: { model.password = $0 }))
          Button("Log In") { model.logIn() }
          Text(model.message)
        }
      }
    }
  }

  static func makeHost(accounts: any Accounts) -> WebHost {
    WebHost(configuration: WebHostConfiguration()) { context, session in
      LoginView(model: LoginModel(context: context, session: session, accounts: accounts))
    }
  }

  /// One account, ada with the password "secret" (not part of the article).
  struct OneAccount: Accounts {
    func check(_ name: String, _ password: String) async -> Bool {
      name == "ada" && password == "secret"
    }
  }

  // MARK: Configure

  @Test("The defaults listen on 127.0.0.1:8080; the article's settings take")
  func configuring() {
    var configuration = WebHostConfiguration()
    #expect(configuration.host == "127.0.0.1" && configuration.port == 8080)
    configuration.port = 0  // any free port
    configuration.sessionLimits.idleTimeout = .seconds(15 * 60)
    configuration.maxTextBytes = 2 * 1024 * 1024  // the largest text field
    configuration.largeTextAdvice = "Split the note into smaller ones."
    #expect(configuration.port == 0)
    #expect(configuration.sessionIdleTimeout == .seconds(900))
    #expect(configuration.maxTextBytes == 2_097_152)
  }

  // MARK: Let users sign in

  @MainActor
  @Test("A wrong password is refused and cleared; the right one signs in, and out again")
  func signingInAndOut() async throws {
    let app = ViewDriver { context in
      LoginView(
        model: LoginModel(context: context, session: WebSessionInfo(), accounts: OneAccount()))
    }
    try await app.type("ada", into: "Username")
    try await app.type("wrong", into: "Password")
    try await app.tap("Log In")
    #expect(app.shows("Invalid username or password"))
    #expect(try app.value(of: "Password") == "")

    try await app.type("secret", into: "Password")
    try await app.tap("Log In")
    #expect(app.shows("Signed in as ada"))
    try await app.tap("Sign Out")
    #expect(app.shows("[Log In]"))
  }

  @Test("makeHost serves the sign-in screen to a first visit")
  func theLoginHostServesItsScreen() async throws {
    let host = Self.makeHost(accounts: OneAccount())
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      let response = try await client.execute(uri: "/", method: .get)
      #expect(response.status == .ok)
      let page = String(buffer: response.body)
      #expect(page.contains("Username") && page.contains("Password"))
      #expect(host.sessionCount == 1)
    }
  }

  // MARK: Add a page beside the app

  @Test("The /about page greets the name in the query, escaped, or a visitor")
  func aPageBesideTheApp() async throws {
    var configuration = WebHostConfiguration()
    configuration.pages.append(
      WebHostPage(
        path: "/about", title: "About",
        body: { query in
          "<h1>About</h1><p>Hello, " + HTMLText.escaped(query["name"] ?? "visitor") + ".</p>"
        }))
    let host = WebHost(configuration: configuration) { context in
      CounterView(model: CounterModel(context: context))
    }
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      let named = try await client.execute(uri: "/about?name=Ada", method: .get)
      #expect(named.status == .ok)
      #expect(String(buffer: named.body).contains("<h1>About</h1><p>Hello, Ada.</p>"))
      let visitor = String(buffer: try await client.execute(uri: "/about", method: .get).body)
      #expect(visitor.contains("<p>Hello, visitor.</p>"))
      let marked = try await client.execute(uri: "/about?name=%3Cb%3E", method: .get)
      #expect(String(buffer: marked.body).contains("<p>Hello, &lt;b&gt;.</p>"))
      #expect(host.sessionCount == 0)
    }
  }

  // MARK: Test it

  @Test func countingLater() async throws {
    let app = ViewDriver(app: { context in CounterView(model: CounterModel(context: context)) })
    try await app.tap("Add one")
    #expect(app.shows("Count: 1"))
    try await app.tap("Add one in a second")
    try await app.advance(by: .seconds(1))
    #expect(app.shows("Count: 2"))
  }

  @Test func aFirstVisitStartsASession() async throws {
    let host = WebHost(makeApp: { context in CounterView(model: CounterModel(context: context)) })
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      let response = try await client.execute(uri: "/", method: .get)
      #expect(response.status == .ok)
      #expect(response.headers[.setCookie]?.hasPrefix("triptych_session=") == true)
      #expect(host.sessionCount == 1)
    }
  }
}
