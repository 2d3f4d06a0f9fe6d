/// Glyphs for the icon names apps use (SF Symbols-style names), chosen from common text fonts
/// (not emoji, which minimal systems lack); unknown names get a dot, never a broken image.
enum IconGlyphs {
  static func glyph(for name: String) -> String {
    switch name {
    case "plus", "plus.circle": "+"
    case "trash": "⌫"
    case "pencil", "square.and.pencil": "✎"
    case "bell": "◔"
    case "checklist", "checkmark.circle": "☑"
    case "checkmark": "✓"
    case "xmark", "xmark.circle": "✕"
    case "info.circle": "ℹ"
    case "gear", "gearshape": "⚙"
    case "tag": "#"
    case "doc.text", "doc.plaintext", "text.alignleft": "¶"
    case "chevron.left": "‹"
    case "line.3.horizontal.decrease": "≡"
    case "star": "★"
    case "person", "person.circle": "☺"
    case "arrow.clockwise": "↻"
    case "ladybug", "ant": "✱"
    case "folder": "▤"
    case "calendar": "▦"
    default: "•"
    }
  }
}
