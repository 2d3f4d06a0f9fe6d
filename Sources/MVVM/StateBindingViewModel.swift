import Observation
import Views

/// A view model around one `Equatable` state value: views read ``state``, bind fields with
/// ``binding(_:)``, and every write goes through ``update(_:to:)``, so change hooks see it.
///
/// Subclass it with your form's state. ``willChange(from:to:)`` may veto a change (return
/// `false`) or adjust it (edit `new`); ``didChange(from:to:)`` runs after it is written.
/// Writes that leave the state equal are skipped: no hooks, no observation, no log.
///
/// ```swift
/// struct LoginForm: Equatable { var username = ""; var password = "" }
///
/// final class LoginViewModel: StateBindingViewModel<LoginForm> {
///   override func willChange(from old: LoginForm, to new: inout LoginForm) -> Bool {
///     new.username = new.username.trimmingCharacters(in: .whitespaces)
///     return true
///   }
/// }
///
/// TextField("Username", text: model.binding(\.username))
/// ```
///
/// Hosts observe ``state`` as a whole (Observation), so one change re-renders once.
@dynamicMemberLookup
open class StateBindingViewModel<State: Equatable>: Observable, EventLogging {
  private var storage: State
  private let registrar = ObservationRegistrar()
  /// Where this view model's events go; `nil` logs nothing.
  public let eventLog: EventLog?

  public init(initialState: State, eventLog: EventLog? = nil) {
    self.storage = initialState
    self.eventLog = eventLog
  }

  /// The current state. Read-only: change it with ``update(_:to:)`` or ``update(_:)``.
  public var state: State {
    registrar.access(self, keyPath: \.state)
    return storage
  }

  /// Reads a field of the state: `model.username` for `model.state.username`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// A binding to one field; setting it is an ``update(_:to:)`` (hooks, skipping, logging).
  ///
  /// ```swift
  /// SecureField("Password", text: model.binding(\.password))
  /// ```
  public func binding<Value>(_ keyPath: WritableKeyPath<State, Value>) -> Binding<Value> {
    Binding(
      get: { self.state[keyPath: keyPath] },
      set: { newValue in
        let name = keyPath.propertyName
        self.record({ changes in
          "binding(\\." + (changes.first?.property ?? name ?? "?") + ")"
        }) {
          self.update(keyPath, to: newValue)
        }
      }
    )
  }

  /// Sets one field, through the hooks.
  ///
  /// ```swift
  /// update(\.isLoading, to: true)
  /// ```
  public func update<Value>(_ keyPath: WritableKeyPath<State, Value>, to value: Value) {
    update { $0[keyPath: keyPath] = value }
  }

  /// Changes several fields at once, as one change: the hooks run once.
  ///
  /// ```swift
  /// update { $0.isLoading = false; $0.errorMessage = message }
  /// ```
  public func update(_ change: (inout State) -> Void) {
    let old = storage
    var new = old
    change(&new)
    guard new != old, willChange(from: old, to: &new), new != old else { return }
    registrar.withMutation(of: self, keyPath: \.state) {
      storage = new
    }
    didChange(from: old, to: new)
  }

  /// Called before a change is written. Return `false` to veto it; edit `new` to adjust it.
  /// The default accepts every change.
  open func willChange(from old: State, to new: inout State) -> Bool {
    true
  }

  /// Called after a change was written.
  open func didChange(from old: State, to new: State) {}

  /// The state's fields, for the event log.
  open func eventLogFields() -> [(name: String, value: Any)] {
    Mirror(reflecting: storage).children.compactMap { child in
      child.label.map { ($0, child.value) }
    }
  }
}
