extension ViewNode {
  /// The fields of a node a host shows, as a set: what an update changed.
  ///
  /// Closures count by presence only (a new render always makes new closures, and whether a
  /// node has one decides how it is shown: a row with an action is selectable).
  ///
  /// ```swift
  /// let fields = ViewNode.Fields.between(oldButton, newButton)
  /// fields.contains(.isDisabled)  // the button was enabled or disabled
  /// ```
  public struct Fields: OptionSet, Sendable, Hashable {
    /// The set's bits, one per field.
    public let rawValue: UInt32

    /// Creates a set from its bits.
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// The visible text.
    public static let text = Fields(rawValue: 1 << 0)
    /// The named icon.
    public static let icon = Fields(rawValue: 1 << 1)
    /// A field's text or a picker's selected option.
    public static let value = Fields(rawValue: 1 << 2)
    /// A button's role.
    public static let role = Fields(rawValue: 1 << 3)
    /// The semantic style.
    public static let style = Fields(rawValue: 1 << 4)
    /// The font.
    public static let font = Fields(rawValue: 1 << 5)
    /// A toolbar item's placement.
    public static let placement = Fields(rawValue: 1 << 6)
    /// Whether the element ignores interaction.
    public static let isDisabled = Fields(rawValue: 1 << 7)
    /// A toggle's state, or whether an option, tab or row is selected.
    public static let isOn = Fields(rawValue: 1 << 8)
    /// A determinate progress view's fraction.
    public static let progress = Fields(rawValue: 1 << 9)
    /// The name assistive technologies read.
    public static let accessibilityLabel = Fields(rawValue: 1 << 10)
    /// Whether the node has an action.
    public static let action = Fields(rawValue: 1 << 11)
    /// Whether the node has a text binding.
    public static let textBinding = Fields(rawValue: 1 << 12)
    /// Whether the node has a submit action.
    public static let submitAction = Fields(rawValue: 1 << 13)
    /// How deep in an outline the element sits.
    public static let outlineLevel = Fields(rawValue: 1 << 14)
    /// A download link's file name.
    public static let downloadName = Fields(rawValue: 1 << 15)

    /// The fields in which two nodes differ (kind, identity and children aside).
    public static func between(_ old: ViewNode, _ new: ViewNode) -> Fields {
      BorrowedNode.borrowing(old) { old in
        BorrowedNode.borrowing(new) { new in between(old, new) }
      }
    }

    /// Reads both nodes in place: every node of both trees is compared on every diff.
    static func between(_ old: BorrowedNode, _ new: BorrowedNode) -> Fields {
      var fields: Fields = []
      if old.text != new.text { fields.insert(.text) }
      if old.icon != new.icon { fields.insert(.icon) }
      if old.value != new.value { fields.insert(.value) }
      if old.role != new.role { fields.insert(.role) }
      if old.style != new.style { fields.insert(.style) }
      if old.font != new.font { fields.insert(.font) }
      if old.placement != new.placement { fields.insert(.placement) }
      if old.isDisabled != new.isDisabled { fields.insert(.isDisabled) }
      if old.isOn != new.isOn { fields.insert(.isOn) }
      if old.progress != new.progress { fields.insert(.progress) }
      if old.accessibilityLabel != new.accessibilityLabel {
        fields.insert(.accessibilityLabel)
      }
      if old.outlineLevel != new.outlineLevel { fields.insert(.outlineLevel) }
      if old.downloadName != new.downloadName { fields.insert(.downloadName) }
      if (old.action == nil) != (new.action == nil) { fields.insert(.action) }
      if (old.textBinding == nil) != (new.textBinding == nil) {
        fields.insert(.textBinding)
      }
      if (old.submitAction == nil) != (new.submitAction == nil) {
        fields.insert(.submitAction)
      }
      return fields
    }
  }
}
