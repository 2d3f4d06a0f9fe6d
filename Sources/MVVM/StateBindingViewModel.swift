import Flows
import Observation
import OpenCombine
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
/// Every written state is also published, in order and at once, on ``states`` (the current
/// state first) and ``changes`` (new states only): other view models and tests subscribe there,
/// the way a Combine view model's `$state` is subscribed to.
///
/// ```swift
/// home.settings.states.map(\.settings).removeDuplicates()
///   .sink { [weak home] settings in home?.apply(settings) }
///   .store(in: &home.cancellables)
/// ```
///
/// Hosts observe ``state`` as a whole (Observation), so one change re-renders once.
///
/// ## Why OpenCombine, not async sequences or Observation
///
/// The stream is OpenCombine's `CurrentValueSubject`: it delivers every state synchronously,
/// in the order written, on the caller's isolation, before ``update(_:)`` returns. A test can
/// subscribe, act, and compare the recorded states with no waiting; a parent view model
/// reacting to a child sees each change before anything else runs. An `AsyncStream` would
/// deliver later, from a task (its consumer needs awaiting and a `Sendable` state), and
/// Observation's `Observations` sequence coalesces the changes made between two suspension
/// points: either would lose the "every state, in order" the variant is about. OpenCombine
/// also keeps Combine's vocabulary (`sink`, `map`, `removeDuplicates`, `AnyCancellable`), so
/// the code reads like the "MVVM with Combine" it stands for.
@dynamicMemberLookup
open class StateBindingViewModel<State: Equatable>: Observable, FlowFieldsProviding {
  private var storage: State
  private let registrar = ObservationRegistrar()
  private let subject: CurrentValueSubject<State, Never>
  /// The subscriptions this view model holds (to other view models' ``states``, say): they
  /// end when it goes. Subscribers should capture the view model weakly.
  public var cancellables = Set<AnyCancellable>()

  /// Creates a view model whose state starts as `initialState`, the first value ``states``
  /// delivers.
  public init(initialState: State) {
    self.storage = initialState
    self.subject = CurrentValueSubject(initialState)
  }

  /// The current state, then every state written after it, each once, in order, delivered
  /// synchronously by the write. Subscribing does not keep the view model alive.
  ///
  /// ```swift
  /// login.states.map(\.isLoading).sink { spinner.isHidden = !$0 }.store(in: &cancellables)
  /// ```
  public var states: AnyPublisher<State, Never> { subject.eraseToAnyPublisher() }

  /// Every state written from now on (``states`` without the current one): what a test
  /// records to assert the sequence of states an action produces.
  ///
  /// ```swift
  /// var recorded: [LoginState] = []
  /// let recording = login.changes.sink { recorded.append($0) }
  /// login.logIn()
  /// #expect(recorded.map(\.isLoading) == [true])
  /// ```
  public var changes: AnyPublisher<State, Never> { subject.dropFirst().eraseToAnyPublisher() }

  /// The current state. Read-only: change it with ``update(_:to:)`` or ``update(_:)``.
  public var state: State {
    registrar.access(self, keyPath: \.state)
    return storage
  }

  /// Reads a field of the state: `model.username` for `model.state.username`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// A binding to one field; setting it is an ``update(_:to:)`` (hooks, skipping), reported
  /// in the event's flow as the view setting that field.
  ///
  /// ```swift
  /// SecureField("Password", text: model.binding(\.password))
  /// ```
  public func binding<Value>(_ keyPath: WritableKeyPath<State, Value>) -> Binding<Value> {
    Binding(
      get: { self.state[keyPath: keyPath] },
      set: { newValue in
        FlowBoundary.receive(
          .viewModel, by: self, "set" + (keyPath.propertyName.map { " \\." + $0 } ?? ""),
          arguments: { [(nil, newValue)] }
        ) {
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

  /// Changes several fields at once, as one change: the hooks run once, and one state is
  /// published.
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
    // Published before `didChange`: a change the hook makes in turn comes after this one.
    subject.send(new)
    didChange(from: old, to: new)
  }

  /// Called before a change is written. Return `false` to veto it; edit `new` to adjust it.
  /// The default accepts every change.
  open func willChange(from old: State, to new: inout State) -> Bool {
    true
  }

  /// Called after a change was written and published.
  open func didChange(from old: State, to new: State) {}

  /// The state's fields, compared before and after each message in a flow.
  open func flowFields() -> [(name: String, value: Any)] {
    Mirror(reflecting: storage).children.compactMap { child in
      child.label.map { ($0, child.value) }
    }
  }
}

/// A view model is one object: a parent's state that holds a child view model (an open sheet,
/// the screen showing) compares it by identity, so replacing the child is a change and the
/// same child is not.
///
/// ```swift
/// struct TasksState: Equatable { var editor: AddEditTaskViewModel? }
/// ```
extension StateBindingViewModel: Equatable {
  /// Whether `lhs` and `rhs` are the same view model object (their states are not compared).
  public static func == (lhs: StateBindingViewModel, rhs: StateBindingViewModel) -> Bool {
    lhs === rhs
  }
}
