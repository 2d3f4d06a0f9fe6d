extension String {
  /// The string as HTML text or attribute value: every character that could end a text run or
  /// an attribute is replaced by an entity, so user data never becomes markup.
  var htmlEscaped: String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for character in unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
