/// A two-way connection to a value owned elsewhere: a getter and a setter.
///
/// Each architecture builds bindings from its own state: a view model's property, a store's
/// state with an action to send, a presenter's view state.
///
/// ```swift
/// let title = Binding(get: { model.title }, set: { model.title = $0 })
/// TextField("Title", text: title)
/// ```
public struct Binding<Value> {
  private let getValue: () -> Value
  private let setValue: (Value) -> Void

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.getValue = get
    self.setValue = set
  }

  /// A binding to a constant: setting it does nothing (useful in previews and tests).
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The current value; setting it calls the setter.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// A binding to a part of the value.
  ///
  /// ```swift
  /// let done: Binding<Bool> = todo.map(\.isDone)
  /// ```
  public func map<Part>(_ keyPath: WritableKeyPath<Value, Part>) -> Binding<Part> {
    Binding<Part>(
      get: { getValue()[keyPath: keyPath] },
      set: { part in
        var whole = getValue()
        whole[keyPath: keyPath] = part
        setValue(whole)
      }
    )
  }
}

extension Binding where Value == Bool {
  /// A Boolean binding that is `true` while an optional binding holds a value; setting it to
  /// `false` clears the optional. Handy for `sheet(isPresented:)` over an optional destination.
  ///
  /// ```swift
  /// .alert("Delete?", isPresented: Binding(isPresent: $pendingDeletion)) { … }
  /// ```
  public init<Wrapped>(isPresent optional: Binding<Wrapped?>) {
    self.init(
      get: { optional.wrappedValue != nil },
      set: { if !$0 { optional.wrappedValue = nil } }
    )
  }
}
