import Views

extension NodeHTMLWriter {
  /// Geometry of a drawn sequence diagram, in SVG user units.
  private enum DiagramLayout {
    static let laneWidth = 150
    static let timeColumn = 64
    static let header = 34
    static let messageHeight = 30
    static let detailLine = 13
    static let maximumDetailLines = 4
    static let maximumLabel = 34
  }

  /// A sequence diagram as inline SVG: lane headers with lifelines, then one arrow per
  /// message (solid calls, dashed replies and updates, dotted lifecycle moments), each with
  /// its label, the time it was sent, and what it changed. A `<title>` per arrow holds the
  /// full text for pointers and screen readers.
  mutating func writeDiagram(_ node: Node) {
    typealias Layout = DiagramLayout
    guard let (lanes, messages) = node.diagramContent else { return }
    let rowHeights = messages.map { message in
      Layout.messageHeight
        + Layout.detailLine * min(message.detail.count, Layout.maximumDetailLines)
    }
    let width = Layout.timeColumn + max(1, lanes.count) * Layout.laneWidth
    let height = Layout.header + rowHeights.reduce(0, +) + 12
    openTag("figure", "diagram", node)
    html.append(#"<figcaption>"#)
    html.append(escaping: node.text)
    html.append(#"</figcaption><svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 "#)
    html.append(unescaped: "\(width) \(height)")
    html.append(#"" width=""#)
    html.append(unescaped: "\(width)")
    html.append(#"" aria-label=""#)
    html.append(escaping: "\(messages.count) messages between " + lanes.joined(separator: ", "))
    html.append(#""><defs><marker id="arrowhead" viewBox="0 0 8 8" refX="7" refY="4" "#)
    html.append(#"markerWidth="7" markerHeight="7" orient="auto-start-reverse">"#)
    html.append(#"<path d="M0,0 L8,4 L0,8 z" class="head"/></marker></defs>"#)
    func center(_ lane: Int) -> Int {
      Layout.timeColumn + lane * Layout.laneWidth + Layout.laneWidth / 2
    }
    for (index, lane) in lanes.enumerated() {
      let x = center(index)
      html.append(#"<g class="lane"><rect x=""#)
      html.append(unescaped: "\(x - 62)")
      html.append(#"" y="4" width="124" height="22" rx="4"/><text x=""#)
      html.append(unescaped: "\(x)")
      html.append(#"" y="19" text-anchor="middle">"#)
      html.append(escaping: lane)
      html.append(#"</text><line x1=""#)
      html.append(unescaped: "\(x)\" y1=\"26\" x2=\"\(x)\" y2=\"\(height)")
      html.append(#""/></g>"#)
    }
    var top = Layout.header
    for (message, rowHeight) in zip(messages, rowHeights) {
      let from = center(min(max(0, message.from), max(0, lanes.count - 1)))
      let to = center(min(max(0, message.to), max(0, lanes.count - 1)))
      let y = top + 18
      html.append(#"<g class="message "#)
      html.append(unescaped: message.style.rawValue)
      html.append(#""><title>"#)
      let tooltip = [message.label, message.time] + message.detail
      html.append(escaping: tooltip.joined(separator: "\n"))
      html.append(#"</title><text class="time" x="4" y=""#)
      html.append(unescaped: "\(y)")
      html.append(#"">"#)
      html.append(escaping: message.time)
      html.append("</text>")
      if from == to {
        // A message to itself: a loop out to the right and back.
        html.append(#"<path marker-end="url(#arrowhead)" d="M"#)
        html.append(unescaped: "\(from) \(y - 6) h 30 v 10 h -28")
        html.append(#"" fill="none"/>"#)
      } else {
        html.append(#"<line marker-end="url(#arrowhead)" x1=""#)
        let end = to + (to > from ? -2 : 2)  // The arrowhead's tip touches the lifeline.
        html.append(unescaped: "\(from)\" y1=\"\(y)\" x2=\"\(end)\" y2=\"\(y)")
        html.append(#""/>"#)
      }
      let labelX = from == to ? from + 36 : (from + to) / 2
      html.append(#"<text class="label" x=""#)
      html.append(unescaped: "\(labelX)\" y=\"\(y - 5)")
      html.append(from == to ? #"" text-anchor="start">"# : #"" text-anchor="middle">"#)
      html.append(escaping: Self.clipped(message.label, to: Layout.maximumLabel))
      html.append("</text>")
      for (line, detail) in message.detail.prefix(Layout.maximumDetailLines).enumerated() {
        html.append(#"<text class="detail" x=""#)
        html.append(unescaped: "\(labelX)\" y=\"\(y + 12 + line * Layout.detailLine)")
        html.append(from == to ? #"" text-anchor="start">"# : #"" text-anchor="middle">"#)
        html.append(escaping: Self.clipped(detail, to: Layout.maximumLabel + 6))
        html.append("</text>")
      }
      html.append("</g>")
      top += rowHeight
    }
    html.append("</svg></figure>")
  }

  private static func clipped(_ text: String, to length: Int) -> String {
    text.count > length ? String(text.prefix(length - 1)) + "…" : text
  }
}
