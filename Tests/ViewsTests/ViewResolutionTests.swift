import Testing
import Views

@Suite("Resolving views into nodes")
struct ViewResolutionTests {
  struct Counter: View {
    var count: Int
    var onIncrement: () -> Void
    var body: some View {
      VStack {
        Text("Count: \(count)")
        Button("Increment", action: onIncrement)
        if count > 2 {
          Text("That is a lot").style(.secondary)
        } else {
          Text("Keep going")
        }
      }
    }
  }

  @Test func composedViewsResolveToPrimitiveNodes() {
    let tree = resolveTree(Counter(count: 1, onIncrement: {}))
    let stack = tree.children[0]
    #expect(stack.kind == .vstack)
    #expect(stack.children.map(\.kind) == [.text, .button, .text])
    #expect(stack.children.map(\.text) == ["Count: 1", "Increment", "Keep going"])
  }

  @Test func buttonActionsRunTheirClosures() {
    var taps = 0
    let tree = resolveTree(Counter(count: 0, onIncrement: { taps += 1 }))
    tree.first { $0.kind == .button }?.action?()
    #expect(taps == 1)
  }

  @Test func identitiesAreStableAcrossRendersAndDifferByPosition() {
    let first = resolveTree(Counter(count: 0, onIncrement: {}))
    let second = resolveTree(Counter(count: 1, onIncrement: {}))
    let button = { (tree: ViewNode) in tree.first { $0.kind == .button }!.id }
    #expect(button(first) == button(second))
    let ids = first.allNodes.map(\.id)
    #expect(Set(ids).count == ids.count)
  }

  @Test func branchesOfAnIfHaveDistinctIdentities() {
    let low = resolveTree(Counter(count: 0, onIncrement: {})).children[0].children[2]
    let high = resolveTree(Counter(count: 5, onIncrement: {})).children[0].children[2]
    #expect(low.text == "Keep going")
    #expect(high.text == "That is a lot")
    #expect(high.style == .secondary)
    #expect(low.id != high.id)
  }

  struct Item: Identifiable {
    var id: Int
    var title: String
  }

  @Test func forEachRowsAreIdentifiedByTheirIdsNotTheirPositions() {
    func tree(_ items: [Item]) -> ViewNode {
      resolveTree(List { ForEach(items) { item in Button(item.title) {} } })
    }
    let before = tree([Item(id: 1, title: "A"), Item(id: 2, title: "B")])
    let after = tree([Item(id: 2, title: "B")])
    let rowB = { (tree: ViewNode) in
      tree.first { $0.kind == .row && $0.children.first?.text == "B" }!
    }
    #expect(rowB(before).id == rowB(after).id)
    #expect(before.allNodes.filter { $0.kind == .row }.count == 2)
  }

  @Test func listSelectionSelectsRowsById() {
    var selected: Int? = nil
    let items = [Item(id: 7, title: "Seven"), Item(id: 8, title: "Eight")]
    let binding = Binding(get: { selected }, set: { selected = $0 })
    let tree = resolveTree(List(items, selection: binding) { Text($0.title) })
    let rows = tree.allNodes.filter { $0.kind == .row }
    #expect(rows.map(\.text) == ["Seven", "Eight"])
    rows[1].action?()
    #expect(selected == 8)
    let reselected = resolveTree(List(items, selection: binding) { Text($0.title) })
    #expect(reselected.allNodes.filter { $0.kind == .row }.map(\.isOn) == [false, true])
  }

  @Test func forLoopsAndTuplesOfManyViewsResolveInOrder() {
    let tree = resolveTree(
      HStack {
        Text("a")
        Text("b")
        for word in ["c", "d"] { Text(word) }
        Spacer()
        Image(systemName: "star")
      })
    #expect(tree.children[0].children.map(\.kind) == [.text, .text, .text, .text, .spacer, .image])
    #expect(tree.children[0].children.prefix(4).map(\.text) == ["a", "b", "c", "d"])
  }

  @Test func disabledAndStyleApplyToEverythingInside() {
    let tree = resolveTree(
      VStack {
        Button("One") {}
        TextField("Name", text: .constant(""))
      }
      .disabled(true)
      .style(.error))
    let controls = tree.allNodes.filter(\.isInteractive)
    #expect(controls.count == 2)
    #expect(controls.allSatisfy { $0.isDisabled && $0.style == .error })
  }

  @Test func textInputsCarryTheirValueBindingAndSubmitAction() {
    var text = "old"
    var submitted = false
    let tree = resolveTree(
      TextField("Title", text: Binding(get: { text }, set: { text = $0 }))
        .onSubmit { submitted = true })
    let field = tree.children[0]
    #expect(field.kind == .textField && field.value == "old")
    field.textBinding?.wrappedValue = "new"
    field.submitAction?()
    #expect(text == "new" && submitted)
  }

