import MVVM
import OpenCombine

/// Records the states a view model publishes from now on: subscribe, act, compare.
///
/// ```swift
/// let recorder = StateRecorder(login)
/// login.logIn()
/// #expect(recorder.states.map(\.isLoading) == [true])
/// ```
///
/// It holds the subscription, not the view model, so a leak check still sees it go.
final class StateRecorder<State: Equatable> {
  private(set) var states: [State] = []
  private var subscription: AnyCancellable?

  init(_ model: StateBindingViewModel<State>) {
    subscription = model.changes.sink { [weak self] state in self?.states.append(state) }
  }
}
