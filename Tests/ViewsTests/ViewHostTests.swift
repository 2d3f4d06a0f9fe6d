import Observation
import Synchronization
import Testing
import Views

@Observable
final class Counter {
  var count = 0
  var isConfirming = false
  var name = ""
}

struct CounterView: View {
  let counter: Counter
  var body: some View {
    VStack {
      Text("Count: \(counter.count)")
      Button("Increment") { counter.count += 1 }
      Button("Reset") { counter.count = 0 }.disabled(counter.count == 0)
      TextField("Name", text: Binding(get: { counter.name }, set: { counter.name = $0 }))
      if counter.count.isMultiple(of: 2) {
        Button("Even only") {}
      }
      Button("Ask") { counter.isConfirming = true }
    }
    .alert(
      "Sure?",
      isPresented: Binding(get: { counter.isConfirming }, set: { counter.isConfirming = $0 })
    ) {
      Button("Yes") { counter.count = 100 }
    }
  }
}

@Suite("ViewHost: rendering and routing events")
struct ViewHostTests {
  func button(_ host: ViewHost, _ name: String) -> ViewNode {
    host.tree.first { $0.kind == .button && $0.text == name }!
  }

  @Test func observedStateChangesMarkTheTreeOutOfDate() {
    let counter = Counter()
    let host = ViewHost { CounterView(counter: counter) }
    #expect(!host.needsRender)
    counter.count = 3
    #expect(host.needsRender)
    #expect(host.refresh())
    #expect(host.tree.first { $0.text == "Count: 3" } != nil)
    #expect(!host.refresh())
  }

  @Test func eventsRunTheTargetsClosureAndRenderANewVersion() throws {
    let counter = Counter()
    let host = ViewHost { CounterView(counter: counter) }
    let version = host.version
    try host.send(ViewEvent(target: button(host, "Increment").id, renderVersion: version))
    #expect(counter.count == 1)
    #expect(host.version == version + 1)
  }

  @Test func fieldValuesAreAppliedBeforeTheAction() throws {
    let counter = Counter()
    let host = ViewHost { CounterView(counter: counter) }
    let field = host.tree.first { $0.kind == .textField }!
    try host.send(ViewEvent(target: button(host, "Increment").id, fieldValues: [field.id: "Ada"]))
    #expect(counter.name == "Ada")
    #expect(host.tree.first { $0.kind == .textField }?.value == "Ada")
  }

  @Test func anEventFromAnOlderPageStillReachesAnUnchangedControl() throws {
    let counter = Counter()
    let host = ViewHost { CounterView(counter: counter) }
    let oldVersion = host.version
    let increment = button(host, "Increment").id
    try host.send(ViewEvent(target: increment, renderVersion: oldVersion))
    try host.send(ViewEvent(target: increment, renderVersion: oldVersion))
    #expect(counter.count == 2)
  }

  @Test func anEventForAControlThatDisappearedIsStaleAndChangesNothing() throws {
    let counter = Counter()
    let host = ViewHost { CounterView(counter: counter) }
    let oldVersion = host.version
    let evenOnly = button(host, "Even only").id
    try host.send(ViewEvent(target: button(host, "Increment").id))
    #expect(throws: ViewEventError.self) {
      try host.send(ViewEvent(target: evenOnly, renderVersion: oldVersion))
    }
    do {
      try host.send(ViewEvent(target: evenOnly, renderVersion: oldVersion))
    } catch {
      guard case .stale = error else {
        Issue.record("expected stale, got \(error)")
        return
      }
    }
    #expect(counter.count == 1)
  }

  @Test func malformedEventsAreRefused() {
    let counter = Counter()
    let host = ViewHost { CounterView(counter: counter) }
    let text = host.tree.first { $0.kind == .text }!.id
    let cases: [ViewEvent] = [
      ViewEvent(target: ElementID(rawValue: "enope"), renderVersion: host.version),
      ViewEvent(target: button(host, "Increment").id, renderVersion: host.version + 5),
      ViewEvent(target: text),
      ViewEvent(target: nil, fieldValues: [text: "x"]),
    ]
    for event in cases {
      #expect(throws: ViewEventError.self) { try host.send(event) }
    }
    #expect(counter.count == 0 && counter.name == "")
  }

  @Test func disabledControlsAndControlsBehindADialogAreRejected() throws {
    let counter = Counter()
    let host = ViewHost { CounterView(counter: counter) }
    #expect(throws: ViewEventError.rejected("“Reset” is disabled.")) {
      try host.send(ViewEvent(target: button(host, "Reset").id))
    }
    try host.send(ViewEvent(target: button(host, "Ask").id))
    #expect(host.interactionScope.kind == .alert)
    #expect(throws: ViewEventError.self) {
      try host.send(ViewEvent(target: button(host, "Increment").id))
    }
    try host.send(ViewEvent(target: button(host, "Yes").id))
    #expect(counter.count == 100 && !counter.isConfirming)
  }

  @Test func invalidateHookFiresWhenObservedStateChanges() {
    let counter = Counter()
    let host = ViewHost { CounterView(counter: counter) }
    let fired = Flag()
    host.onInvalidate = { fired.set() }
    counter.count = 9
    #expect(fired.isSet)
  }
}

final class Flag: Sendable {
  private let storage = Synchronization.Mutex(false)
  func set() { storage.withLock { $0 = true } }
  var isSet: Bool { storage.withLock { $0 } }

  @Test("Return from an unknown field submits the one field that can be submitted")
  func returnKeyWithOneSubmittableField() throws {
    let model = Counter()
    var submitted: [String] = []
    let host = ViewHost {
      Form {
        TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 }))
          .onSubmit { submitted.append("name") }
        TextField("Other", text: Binding(get: { "" }, set: { _ in }))
      }
    }
    try host.send(ViewEvent(target: nil, action: .returnKey))
    #expect(submitted == ["name"])
  }

  @Test("With several submittable fields, Return submits the one whose text changed, or none")
  func returnKeyWithSeveralFields() throws {
    var submitted: [String] = []
    var first = ""
    var second = ""
    let host = ViewHost {
      Form {
        TextField("First", text: Binding(get: { first }, set: { first = $0 }))
          .onSubmit { submitted.append("first") }
        TextField("Second", text: Binding(get: { second }, set: { second = $0 }))
          .onSubmit { submitted.append("second") }
      }
    }
    let secondField = host.tree.first { $0.text == "Second" }!
    try host.send(
      ViewEvent(target: nil, action: .returnKey, fieldValues: [secondField.id: "typed"]))
    #expect(submitted == ["second"])
    #expect(second == "typed")
    try host.send(ViewEvent(target: nil, action: .returnKey))
    #expect(submitted == ["second"])
  }
}
