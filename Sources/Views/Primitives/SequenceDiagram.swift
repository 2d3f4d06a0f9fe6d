/// A sequence diagram: roles as lanes side by side, messages as arrows between them, top to
/// bottom in time — how a debugger shows the flow of one event. The web host draws it as
/// inline SVG; the headless driver lists its messages.
///
/// ```swift
/// SequenceDiagram(
///   "tap “Log In”", lanes: ["view", "presenter", "interactor"],
///   messages: [
///     .init(from: 0, to: 1, label: "logInTapped(username: \"ada\")", time: "0.01 ms"),
///     .init(from: 1, to: 2, label: "logIn(…)", time: "0.02 ms"),
///   ])
/// ```
public struct SequenceDiagram: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never

  /// One arrow.
  public struct Message: Hashable, Sendable {
    /// How the arrow is drawn: a call is solid, a reply or an update dashed, a lifecycle
    /// moment dotted.
    public enum Style: String, Sendable {
      case call, reply, update, lifecycle
    }

    /// The sending lane's index.
    public var from: Int
    /// The receiving lane's index (the same as `from` for a message to itself).
    public var to: Int
    /// The text on the arrow.
    public var label: String
    /// Lines shown under the label: what the message changed.
    public var detail: [String]
    /// When it was sent, and how long it took, as text.
    public var time: String
    /// How the arrow is drawn.
    public var style: Style
    /// Where the receiver handles it, as `Module/File.swift:line` (no spaces).
    public var source: String?

    /// Creates an arrow from lane `from` to lane `to` labelled `label`.
    public init(
      from: Int, to: Int, label: String, detail: [String] = [], time: String = "",
      style: Style = .call, source: String? = nil
    ) {
      self.source = source
      self.from = from
      self.to = to
      self.label = label
      self.detail = detail
      self.time = time
      self.style = style
    }
  }

  let title: String
  let lanes: [String]
  let messages: [Message]

  /// Creates a diagram titled `title` with `lanes` left to right and `messages` top to bottom.
  public init(_ title: String, lanes: [String], messages: [Message]) {
    self.title = title
    self.lanes = lanes
    self.messages = messages
  }

  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    // The lanes and arrows are the diagram's children, so a changed arrow is a changed node
    // like any other; hosts draw them together.
    var diagram = context.node(.diagram, text: title)
    let base = diagram.id.rawValue
    for (index, lane) in lanes.enumerated() {
      var node = ViewNode(kind: .label, id: ElementID(path: "\(base)/lane\(index)"))
      node.text = lane
      diagram.children.append(node)
    }
    for (index, message) in messages.enumerated() {
      var node = ViewNode(kind: .text, id: ElementID(path: "\(base)/message\(index)"))
      node.text = message.label
      node.value =
        "\(message.from) \(message.to) \(message.style.rawValue)"
        + (message.source.map { " " + $0 } ?? "")
      node.accessibilityLabel = message.time
      for (line, text) in message.detail.enumerated() {
        var detail = ViewNode(kind: .text, id: ElementID(path: "\(base)/message\(index)/\(line)"))
        detail.text = text
        node.children.append(detail)
      }
      diagram.children.append(node)
    }
    nodes.append(diagram)
  }
}

extension ViewNode {
  /// A diagram node's lanes and messages, read back from its children.
  public var diagramContent: (lanes: [String], messages: [SequenceDiagram.Message])? {
    guard kind == .diagram else { return nil }
    var lanes: [String] = []
    var messages: [SequenceDiagram.Message] = []
    for child in children {
      if child.kind == .label {
        lanes.append(child.text)
        continue
      }
      let parts = (child.value ?? "").split(separator: " ")
      guard parts.count == 3 || parts.count == 4, let from = Int(parts[0]),
        let to = Int(parts[1])
      else { continue }
      messages.append(
        SequenceDiagram.Message(
          from: from, to: to, label: child.text, detail: child.children.map(\.text),
          time: child.accessibilityLabel ?? "",
          style: SequenceDiagram.Message.Style(rawValue: String(parts[2])) ?? .call,
          source: parts.count == 4 ? String(parts[3]) : nil))
    }
    return (lanes, messages)
  }
}
