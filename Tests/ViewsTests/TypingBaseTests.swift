import Testing
import Views

@Suite("ViewHost: typing kept across a newer render")
struct TypingBaseTests {
  func field(_ host: ViewHost) -> ViewNode {
    host.tree.first { $0.kind == .textField && $0.text == "Name" }!
  }

  func increment(_ host: ViewHost) -> ViewNode {
    host.tree.first { $0.kind == .button && $0.text == "Increment" }!
  }

  @Test func typingBegunBeforeTheFieldChangedIsRefusedAndChangesNothing() throws {
    let counter = Counter()
    counter.name = "Ada"
    let host = ViewHost { CounterView(counter: counter) }
    let typingBegan = host.version
    // Another window renames while this page keeps its unsent typing across the update.
    counter.name = "Grace"
    host.refresh()
    let event = ViewEvent(
      target: increment(host).id, renderVersion: host.version,
      fieldValues: [field(host).id: "Ada Lovelace"], typingBegan: [field(host).id: typingBegan])
    #expect(throws: ViewEventError.self) { try host.send(event) }
    #expect(counter.name == "Grace")
    #expect(counter.count == 0)
    do {
      try host.send(event)
    } catch {
      #expect(error.description.contains("was changed (in another window) while you typed"))
    }
  }

  @Test func typingBegunBeforeAnUnrelatedChangeIsApplied() throws {
    let counter = Counter()
    let host = ViewHost { CounterView(counter: counter) }
    let typingBegan = host.version
    counter.count = 5
    host.refresh()
    try host.send(
      ViewEvent(
        target: increment(host).id, renderVersion: host.version,
        fieldValues: [field(host).id: "Typed"], typingBegan: [field(host).id: typingBegan]))
    #expect(counter.name == "Typed")
    #expect(counter.count == 6)
  }

  @Test func typingBegunAfterTheChangeIsApplied() throws {
    let counter = Counter()
    let host = ViewHost { CounterView(counter: counter) }
    counter.name = "Grace"
    host.refresh()
    try host.send(
      ViewEvent(
        target: nil, renderVersion: host.version, fieldValues: [field(host).id: "Grace Hopper"],
        typingBegan: [field(host).id: host.version]))
    #expect(counter.name == "Grace Hopper")
  }

  @Test func textPostedFromAnOlderRenderWithoutATypingMarkIsRefusedWhenTheFieldChangedSince() {
    // What a page without script (or one whose live update has not arrived) sends: only the
    // render it shows and the field's text.
    let counter = Counter()
    counter.name = "Ada"
    let host = ViewHost { CounterView(counter: counter) }
    let shown = host.version
    counter.name = "Grace"  // another window
    host.refresh()
    let event = ViewEvent(
      target: increment(host).id, renderVersion: shown, fieldValues: [field(host).id: "Ada L"])
    #expect(throws: ViewEventError.self) { try host.send(event) }
    #expect(counter.name == "Grace")
    #expect(counter.count == 0)
  }

  @Test func textPostedFromAnOlderRenderIsAppliedWhenTheFieldDidNotChange() throws {
    let counter = Counter()
    let host = ViewHost { CounterView(counter: counter) }
    let shown = host.version
    counter.count = 5
    host.refresh()
    try host.send(
      ViewEvent(
        target: increment(host).id, renderVersion: shown, fieldValues: [field(host).id: "Typed"]))
    #expect(counter.name == "Typed")
    #expect(counter.count == 6)
  }

  @Test func theUsersOwnEarlierTypingDoesNotMakeTheirNextEventStale() throws {
    // Two clicks sent before the first answer arrived both say the render shown at the time:
    // the first one's text is the user's own, not a change made elsewhere.
    let counter = Counter()
    let host = ViewHost { CounterView(counter: counter) }
    let shown = host.version
    try host.send(
      ViewEvent(
        target: increment(host).id, renderVersion: shown, fieldValues: [field(host).id: "Ad"]))
    try host.send(
      ViewEvent(
        target: increment(host).id, renderVersion: shown, fieldValues: [field(host).id: "Ada"]))
    #expect(counter.name == "Ada")
    #expect(counter.count == 2)
  }
}
