import Views

/// The demo todo app's screens: tabs, a split view with filters, a list with selection, add
/// and edit sheets, a delete confirmation alert, a toggle, a picker and a delayed reminder.
///
/// ```swift
/// WebHost(configuration: .init()) { context in DemoView(model: DemoModel(context: context)) }
/// ```
public struct DemoView: View {
  let model: DemoModel

  public init(model: DemoModel) {
    self.model = model
  }

  /// Builds the demo app for a host.
  public static func makeRoot(_ context: HostContext) -> DemoView {
    DemoView(model: DemoModel(context: context))
  }

  public var body: some View {
    TabView(selection: bind(\.screen)) {
      Tab("Todos", systemImage: "checklist", value: DemoModel.Screen.todos) {
        NavigationSplitView {
          filters
        } content: {
          todoList
        } detail: {
          detail
        }
      }
      Tab("About", systemImage: "info.circle", value: DemoModel.Screen.about) {
        VStack {
          Text("A demo of Triptych's Views DSL, served by WebHost.")
          Text("Plain closures and an @Observable model; no architecture kit.")
            .style(.secondary)
        }
        .navigationTitle("About")
      }
    }
    .sheet(isPresented: bind(\.isAdding)) { addSheet }
    .sheet(item: bind(\.editing)) { todo in editSheet(todo) }
    .alert("Are you sure?", isPresented: Binding(isPresent: bind(\.pendingDeletion))) {
      Button("Delete", role: .destructive) { model.confirmDeletion() }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("“\(deletionTitle)” will be deleted.")
    }
  }

  private var filters: some View {
    List(
      selection: Binding<DemoModel.Filter?>(
        get: { model.filter },
        set: { model.filter = $0 ?? .all }
      )
    ) {
      ForEach(DemoModel.Filter.allCases, id: \.self) { filter in
        Label(filter.rawValue, systemImage: "line.3.horizontal.decrease")
      }
    }
    .navigationTitle("Filters")
  }

  private var todoList: some View {
    VStack {
      Toggle("Show done", isOn: bind(\.showDone))
      Picker("Sort", selection: bind(\.sort)) {
        Text("Added").tag(DemoModel.Sort.added)
        Text("Title").tag(DemoModel.Sort.title)
      }
      if model.visibleTodos.isEmpty {
        Text("Nothing to do.").style(.secondary)
      } else {
        List(selection: bind(\.selectedID)) {
          ForEach(model.visibleTodos) { todo in row(todo) }
        }
      }
      HStack {
        Button("Remind me in 2 s", systemImage: "bell") { model.remindLater() }
          .disabled(model.isWaitingForReminder)
        if model.isWaitingForReminder {
          ProgressView("Waiting…")
        }
      }
      if let reminder = model.reminder {
        Text(reminder).style(.success)
      }
    }
    .navigationTitle("Todos")
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("Add", systemImage: "plus") { model.addTapped() }
      }
    }
  }

  private func row(_ todo: DemoModel.Todo) -> some View {
    HStack {
      Text(todo.title).style(todo.isDone ? .secondary : .prominent)
      Spacer()
      Button(todo.isDone ? "Reopen" : "Done") { model.toggleDone(todo.id) }
        .accessibilityLabel("\(todo.isDone ? "Reopen" : "Done") \(todo.title)")
      Button("Edit", systemImage: "pencil") { model.edit(todo) }
        .accessibilityLabel("Edit \(todo.title)")
      Button("Delete", systemImage: "trash", role: .destructive) { model.deleteTapped(todo.id) }
        .accessibilityLabel("Delete \(todo.title)")
    }
  }

  @ViewBuilder private var detail: some View {
    if let todo = model.selectedTodo {
      VStack {
        Text(todo.title).font(.title)
        Text(todo.isDone ? "Done" : "Open").style(todo.isDone ? .success : .secondary)
      }
      .navigationTitle("Details")
    } else {
      Text("Select a todo.").style(.secondary).navigationTitle("Details")
    }
  }

  private var addSheet: some View {
    Form {
      TextField("Title", text: bind(\.draft)).onSubmit { model.saveNew() }
      if let error = model.draftError {
        Text(error).style(.error)
      }
    }
    .navigationTitle("New todo")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel", role: .cancel) { model.cancelNew() }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { model.saveNew() }
      }
    }
  }

  private func editSheet(_ todo: DemoModel.Todo) -> some View {
    Form {
      TextField("Title", text: bind(\.editDraft)).onSubmit { model.saveEdit() }
      Button("Delete todo", role: .destructive) { model.deleteTapped(todo.id) }
    }
    .navigationTitle("Edit todo")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel", role: .cancel) { model.editing = nil }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { model.saveEdit() }.disabled(model.editDraft.isEmpty)
      }
    }
  }

  private var deletionTitle: String {
    model.todos.first { $0.id == model.pendingDeletion }?.title ?? ""
  }

  private func bind<Value>(_ keyPath: ReferenceWritableKeyPath<DemoModel, Value>) -> Binding<Value>
  {
    let model = self.model
    return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
  }
}
