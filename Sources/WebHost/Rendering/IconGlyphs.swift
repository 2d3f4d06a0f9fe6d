/// Glyphs for the icon names apps use (SF Symbols-style names); unknown names get a dot, so an
/// app never shows a broken image.
enum IconGlyphs {
  static func glyph(for name: String) -> String {
    switch name {
    case "plus", "plus.circle": "+"
    case "trash": "🗑"
    case "pencil", "square.and.pencil": "✎"
    case "bell": "🔔"
    case "checklist", "checkmark.circle": "☑"
    case "checkmark": "✓"
    case "xmark", "xmark.circle": "✕"
    case "info.circle": "ⓘ"
    case "gear", "gearshape": "⚙"
    case "tag": "#"
    case "doc.text", "text.alignleft": "¶"
    case "line.3.horizontal.decrease": "≡"
    case "star": "★"
    case "person", "person.circle": "👤"
    case "arrow.clockwise": "↻"
    case "ladybug", "ant": "🐞"
    case "folder": "📁"
    case "calendar": "📅"
    default: "•"
    }
  }
}
