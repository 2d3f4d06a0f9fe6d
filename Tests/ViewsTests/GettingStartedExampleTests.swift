import Observation
import Testing
import Views
import ViewsTesting

/// Holds the Views kit's "Getting started" article (Views.docc/GettingStarted.md) to its word:
/// its types are copied here as the article writes them, and every outline, count and value it
/// claims is checked against the real host.
@Suite("Views Getting started")
struct ViewsGettingStartedTests {
  // MARK: The article's types

  @Observable
  final class Counter {
    var name = ""
    var count = 0
  }

  struct CounterScreen: View {
    let counter: Counter

    var body: some View {
      VStack {
        Greeting(counter: counter)
        CountRow(counter: counter)
      }
    }
  }

  struct Greeting: View {
    let counter: Counter

    var body: some View {
      Text(counter.name.isEmpty ? "Hello!" : "Hello, \(counter.name)!")
      TextField("Name", text: Binding(get: { counter.name }, set: { counter.name = $0 }))
    }
  }

  struct CountRow: View {
    let counter: Counter

    var body: some View {
      HStack {
        Text("Count: \(counter.count)")
        Button("+1") { counter.count += 1 }
        Button("Reset") { counter.count = 0 }.disabled(counter.count == 0)
      }
    }
  }

  @Observable
  final class Reminder {
    var message = ""
    private let work: WorkBag
    private let clock: any Clock<Duration>

    init(context: HostContext) {
      work = WorkBag(context.work)
      clock = context.clock
    }

    func remindTapped() {
      work.after(.seconds(2), on: clock) { [weak self] in self?.message = "Time's up" }
    }
  }

  struct ReminderView: View {
    let reminder: Reminder

    var body: some View {
      Button("Remind me") { reminder.remindTapped() }
      Text(reminder.message)
    }
  }

  // MARK: A host, an event, typing, a change without an event

  @Test("A host renders once, an event re-resolves only what read the change")
  func theHostWalkthrough() throws {
    let counter = Counter()
    let host = ViewHost { CounterScreen(counter: counter) }

    #expect(
      host.tree.outline == """
        Hello!
        Name: ""
        Count: 0 [+1] [Reset] (disabled)
        """)
    #expect(host.lastRender.viewsResolved == 3)

    let plus = host.tree.first { $0.kind == .button && $0.text == "+1" }!
    try host.send(ViewEvent(target: plus.id, renderVersion: host.version))

    #expect(counter.count == 1)
    #expect(
      host.tree.outline == """
        Hello!
        Name: ""
        Count: 1 [+1] [Reset]
        """)
    #expect(host.lastRender.viewsResolved == 1)
    #expect(host.lastRender.viewsReused == 2)
    #expect(host.version == 2)

    let name = host.tree.first { $0.kind == .textField }!
    try host.send(ViewEvent(target: nil, fieldValues: [name.id: "Ada"]))

    #expect(counter.name == "Ada")
    #expect(
      host.tree.outline == """
        Hello, Ada!
        Name: "Ada"
        Count: 1 [+1] [Reset]
        """)

    counter.count = 10
    #expect(host.needsRender)
    #expect(host.refresh())
    #expect(host.tree.outline.contains("Count: 10 [+1] [Reset]"))
  }

  @Test("An event on a disabled control is rejected and changes nothing")
  func aDisabledControlIsRejected() {
    let counter = Counter()
    let host = ViewHost { CounterScreen(counter: counter) }
    let reset = host.tree.first { $0.kind == .button && $0.text == "Reset" }!
    let version = host.version

    #expect(throws: ViewEventError.rejected("“Reset” is disabled.")) {
      try host.send(ViewEvent(target: reset.id, renderVersion: version))
    }
    #expect(host.version == version)
    #expect(counter.count == 0)
  }

  // MARK: Driving the screen in a test

  @Test func countingAndGreeting() async throws {
    let counter = Counter()
    let app = ViewDriver(root: { CounterScreen(counter: counter) })
    try await app.tap("+1")
    try await app.type("Ada", into: "Name")
    #expect(app.shows("Count: 1"))
    #expect(app.shows("Hello, Ada!"))
  }

  // MARK: Work that takes time

  @Test func theReminderWaitsForTheVirtualClock() async throws {
    let app = ViewDriver { context in ReminderView(reminder: Reminder(context: context)) }
    try await app.tap("Remind me")
    #expect(!app.shows("Time's up"))
    try await app.advance(by: .seconds(2))
    #expect(app.shows("Time's up"))
  }
}
