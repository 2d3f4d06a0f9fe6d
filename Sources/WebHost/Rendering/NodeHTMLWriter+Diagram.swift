import Views

extension NodeHTMLWriter {
  /// A sequence diagram as inline SVG, laid out by ``DiagramLayout`` so no text overlaps:
  /// lane headers with lifelines, then one arrow per message (solid calls, dashed replies and
  /// updates, dotted lifecycle moments), each with its label, the time it was sent, and what
  /// it changed. Under it, a list of every message in full with where it is handled (a link
  /// to the source page), which opens by keyboard like any disclosure.
  mutating func writeDiagram(_ node: Node) {
    guard let (lanes, messages) = node.diagramContent else { return }
    let layout = DiagramLayout(lanes: lanes, messages: messages)
    openTag("figure", "diagram", node)
    html.append(#"<figcaption>"#)
    html.append(escaping: node.text)
    html.append(#"</figcaption><svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 "#)
    html.append(unescaped: "\(layout.width) \(layout.height)")
    html.append(#"" width=""#)
    html.append(unescaped: "\(layout.width)")
    html.append(#"" aria-label=""#)
    html.append(escaping: "\(messages.count) messages between " + lanes.joined(separator: ", "))
    html.append(#""><defs><marker id="arrowhead" viewBox="0 0 8 8" refX="7" refY="4" "#)
    html.append(#"markerWidth="7" markerHeight="7" orient="auto-start-reverse">"#)
    html.append(#"<path d="M0,0 L8,4 L0,8 z" class="head"/></marker></defs>"#)
    for (index, lane) in lanes.enumerated() {
      let x = layout.center(index)
      let boxWidth = layout.headerWidth(lane)
      html.append(#"<g class="lane"><rect x=""#)
      html.append(unescaped: "\(x - boxWidth / 2)")
      html.append(#"" y="4" width=""#)
      html.append(unescaped: "\(boxWidth)")
      html.append(#"" height="22" rx="4"/><text x=""#)
      html.append(unescaped: "\(x)")
      html.append(#"" y="19" text-anchor="middle">"#)
      html.append(escaping: lane)
      html.append(#"</text><line x1=""#)
      html.append(unescaped: "\(x)\" y1=\"26\" x2=\"\(x)\" y2=\"\(layout.height)")
      html.append(#""/></g>"#)
    }
    for (message, row) in zip(messages, layout.rows) {
      writeDiagramRow(message, row, layout)
    }
    html.append("</svg>")
    writeDiagramMessageList(lanes: lanes, messages: messages)
    html.append("</figure>")
  }

  private mutating func writeDiagramRow(
    _ message: SequenceDiagram.Message, _ row: DiagramLayout.Row, _ layout: DiagramLayout
  ) {
    let from = layout.center(message.from)
    let to = layout.center(message.to)
    let y = row.arrowY
    html.append(#"<g class="message "#)
    html.append(unescaped: message.style.rawValue)
    html.append(#""><title>"#)
    html.append(escaping: ([message.label, message.time] + message.detail).joined(separator: "\n"))
    html.append(#"</title><text class="time" x="4" y=""#)
    html.append(unescaped: "\(y + 4)")
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
    let x = from == to ? from + DiagramLayout.loopWidth : (from + to) / 2
    let anchor: StaticString =
      from == to ? #"" text-anchor="start">"# : #"" text-anchor="middle">"#
    for (index, line) in row.labelLines.enumerated() {
      let lineY = y - 6 - (row.labelLines.count - 1 - index) * DiagramLayout.labelLine
      html.append(#"<text class="label" x=""#)
      html.append(unescaped: "\(x)\" y=\"\(lineY)")
      html.append(anchor)
      html.append(escaping: line)
      html.append("</text>")
    }
    for (index, line) in row.detailLines.enumerated() {
      html.append(#"<text class="detail" x=""#)
      html.append(unescaped: "\(x)\" y=\"\(y + 14 + index * DiagramLayout.detailLine)")
      html.append(anchor)
      html.append(escaping: line)
      html.append("</text>")
    }
    html.append("</g>")
  }

  /// Every message in full under a disclosure: sender and receiver, time, label, where it is
  /// handled (linked to the source page) and all it changed.
  private mutating func writeDiagramMessageList(
    lanes: [String], messages: [SequenceDiagram.Message]
  ) {
    guard !messages.isEmpty else { return }
    html.append(#"<details class="diagram-messages"><summary>Every message in full"#)
    html.append(#", with where it is handled</summary><ol>"#)
    func lane(_ index: Int) -> String {
      lanes.indices.contains(index) ? lanes[index] : "?"
    }
    for message in messages {
      html.append(#"<li><span class="time">"#)
      html.append(escaping: message.time)
      html.append("</span> ")
      html.append(escaping: lane(message.from) + " → " + lane(message.to))
      html.append(": <code>")
      html.append(escaping: message.label)
      html.append("</code>")
      if let source = message.source {
        html.append(#" <a class="link source" href=""#)
        html.append(escaping: SourceLink.href(for: source))
        html.append(#"">"#)
        html.append(escaping: source)
        html.append("</a>")
      }
      if !message.detail.isEmpty {
        html.append(#"<pre class="font-monospaced">"#)
        html.append(escaping: message.detail.joined(separator: "\n"))
        html.append("</pre>")
      }
      html.append("</li>")
    }
    html.append("</ol></details>")
  }
}
