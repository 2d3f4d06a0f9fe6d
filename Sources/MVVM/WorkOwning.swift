import Flows
import Views

/// A view model that owns a `WorkBag` (from `Views`): its `run` delivers results to the view
/// model only while it exists, without the completion having to capture it.
///
/// ```swift
/// @Observable final class SettingsViewModel: WorkOwning {
///   @ObservationIgnored let workBag: WorkBag
///   func save() {
///     run { [client, settings] in try await client.save(settings) } then: { model, result in
///       model.errorMessage = result.failureMessage
///     }
///   }
/// }
/// ```
public protocol WorkOwning: AnyObject {
  /// The view model's own bag, stored by it (`WorkBag(context.work)`): its work is cancelled
  /// when the view model, and so the bag, goes away.
  var workBag: WorkBag { get }
}

extension WorkOwning {
  /// Runs `operation` in the view model's bag; `completion` gets the view model (held weakly
  /// meanwhile) and the result.
  @discardableResult
  public func run<Output: Sendable, Failure: Error>(
    key: AnyHashable? = nil,
    _ operation: @escaping @Sendable () async throws(Failure) -> Output,
    then completion: @escaping (Self, Result<Output, Failure>) -> Void
  ) -> WorkID {
    workBag.run(key: key, operation) { [weak self] result in
      guard let self else { return }
      // The result reaches the view model as a message of its own in the event's flow.
      FlowBoundary.receive(
        .viewModel, by: self, "\(key.map { "\($0)" } ?? "work") finished",
        arguments: { [(nil, result)] }
      ) { completion(self, result) }
    }
  }

  /// Listens to a subscription for as long as the view model lives; each pushed value is
  /// handed over with the view model, on the app's isolation.
  ///
  /// ```swift
  /// observe({ taskStore.subscribe(userID, $0) }) { model, snapshot in model.show(snapshot) }
  /// ```
  @discardableResult
  public func observe<Value: Sendable, Token>(
    key: AnyHashable? = nil,
    _ subscribe: (@escaping @Sendable (Value) -> Void) -> Token,
    onEach: @escaping (Self, Value) -> Void
  ) -> WorkID {
    workBag.observe(key: key, subscribe) { [weak self] value in
      guard let self else { return }
      FlowBoundary.receive(
        .viewModel, by: self, "\(key.map { "\($0)" } ?? "update") pushed",
        arguments: { [(nil, value)] }
      ) { onEach(self, value) }
    }
  }

  /// Runs `action` with the view model after `delay` on `clock`.
  @discardableResult
  public func after(
    _ delay: Duration,
    on clock: any Clock<Duration>,
    key: AnyHashable? = nil,
    _ action: @escaping (Self) -> Void
  ) -> WorkID {
    workBag.after(delay, on: clock, key: key) { [weak self] in
      guard let self else { return }
      FlowBoundary.receive(.viewModel, by: self, "\(key.map { "\($0)" } ?? "delay") elapsed") {
        action(self)
      }
    }
  }
}
