import Flows
import MVVM
import Observation
import OpenCombine
import Testing
import Views
import ViewsTesting

/// Holds the MVVM kit's "Getting started" article (MVVM.docc/GettingStarted.md) to its word:
/// its view models and views are copied as the article writes them, and its tests and every
/// state, log line and text it claims are checked.
@Suite("MVVM Getting started")
struct MVVMGettingStartedTests {
  // MARK: A view model and its view

  @Observable @Reported(as: .viewModel)
  final class GreetingViewModel: WorkOwning {
    var name = ""
    var greeting = ""
    var isLoading = false
    @ObservationIgnored let workBag: WorkBag
    @ObservationIgnored private let clock: any Clock<Duration>

    init(context: HostContext) {
      self.workBag = WorkBag(context.work)
      self.clock = context.clock
    }

    /// Greets after a second on the host's clock; a second tap replaces the first request.
    func greet() {
      isLoading = true
      run(key: "greet") { [clock, name] in
        try await clock.sleep(for: .seconds(1))
        return "Hello, \(name)!"
      } then: { model, result in
        model.isLoading = false
        model.greeting = (try? result.get()) ?? "Something went wrong."
      }
    }
  }

  struct GreetingView: View {
    let model: GreetingViewModel

    var body: some View {
      VStack {
        TextField("Name", text: model.binding(\.name))
        Button("Greet") { model.greet() }
        if model.isLoading { ProgressView() }
        Text(model.greeting)
      }
    }
  }

  // MARK: One state, bindings and hooks

  struct SignUpForm: Equatable {
    var name = ""
    var age = 0
    var isSubscribed = false
  }

  @Reported(as: .viewModel)
  final class SignUpViewModel: StateBindingViewModel<SignUpForm> {
    init() {
      super.init(initialState: SignUpForm())
    }

    override func willChange(from old: SignUpForm, to new: inout SignUpForm) -> Bool {
      guard new.age >= 0 else { return false }  // refused
      new.name = String(new.name.prefix(10))  // adjusted
      return true
    }

    func subscribe() {
      update(\.isSubscribed, to: true)
    }
  }

  struct SignUpView: View {
    let model: SignUpViewModel

    var body: some View {
      VStack {
        TextField("Name", text: model.binding(\.name))
        Toggle("Subscribe", isOn: model.binding(\.isSubscribed))
        Text("Hello, \(model.name)!")
      }
    }
  }

  struct ProfileState: Equatable {
    var title = ""
  }

  final class ProfileViewModel: StateBindingViewModel<ProfileState> {
    let signUp = SignUpViewModel()

    init() {
      super.init(initialState: ProfileState())
      signUp.states.map(\.name).removeDuplicates()
        .sink { [weak self] name in self?.update(\.title, to: "Welcome, \(name)") }
        .store(in: &cancellables)
    }
  }

  // MARK: Tests

  @MainActor
  @Test func greetsAfterASecond() async throws {
    let app = ViewDriver { context in GreetingView(model: GreetingViewModel(context: context)) }
    try await app.type("Ada", into: "Name")
    try await app.tap("Greet")
    #expect(app.shows("(progress)"))
    try await app.advance(by: .seconds(1))
    #expect(app.shows("Hello, Ada!"))
    #expect(!app.shows("(progress)"))
  }

  @MainActor
  @Test func refusedAndEqualWritesPublishNothing() {
    let model = SignUpViewModel()
    var seen: [SignUpForm] = []
    let recording = model.changes.sink { seen.append($0) }
    model.update(\.age, to: -1)  // refused
    model.update(\.age, to: 0)  // equal
    model.binding(\.name).wrappedValue = "Ada"
    model.subscribe()
    #expect(seen == [SignUpForm(name: "Ada"), SignUpForm(name: "Ada", isSubscribed: true)])
    _ = recording
  }

  @MainActor
  @Test("willChange adjusts a change: a name keeps its first ten characters")
  func aNameIsCutToTenCharacters() {
    let model = SignUpViewModel()
    model.update(\.name, to: "Ada Lovelace")
    #expect(model.name == "Ada Lovela")
  }

  @MainActor
  @Test("The sign-up view reads the state and binds its fields")
  func theSignUpViewShowsAndEditsTheState() async throws {
    let model = SignUpViewModel()
    let app = ViewDriver(root: { SignUpView(model: model) })
    try await app.type("Grace", into: "Name")
    try await app.toggle("Subscribe")
    #expect(app.shows("Hello, Grace!"))
    #expect(model.state == SignUpForm(name: "Grace", isSubscribed: true))
  }

  @MainActor
  @Test("A parent follows a child's states: the current one first, then each new one")
  func theProfileFollowsTheSignUpName() {
    let profile = ProfileViewModel()
    #expect(profile.title == "Welcome, ")
    profile.signUp.update(\.name, to: "Ada")
    #expect(profile.title == "Welcome, Ada")
    profile.signUp.update(\.age, to: 30)
    #expect(profile.title == "Welcome, Ada")
  }

  @MainActor
  @Test("A view model compares by identity")
  func viewModelsCompareByIdentity() {
    let one = SignUpViewModel()
    let other = SignUpViewModel()
    #expect(one == one)
    #expect(one != other)
  }

  // MARK: The debugger

  @MainActor
  @Test func theStateLogRecordsEachState() {
    let model = SignUpViewModel()
    let log = StateLog()
    log.record(model)
    model.update(\.name, to: "Grace")
    #expect(
      log.entries.last?.description
        == #"SignUpViewModel #1: name: "Grace", age: 0, isSubscribed: false"#)
  }

  @MainActor
  @Test("An event's flow: the view's call, what it changed, the view learning of it")
  func theFlowOfSubscribing() throws {
    let model = SignUpViewModel()
    let flows = FlowRecorder(isEnabled: true)
    flows.event("tap “Subscribe”") { model.subscribe() }
    let trace = try #require(flows.traces.last)
    #expect(trace.steps.first?.summary == "view → view model: subscribe()")
    #expect(trace.steps.first?.changes.map(\.description) == ["isSubscribed: false → true"])
    #expect(trace.steps.contains { $0.kind == .update && $0.from == .viewModel && $0.to == .view })
  }
}
