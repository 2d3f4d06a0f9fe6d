import Flows
import TaskPaper

extension TaskManagerEnvironment {
  /// The same clients, each call reported in the running event's flow as a message to the
  /// service lane and its answer back: how every architecture's calls to the outside world
  /// appear in the debugger, with no reporting in the code that calls them. Costs one check
  /// per call while no flow is recorded.
  ///
  /// ```swift
  /// let view = TaskManagerVIPER.makeApp(context, environment.reportingFlows())
  /// // interactor → service: authClient.login(username: "ada", password: •••)
  /// // service ⇢ interactor: returned User(…)
  /// ```
  ///
  /// Clients that already report (this environment came from `reportingFlows()` and they were
  /// not replaced since) are kept as they are: a server wraps its shared clients once, and
  /// each session's app asking again wraps only what the session made itself.
  public func reportingFlows() -> TaskManagerEnvironment {
    var reporting = self
    if !clientsReportingFlows.contains(.authClient) {
      reporting.authClient = authClient.reportingFlows()
    }
    if !clientsReportingFlows.contains(.taskStore) {
      reporting.taskStore = taskStore.reportingFlows()
    }
    if !clientsReportingFlows.contains(.settingsClient) {
      reporting.settingsClient = settingsClient.reportingFlows()
    }
    reporting.clientsReportingFlows = [.authClient, .taskStore, .settingsClient]
    return reporting
  }
}

extension AuthClient {
  /// The same client, each call reported in the running event's flow.
  public func reportingFlows() -> AuthClient {
    let base = self
    return AuthClient(
      login: { username, password async throws(LoginError) -> User in
        try await FlowBoundary.service(
          "authClient.login", arguments: { [("username", username), ("password", password)] }
        ) { () async throws(LoginError) -> User in try await base.login(username, password) }
      },
      logout: { await FlowBoundary.service("authClient.logout") { await base.logout() } },
      currentUser: {
        await FlowBoundary.service("authClient.currentUser") { await base.currentUser() }
      })
  }
}

extension TaskStore {
  /// The same client, each call reported in the running event's flow.
  public func reportingFlows() -> TaskStore {
    let base = self
    return TaskStore(
      load: { user async throws(TaskStoreError) -> OutlineSnapshot in
        try await FlowBoundary.service("taskStore.load") {
          () async throws(TaskStoreError) -> OutlineSnapshot in try await base.load(user)
        }
      },
      apply: { edit, revision, user async throws(TaskStoreError) -> OutlineSnapshot in
        try await FlowBoundary.service(
          "taskStore.apply", arguments: { [(nil, edit.kindName), ("revision", revision)] }
        ) { () async throws(TaskStoreError) -> OutlineSnapshot in
          try await base.apply(edit, revision, user)
        }
      },
      replace: { text, revision, user async throws(TaskStoreError) -> OutlineSnapshot in
        try await FlowBoundary.service(
          "taskStore.replace", arguments: { [("lines", text.count { $0 == "\n" })] }
        ) { () async throws(TaskStoreError) -> OutlineSnapshot in
          try await base.replace(text, revision, user)
        }
      },
      export: { user async throws(TaskStoreError) -> String in
        try await FlowBoundary.service("taskStore.export") {
          () async throws(TaskStoreError) -> String in try await base.export(user)
        }
      },
      subscribe: base.subscribe)
  }
}

extension SettingsClient {
  /// The same client, each call reported in the running event's flow.
  public func reportingFlows() -> SettingsClient {
    let base = self
    return SettingsClient(
      load: { user async throws(SettingsError) -> UserSettings in
        try await FlowBoundary.service("settingsClient.load") {
          () async throws(SettingsError) -> UserSettings in try await base.load(user)
        }
      },
      save: { settings, user async throws(SettingsError) in
        try await FlowBoundary.service("settingsClient.save") {
          () async throws(SettingsError) in try await base.save(settings, user)
        }
      },
      subscribe: base.subscribe)
  }
}

extension Outline: FlowSummarizable {
  /// An outline in a flow's changes: its lines, so a diff shows the lines that changed
  /// (`+ [6]: "- Buy milk"`) rather than every field of every item.
  public var flowSummary: Any { items.map(\.body) }
}

extension OutlineSnapshot: FlowSummarizable {
  /// An outline in a flow: its revision and size, not its items.
  public var flowSummary: Any { "revision \(revision), \(outline.items.count) items" }
}
