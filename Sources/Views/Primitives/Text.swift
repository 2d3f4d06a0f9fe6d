/// A line of read-only text. Shown as is: hosts escape it, never interpret it.
///
/// ```swift
/// Text("Invalid username or password").style(.error)
/// ```
public struct Text: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  let content: String

  /// Creates text that shows `content`.
  public init(_ content: String) {
    self.content = content
  }

  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    nodes.append(context.node(.text, text: content))
  }
}

/// A named icon, such as `"plus"` or `"trash"`; hosts map names to glyphs.
///
/// ```swift
/// Image(systemName: "checkmark.circle")
/// ```
public struct Image: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  let name: String

  /// Creates the icon named `systemName`.
  public init(systemName: String) {
    self.name = systemName
  }

  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    var node = context.node(.image, text: "")
    node.icon = name
    node.id = context.identity(for: .image, label: name)
    nodes.append(node)
  }
}

/// A title with an icon.
///
/// ```swift
/// Label("Add task", systemImage: "plus")
/// ```
public struct Label: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  let title: String
  let icon: String

  /// Creates a label with a title and the icon named `systemImage`.
  public init(_ title: String, systemImage: String) {
    self.title = title
    self.icon = systemImage
  }

  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    var node = context.node(.label, text: title)
    node.icon = icon
    nodes.append(node)
  }
}

/// A thin separator line.
public struct Divider: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  /// Creates a separator line.
  public init() {}
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    nodes.append(context.node(.divider))
  }
}

/// Flexible space that pushes its siblings apart in a stack.
public struct Spacer: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  /// Creates flexible space.
  public init() {}
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    nodes.append(context.node(.spacer))
  }
}

/// A spinner (indeterminate) or a bar (with a value from 0 to 1), with an optional label.
///
/// ```swift
/// ProgressView("Signing in…")
/// ProgressView(value: 0.4)
/// ```
public struct ProgressView: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  let title: String
  let value: Double?

  /// Creates a spinner, or with a `value` a bar (clamped to 0...1), labelled `title`.
  public init(_ title: String = "", value: Double? = nil) {
    self.title = title
    self.value = value
  }

  /// Creates a bar without a label, filled to `value` (clamped to 0...1).
  public init(value: Double) {
    self.init("", value: value)
  }

  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    var node = context.node(.progress, text: title)
    node.progress = value.map { min(max($0, 0), 1) }
    nodes.append(node)
  }
}
