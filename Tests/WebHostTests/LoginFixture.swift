import Observation
import Views
import WebHost

/// A sign-in screen as an app writes one: the password is checked by work that finishes later
/// (as bcrypt does) and that the test releases, a failure message, a signed-in screen with
/// Sign Out, and the host told of every sign-in and sign-out.
struct LoginApp: View {
  static let password = "correct horse battery"

  let model: Model

  init(context: HostContext, session: WebSessionInfo, release: AsyncStream<Void>) {
    model = Model(work: context.work, session: session, release: release)
  }

  @Observable final class Model {
    var username = ""
    var password = ""
    var message = ""
    var user: String?
    var isChecking = false
    var notes = ""
    @ObservationIgnored let work: PendingWork
    @ObservationIgnored let session: WebSessionInfo
    @ObservationIgnored let release: AsyncStream<Void>

    init(work: PendingWork, session: WebSessionInfo, release: AsyncStream<Void>) {
      self.work = work
      self.session = session
      self.release = release
    }

    func logIn() {
      isChecking = true
      message = ""
      let (name, typed, release) = (username, password, release)
      work.run {
        for await _ in release { break }
        return typed == LoginApp.password ? name : nil
      } then: { [self] user in
        isChecking = false
        guard let user else {
          message = "Invalid username or password"
          return
        }
        self.user = user
        password = ""
        session.privilegeChanged()
      }
    }

    func signOut() {
      user = nil
      session.privilegeChanged()
    }
  }

  var body: some View {
    VStack {
      if let user = model.user {
        Text("Signed in as \(user)")
        TextField("Notes", text: Binding(get: { model.notes }, set: { model.notes = $0 }))
        Button("Sign Out") { model.signOut() }
      } else {
        TextField("Username", text: Binding(get: { model.username }, set: { model.username = $0 }))
        SecureField(
          "Password", text: Binding(get: { model.password }, set: { model.password = $0 }))
        Button("Log In") { model.logIn() }
        Button("Forgot password") { model.message = "Ask the administrator." }
        if model.isChecking { Text("Signing in…") }
        Text(model.message)
      }
    }
  }
}

/// A host serving ``LoginApp``, and the continuation that lets its password checks finish.
func loginHost() -> (WebHost, AsyncStream<Void>.Continuation) {
  let (release, releaseCheck) = AsyncStream.makeStream(of: Void.self)
  var configuration = WebHostConfiguration()
  configuration.port = 0
  let host = WebHost(configuration: configuration) { context, session in
    LoginApp(context: context, session: session, release: release)
  }
  return (host, releaseCheck)
}
