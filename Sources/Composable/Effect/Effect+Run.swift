import IssueReporting

extension Effect {
  /// Runs asynchronous work that can send actions back into the store.
  ///
  /// The work runs concurrently with the store; `send` hops back onto the store's isolation.
  /// Errors thrown by `operation` go to `handler` when one is given; otherwise, unless they are
  /// cancellation errors, they are reported as issues, because an unhandled failure in a
  /// feature is a bug a test should see.
  ///
  /// ```swift
  /// return .run { [username = state.username, password = state.password] send in
  ///   let user = try await auth.login(username, password)
  ///   await send(.loginSucceeded(user))
  /// } catch: { error, send in
  ///   await send(.loginFailed(LoginError(error)))
  /// }
  /// ```
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self(
      operation: .run(priority: priority) { send in
        do {
          try await operation(send)
        } catch is CancellationError {
          return
        } catch {
          if Task.isCancelled { return }
          if let handler {
            await handler(error, send)
          } else {
            reportIssue(
              """
              An error was thrown from a ".run" effect and not handled:

                \(error)

              Pass a "catch:" handler to ".run" to turn failures into actions.
              """,
              fileID: fileID,
              filePath: filePath,
              line: line,
              column: column
            )
          }
        }
      }
    )
  }

  /// Turns every action this effect sends into another action, typically a parent's.
  ///
  /// Reducer composition (`Scope`, `ifLet`, `forEach`) does this for you.
  ///
  /// ```swift
  /// return childEffect.map { .child($0) }
  /// ```
  @inlinable
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    switch operation {
    case .none:
      return .none
    case .send(let action):
      return Effect<NewAction>(operation: .send(transform(action)))
    case .run(let priority, let work):
      return Effect<NewAction>(
        operation: .run(priority: priority) { send in
          await work(Send { action in await send(transform(action)) })
        }
      )
    case .merge(let effects):
      return Effect<NewAction>(operation: .merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      return Effect<NewAction>(operation: .concatenate(effects.map { $0.map(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<NewAction>(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight, effect: effect.map(transform))
      )
    case .cancel(let id):
      return Effect<NewAction>(operation: .cancel(id: id))
    }
  }
}

extension Effect {
  /// Rewrites the work of every `.run` in this effect, keeping its structure.
  func transformingRuns(
    _ transform: (
      @escaping @Sendable (Send<Action>) async -> Void
    ) -> @Sendable (Send<Action>) async -> Void
  ) -> Self {
    switch operation {
    case .none, .send, .cancel:
      return self
    case .run(let priority, let work):
      return Self(operation: .run(priority: priority, operation: transform(work)))
    case .merge(let effects):
      return Self(operation: .merge(effects.map { $0.transformingRuns(transform) }))
    case .concatenate(let effects):
      return Self(operation: .concatenate(effects.map { $0.transformingRuns(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Self(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight, effect: effect.transformingRuns(transform)
        )
      )
    }
  }
}
