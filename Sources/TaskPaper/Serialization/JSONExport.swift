extension Outline {
  /// The outline in the conformance corpus's JSON shape, a contract other tools rely on:
  /// `{"items":[{"depth","indent","type","body","content","tags","parentIndex"}],"serialized"}`.
  ///
  /// ```swift
  /// Outline(parsing: "- a @x(1)").jsonDescription()
  /// // {"items":[{"depth":0,"indent":1,"type":"task","body":"- a @x(1)","content":"a",…
  /// ```
  public func jsonDescription() -> String {
    var out = "{\"items\":["
    let parents = parentIndexes()
    for (index, item) in items.enumerated() {
      if index > 0 { out += "," }
      out += "{\"depth\":\(item.depth),\"indent\":\(item.indent),\"type\":\"\(item.type.rawValue)\""
      out += ",\"body\":"
      JSON.appendString(item.body, to: &out)
      out += ",\"content\":"
      JSON.appendString(item.content, to: &out)
      out += ",\"tags\":{"
      for (tagIndex, tag) in item.tags.enumerated() {
        if tagIndex > 0 { out += "," }
        JSON.appendString(tag.name, to: &out)
        out += ":"
        JSON.appendString(tag.value, to: &out)
      }
      out += "},\"parentIndex\":" + (parents[index].map(String.init) ?? "null") + "}"
    }
    out += "],\"serialized\":"
    JSON.appendString(serialized(), to: &out)
    out += "}"
    return out
  }
}

/// Minimal JSON writing with a fixed key order (Foundation's encoder does not keep one).
public enum JSON {
  /// Appends `value` as a JSON string literal, escaping quotes, backslashes and control characters.
  ///
  /// ```swift
  /// var s = ""; JSON.appendString("a\"b", to: &s)  // s == #""a\"b""#
  /// ```
  public static func appendString(_ value: String, to out: inout String) {
    out += "\""
    var pending = Substring(value)
    while let index = pending.unicodeScalars.firstIndex(where: {
      $0.value < 0x20 || $0 == "\"" || $0 == "\\"
    }) {
      out.unicodeScalars.append(
        contentsOf: pending.unicodeScalars[pending.unicodeScalars.startIndex..<index])
      let scalar = pending.unicodeScalars[index]
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
      pending = Substring(pending.unicodeScalars[pending.unicodeScalars.index(after: index)...])
    }
    out += pending
    out += "\""
  }
}
