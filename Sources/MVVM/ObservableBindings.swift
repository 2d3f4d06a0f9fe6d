import Observation
import Views

extension Observable where Self: AnyObject {
  /// A two-way ``Views/Binding`` to one property of this view model, for text fields, toggles,
  /// pickers, list selections and presentations.
  ///
  /// Any `@Observable` class gets it; the host re-renders because the getter is an observed
  /// read. When the view model logs events (``EventLogging``), each write through the binding
  /// is logged as `binding(\.field)`.
  ///
  /// ```swift
  /// TextField("Tag", text: model.binding(\.tagDraft))
  /// Toggle("Show done items", isOn: model.binding(\.showDone))
  /// ```
  public func binding<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>) -> Binding<Value> {
    Binding(
      get: { self[keyPath: keyPath] },
      set: { newValue in
        guard let logging = self as? any EventLogging else {
          self[keyPath: keyPath] = newValue
          return
        }
        logging.logged("binding(\(keyPath.propertyName))") { self[keyPath: keyPath] = newValue }
      }
    )
  }
}

extension AnyKeyPath {
  /// `\.field` for a key path printed as `\Type.field` (the type is already in the log entry).
  var propertyName: String {
    let printed = "\(self)"
    guard let dot = printed.firstIndex(of: ".") else { return printed }
    return "\\" + printed[dot...]
  }
}
