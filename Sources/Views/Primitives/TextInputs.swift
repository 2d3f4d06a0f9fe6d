/// A one-line text input bound to a string. `.onSubmit` sets what Return does.
///
/// ```swift
/// TextField("Title", text: $title).onSubmit { model.save() }
/// ```
public struct TextField: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  let title: String
  let text: Binding<String>

  /// Creates a field titled `title` that shows and edits `text`.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    nodes.append(context.textInput(.textField, title: title, text: text))
  }
}

/// A one-line input whose text is hidden, for passwords.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  let title: String
  let text: Binding<String>

  /// Creates a hidden-text field titled `title` that edits `text`.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    nodes.append(context.textInput(.secureField, title: title, text: text))
  }
}

/// A multi-line text input. The title names it for users and assistive technologies.
///
/// ```swift
/// TextEditor("Document", text: $document)
/// ```
public struct TextEditor: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  let title: String
  let text: Binding<String>

  /// Creates an editor titled `title` that shows and edits `text`.
  public init(_ title: String = "Text", text: Binding<String>) {
    self.title = title
    self.text = text
  }

  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    nodes.append(context.textInput(.textEditor, title: title, text: text))
  }
}

extension ResolveContext {
  func textInput(_ kind: ViewNode.Kind, title: String, text: Binding<String>) -> ViewNode {
    var node = self.node(kind, text: title)
    node.value = text.wrappedValue
    node.textBinding = text
    node.submitAction = submitAction
    return node
  }
}
