import Observation
import Testing
import Views

@Observable
final class SpliceCounter {
  var value = 0
  var isShown = false
  var choice = 0
}

/// Reads the counter: the only view whose body depends on it.
struct CounterText: View {
  let counter: SpliceCounter
  var body: some View { Text("Count \(counter.value)") }
}

/// Produces nothing until the counter says so.
struct MaybeNote: View {
  let counter: SpliceCounter
  var body: some View {
    if counter.isShown { Text("Note \(counter.value)") }
  }
}

struct SpliceMiddle: View {
  let counter: SpliceCounter
  var body: some View {
    HStack {
      Text("Middle")
      CounterText(counter: counter)
    }
  }
}

struct SpliceScreen: View {
  let counter: SpliceCounter
  var body: some View {
    VStack {
      Text("Top")
      SpliceMiddle(counter: counter)
      Button(action: {}) { CounterText(counter: counter) }
      CounterText(counter: counter).accessibilityLabel("Labelled count")
      MaybeNote(counter: counter)
      Picker("Choice", selection: Binding(get: { counter.choice }, set: { counter.choice = $0 })) {
        CounterText(counter: counter).tag(0)
        Text("Other").tag(1)
      }
    }
    .navigationTitle("Screen")
  }
}

@Suite("Splicing: a changed view's new nodes replace its old ones in its ancestors' nodes")
struct ViewSpliceTests {
  @Test func aViewTwoLevelsDownIsResolvedAloneAndItsAncestorsKeepTheirOtherNodes() throws {
    let counter = SpliceCounter()
    let host = ViewHost { SpliceMiddle(counter: counter) }
    let middle = try #require(host.tree.first { $0.text == "Middle" })
    counter.value = 4
    host.refresh()
    #expect(host.lastRender.viewsResolved == 1)
    #expect(host.tree.first { $0.text == "Count 4" } != nil)
    #expect(host.tree.first { $0.text == "Middle" }?.id == middle.id)
    #expect(showsTheSame(host, as: SpliceMiddle(counter: counter)))
  }

  @Test func nodesAViewsParentRewroteAreRebuiltByTheParent() {
    let counter = SpliceCounter()
    let host = ViewHost { SpliceScreen(counter: counter) }
    counter.value = 9
    host.refresh()
    // The button's name comes from its label, the accessibility label is set on the view's
    // nodes, the picker's options copy the tagged views: those parents resolve again.
    #expect(host.tree.first { $0.kind == .button && $0.text == "Count 9" } != nil)
    #expect(host.tree.first { $0.accessibilityLabel == "Labelled count" }?.text == "Count 9")
    #expect(host.tree.first { $0.kind == .option && $0.text == "Count 9" } != nil)
    #expect(showsTheSame(host, as: SpliceScreen(counter: counter)))
  }

  @Test func aViewThatHadNoNodesMakesItsParentResolveAgain() {
    let counter = SpliceCounter()
    let host = ViewHost { SpliceScreen(counter: counter) }
    counter.isShown = true
    host.refresh()
    #expect(host.tree.first { $0.text == "Note 0" } != nil)
    #expect(showsTheSame(host, as: SpliceScreen(counter: counter)))
    counter.value = 2
    host.refresh()
    #expect(host.tree.first { $0.text == "Note 2" } != nil)
    #expect(showsTheSame(host, as: SpliceScreen(counter: counter)))
    counter.isShown = false
    host.refresh()
    #expect(host.tree.first { $0.text.hasPrefix("Note") } == nil)
    #expect(showsTheSame(host, as: SpliceScreen(counter: counter)))
  }

  @Test func manyChangesInARowStayEquivalentToAFreshRender() throws {
    let counter = SpliceCounter()
    let host = ViewHost { SpliceScreen(counter: counter) }
    for step in 1...12 {
      counter.value = step
      if step.isMultiple(of: 3) { counter.isShown.toggle() }
      if step.isMultiple(of: 4) { counter.choice = 1 - counter.choice }
      host.refresh()
      #expect(showsTheSame(host, as: SpliceScreen(counter: counter)), "after step \(step)")
    }
    let button = try #require(host.tree.first { $0.kind == .button && $0.text == "Count 12" })
    try host.send(ViewEvent(target: button.id))
    #expect(showsTheSame(host, as: SpliceScreen(counter: counter)))
  }
}
