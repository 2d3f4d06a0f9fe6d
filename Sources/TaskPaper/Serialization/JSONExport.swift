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
    // On bytes, in one pass: every character JSON escapes is ASCII. (Slicing the rest of the
    // text again after each escape made a whole document's export quadratic: minutes for 1 MB.)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(value.utf8.count + 2)
    bytes.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
      case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: Array("\\u00".utf8))
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
    out += String(decoding: bytes, as: UTF8.self)
  }
}
