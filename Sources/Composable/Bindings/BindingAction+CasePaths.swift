extension BindingAction: CasePathable {
  /// Case paths of a binding action, one per field of the state: `\.binding.text` names a
  /// change of `text`, so a test can write `store.send(\.binding.text, "Blob")`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The change of the field at `keyPath`, carrying its new value.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      // Key paths of state fields capture nothing, so sharing one across tasks is safe.
      let field = unsafeBitCast(keyPath, to: (WritableKeyPath<Root, Value> & Sendable).self)
      return AnyCasePath(
        embed: { .set(field, $0) },
        extract: { $0.keyPath == field ? $0.value as? Value : nil }
      )
    }
  }

  /// The case paths of binding actions, one per field: `\.binding.text`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
