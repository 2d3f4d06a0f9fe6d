extension ViewNode {
  /// One field of a node as the table below lists it.
  package struct FieldEntry: Sendable {
    /// The field's name as ``ViewNode`` spells it.
    package let name: String
    /// The stored properties that hold it (two booleans share one byte of flags).
    package let storage: [String]
    /// The bit an update that changes it carries, or `nil` for what no host shows as a field
    /// (identity, kind and children are the diff's own structure; a tag is read by pickers).
    package let bit: Fields?
    /// Gives the field of `node` another value, as a new render could.
    package let change: @Sendable (inout ViewNode) -> Void
    /// The field read in place (``BorrowedNode``), described.
    package let readInPlace: @Sendable (BorrowedNode) -> String
  }

  /// Every stored field of a node: the one list a new field joins.
  ///
  /// A field lives in four places — ``ViewNode``'s packed storage, ``BorrowedNode``'s
  /// accessor, a ``Fields`` bit compared by ``Fields/between(_:_:)``, and the HTML writer —
  /// and the diff reads the first three for every node of every render, so they stay written
  /// out for speed. This table ties them together: `ViewNodeFieldTableTests` fails when a stored
  /// property is missing here, when a field's change is not reported by its bit, or when its
  /// in-place read differs from the node's; an entry does not compile without its accessor.
  package static let fieldTable: [FieldEntry] = [
    entry("id", bit: nil, { $0.id = ElementID(path: "other") }, { "\($0.id)" }),
    entry("kind", bit: nil, { $0.kind = .divider }, { "\($0.kind)" }),
    entry(
      "children", bit: nil, { $0.children = [ViewNode(kind: .text, id: ElementID(path: "c"))] },
      { "\($0.children.count)" }),
    entry("tag", bit: nil, { $0.tag = "tagged" }, { "\(String(describing: $0.tag))" }),
    entry("text", bit: .text, { $0.text = "changed" }, { $0.text }),
    entry("icon", bit: .icon, { $0.icon = "star" }, { "\(String(describing: $0.icon))" }),
    entry("value", bit: .value, { $0.value = "typed" }, { "\(String(describing: $0.value))" }),
    entry(
      "outlineLevel", storage: ["storedOutlineLevel"], bit: .outlineLevel,
      { $0.outlineLevel = 3 }, { "\($0.outlineLevel)" }),
    entry(
      "accessibilityLabel", bit: .accessibilityLabel, { $0.accessibilityLabel = "named" },
      { "\(String(describing: $0.accessibilityLabel))" }),
    entry(
      "downloadName", bit: .downloadName, { $0.downloadName = "a.txt" },
      { "\(String(describing: $0.downloadName))" }),
    entry("action", bit: .action, { $0.action = {} }, { "\($0.action != nil)" }),
    entry(
      "textBinding", bit: .textBinding, { $0.textBinding = .constant("") },
      { "\($0.textBinding != nil)" }),
    entry(
      "submitAction", bit: .submitAction, { $0.submitAction = {} },
      { "\($0.submitAction != nil)" }),
    entry(
      "progress", storage: ["storedProgress"], bit: .progress, { $0.progress = 0.5 },
      { "\(String(describing: $0.progress))" }),
    entry("role", bit: .role, { $0.role = .cancel }, { "\(String(describing: $0.role))" }),
    entry("style", bit: .style, { $0.style = .error }, { "\(String(describing: $0.style))" }),
    entry("font", bit: .font, { $0.font = .title }, { "\(String(describing: $0.font))" }),
    entry(
      "placement", bit: .placement, { $0.placement = .primaryAction },
      { "\(String(describing: $0.placement))" }),
    entry(
      "isDisabled", storage: ["flags"], bit: .isDisabled, { $0.isDisabled = true },
      { "\($0.isDisabled)" }),
    entry("isOn", storage: ["flags"], bit: .isOn, { $0.isOn = true }, { "\($0.isOn)" }),
  ]

  private static func entry(
    _ name: String, storage: [String]? = nil, bit: Fields?,
    _ change: @escaping @Sendable (inout ViewNode) -> Void,
    _ readInPlace: @escaping @Sendable (BorrowedNode) -> String
  ) -> FieldEntry {
    FieldEntry(
      name: name, storage: storage ?? [name], bit: bit, change: change, readInPlace: readInPlace)
  }
}
