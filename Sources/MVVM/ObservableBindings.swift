import Flows
import Observation
import Views

extension Observable where Self: AnyObject {
  /// A two-way `Binding` (from `Views`) to one property of this view model, for text fields,
  /// toggles, pickers, list selections and presentations.
  ///
  /// Any `@Observable` class gets it; the host re-renders because the getter is an observed
  /// read. Each write through the binding is reported in the event's flow as the view setting
  /// that property (`view → view model: set \.username("ada")`).
  ///
  /// ```swift
  /// TextField("Tag", text: model.binding(\.tagDraft))
  /// Toggle("Show done items", isOn: model.binding(\.showDone))
  /// ```
  public func binding<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>) -> Binding<Value> {
    Binding(
      get: { self[keyPath: keyPath] },
      set: { newValue in
        FlowBoundary.receive(
          .viewModel, by: self, "set" + (keyPath.propertyName.map { " \\." + $0 } ?? ""),
          arguments: { [(nil, newValue)] }
        ) {
          self[keyPath: keyPath] = newValue
        }
      }
    )
  }
}

extension AnyKeyPath {
  /// The last component of a key path printed as `\Type.field`, or `nil` when the runtime
  /// cannot name it (on Linux, an `@Observable` property prints as `<computed 0x… (Type)>`).
  var propertyName: String? {
    let printed = "\(self)"
    guard let dot = printed.lastIndex(of: "."), !printed.contains("<") else { return nil }
    return String(printed[printed.index(after: dot)...])
  }
}