  @Test func togglesFlipAndPickersChooseTaggedOptions() {
    var isOn = false
    var choice = "b"
    let tree = resolveTree(
      Form {
        Toggle("Wi-Fi", isOn: Binding(get: { isOn }, set: { isOn = $0 }))
        Picker("Letter", selection: Binding(get: { choice }, set: { choice = $0 })) {
          Text("A").tag("a")
          Text("B").tag("b")
        }
      })
    tree.first { $0.kind == .toggle }?.action?()
    #expect(isOn)
    let picker = tree.first { $0.kind == .picker }!
    #expect(picker.value == "B")
    #expect(picker.children.map(\.text) == ["A", "B"])
    picker.children[0].action?()
    #expect(choice == "a")
  }

  @Test func onlyTheSelectedTabIsResolved() {
    var tab = 1
    let tree = resolveTree(
      TabView(selection: Binding(get: { tab }, set: { tab = $0 })) {
        Tab("One", value: 1) { Text("first") }
        Tab("Two", value: 2) { Text("second") }
      })
    let tabs = tree.allNodes.filter { $0.kind == .tab }
    #expect(tabs.map(\.isOn) == [true, false])
    #expect(tree.first { $0.text == "second" } == nil)
    tabs[1].action?()
    #expect(tab == 2)
  }

  @Test func splitViewHasSidebarContentAndDetailPanes() {
    let tree = resolveTree(
      NavigationSplitView {
        Text("side")
      } content: {
        Text("middle")
      } detail: {
        Text("right")
      })
    #expect(tree.children[0].children.map(\.kind) == [.sidebar, .content, .detail])
  }

  @Test func alertButtonsRunTheirActionThenDismissTheAlert() {
    var isPresented = true
    var log: [String] = []
    let binding = Binding(
      get: { isPresented },
      set: {
        isPresented = $0
        log.append("set \($0)")
      })
    let tree = resolveTree(
      Text("Home").alert("Are you sure?", isPresented: binding) {
        Button("Delete", role: .destructive) { log.append("delete") }
      } message: {
        Text("It will be gone.")
      })
    let alert = tree.first { $0.kind == .alert }!
    #expect(alert.text == "Are you sure?")
    #expect(alert.children.map(\.kind) == [.text, .button])
    alert.children[1].action?()
    #expect(log == ["delete", "set false"])
    #expect(!isPresented)
  }

  @Test func anAlertOpensWithFocusOnCancelNotTheDestructiveButton() {
    let tree = resolveTree(
      Text("Home").alert("Are you sure?", isPresented: .constant(true)) {
        Button("Delete", role: .destructive) {}
        Button("Cancel", role: .cancel) {}
      })
    #expect(tree.first { $0.kind == .alert }?.initialFocus?.text == "Cancel")
    let noCancel = resolveTree(
      Text("Home").alert("Are you sure?", isPresented: .constant(true)) {
        Button("Delete", role: .destructive) {}
        Button("Keep") {}
      })
    #expect(noCancel.first { $0.kind == .alert }?.initialFocus?.text == "Keep")
    #expect(tree.initialFocus == nil)
  }

  @Test func anAlertWithoutButtonsGetsAnOKButton() {
    let tree = resolveTree(Text("x").alert("Saved", isPresented: .constant(true)) {})
    #expect(tree.first { $0.kind == .alert }?.children.map(\.text) == ["OK"])
  }

  @Test func sheetsCarryTheirTitleToolbarAndADismissAction() {
    var isPresented = true
    let tree = resolveTree(
      Text("Home").sheet(isPresented: Binding(get: { isPresented }, set: { isPresented = $0 })) {
        Form { TextField("Title", text: .constant("")) }
          .navigationTitle("New")
          .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Save") {} } }
      })
    let sheet = tree.first { $0.kind == .sheet }!
    #expect(sheet.children.map(\.kind) == [.navigationTitle, .toolbar, .form])
    #expect(sheet.first { $0.kind == .toolbarItem }?.placement == .confirmationAction)
    sheet.action?()
    #expect(!isPresented)
    #expect(
      resolveTree(Text("Home").sheet(isPresented: .constant(false)) { Text("x") })
        .first { $0.kind == .sheet } == nil)
  }

  @Test func accessibilityLabelsNameControlsWithoutText() {
    let tree = resolveTree(
      Button {
      } label: {
        Image(systemName: "trash")
      }.accessibilityLabel("Delete"))
    let button = tree.children[0]
    #expect(button.accessibleName == "Delete")
    #expect(button.icon == "trash")
  }

  @Test func elementIDsAreShortStableAndValidated() {
    let id = ElementID(path: "0/button:Add")
    #expect(id == ElementID(path: "0/button:Add"))
    #expect(ElementID.isWellFormed(id.rawValue))
    #expect(!ElementID.isWellFormed("<script>"))
    #expect(!ElementID.isWellFormed(""))
  }
}
