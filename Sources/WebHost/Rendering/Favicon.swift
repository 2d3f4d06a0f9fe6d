/// The page's icon: a small triptych (three panels), as SVG so it stays a few hundred bytes
/// and sharp at any size. Served at `/favicon.ico`, where browsers look for it unasked, and
/// named by the page's `<link rel="icon">`.
enum Favicon {
  static let contentType = "image/svg+xml"

  static let svg = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\
    <rect width="32" height="32" rx="6" fill="#1f5fbf"/>\
    <rect x="5" y="7" width="6" height="18" rx="1.5" fill="#fff"/>\
    <rect x="13" y="7" width="6" height="18" rx="1.5" fill="#fff" opacity=".85"/>\
    <rect x="21" y="7" width="6" height="18" rx="1.5" fill="#fff" opacity=".7"/>\
    </svg>
    """
}
