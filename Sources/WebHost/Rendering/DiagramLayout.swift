import Views

/// Where a sequence diagram's lanes, arrows and texts go, measured so that no text overlaps
/// another or the time column: lanes widen to their longest label, long labels wrap onto up to
/// three lines, and what still does not fit is cut with "…" (the list under the diagram has
/// every message in full).
///
/// Text is measured as the stylesheet sets it: a monospaced font, 12 px for labels and
/// 10.5 px for times and details, whose characters are at most 0.61 em wide.
struct DiagramLayout {
  static let labelCharacter = 7.4
  static let detailCharacter = 6.5
  static let labelLine = 14
  static let detailLine = 13
  static let header = 34
  static let minimumLaneWidth = 150
  /// Characters per label line, lines per label, and detail lines shown per message.
  static let labelColumns = 44
  static let labelLines = 3
  static let detailColumns = 56
  static let detailLines = 4
  /// How far a message to itself loops out before its label starts.
  static let loopWidth = 36

  /// One arrow's texts as drawn.
  struct Row {
    var labelLines: [String]
    var detailLines: [String]
    /// Whether something of the message is not drawn (the list under the diagram has it).
    var isCut: Bool
    var height: Int
    /// Where its arrow is drawn, from the diagram's top.
    var arrowY: Int
  }

  let lanes: [String]
  let rows: [Row]
  let timeColumn: Int
  let laneWidth: Int
  let width: Int
  let height: Int

  init(lanes: [String], messages: [SequenceDiagram.Message]) {
    self.lanes = lanes
    let longestTime = messages.map(\.time.count).max() ?? 0
    timeColumn = max(64, Int((Double(longestTime) * Self.detailCharacter).rounded(.up)) + 10)
    var top = Self.header
    var rows: [Row] = []
    var laneWidth = Self.minimumLaneWidth
    for message in messages {
      let wrapped = Self.wrap(message.label, columns: Self.labelColumns)
      var labelLines = Array(wrapped.prefix(Self.labelLines))
      var isCut = wrapped.count > labelLines.count
      if isCut, let last = labelLines.popLast() {
        labelLines.append(Self.clipped(last + " …", to: Self.labelColumns))
      }
      var detailLines = message.detail.prefix(Self.detailLines).map { line in
        Self.clipped(line, to: Self.detailColumns)
      }
      if detailLines != Array(message.detail.prefix(Self.detailLines)) { isCut = true }
      if message.detail.count > Self.detailLines {
        isCut = true
        detailLines.append("… \(message.detail.count - Self.detailLines) more lines")
      }
      let textWidth = max(
        labelLines.map { Double($0.count) * Self.labelCharacter }.max() ?? 0,
        detailLines.map { Double($0.count) * Self.detailCharacter }.max() ?? 0)
      // A label sits between its two lifelines (or right of a loop) with room on each side.
      let span = abs(message.to - message.from)
      let needed =
        span == 0
        ? Self.loopWidth + Int(textWidth.rounded(.up)) + 16
        : (Int(textWidth.rounded(.up)) + 24 + span - 1) / span
      laneWidth = max(laneWidth, needed)
      let arrowY = top + 8 + labelLines.count * Self.labelLine
      let height =
        8 + labelLines.count * Self.labelLine + 8 + detailLines.count * Self.detailLine
        + 10
      rows.append(
        Row(
          labelLines: labelLines, detailLines: detailLines, isCut: isCut, height: height,
          arrowY: arrowY))
      top += height
    }
    self.rows = rows
    self.laneWidth = laneWidth
    width = timeColumn + max(1, lanes.count) * laneWidth
    height = top + 12
  }

  /// The x of lane `index`'s lifeline (clamped to the lanes there are).
  func center(_ index: Int) -> Int {
    let lane = min(max(0, index), max(0, lanes.count - 1))
    return timeColumn + lane * laneWidth + laneWidth / 2
  }

  /// The width of a lane's header box: its name, with room, within the lane.
  func headerWidth(_ lane: String) -> Int {
    min(laneWidth - 8, max(124, Int(Double(lane.count) * Self.labelCharacter) + 20))
  }

  /// `text` in lines of at most `columns` characters, broken after spaces and commas where
  /// it can be, anywhere where it cannot.
  static func wrap(_ text: String, columns: Int) -> [String] {
    var lines: [String] = []
    var rest = Substring(text)
    while rest.count > columns {
      let window = rest.prefix(columns)
      let breakAt = window.lastIndex { $0 == " " || $0 == "," }.map { rest.index(after: $0) }
      let end = breakAt.flatMap { $0 > rest.startIndex ? $0 : nil } ?? window.endIndex
      lines.append(String(rest[..<end]).trimmingTrailingSpaces)
      rest = rest[end...].drop { $0 == " " }
    }
    if !rest.isEmpty || lines.isEmpty { lines.append(String(rest)) }
    return lines
  }

  static func clipped(_ text: String, to length: Int) -> String {
    text.count > length ? String(text.prefix(length - 1)) + "…" : text
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
