import TaskManagerDomain
import Views

/// A session's page: while nobody is signed in, a `Picker("Variant")` above the app, so a
/// visitor can compare architectures on the login screen; once someone logs in, a line naming
/// the variant in use, when Settings' "Architecture" takes effect (the next login) and where
/// the debugger is, above the app. Below it, on every screen of every variant (the login
/// screen's footer), links to `/compare` and to the documentation when the server serves it.
///
/// ```swift
/// VariantSwitcherView(switcher: switcher, documentation: "/docs/")
/// ```
struct VariantSwitcherView: View {
  let switcher: VariantSwitcher
  /// Where the documentation site is served, or nil when it is not (no link then).
  var documentation: String? = nil

  var body: some View {
    Group {
      if !switcher.isSignedIn {
        HStack {
          Picker("Variant", selection: selection) {
            ForEach(switcher.variants.map(\.architecture), id: \.self) { architecture in
              Text(architecture.displayName).tag(architecture)
            }
          }
          if let notice = switcher.notice {
            Text(notice).style(.secondary)
          }
        }
      } else {
        Text(Self.whereYouAre(switcher.variant.architecture)).style(.secondary)
      }
      switcher.app
      // Reachable from the login screen and from every screen after it, Settings included:
      // one footer for all seven variants, whose own views stay unaware of the server.
      HStack {
        Link("Compare the architectures side by side", destination: "/compare")
        Link("Every screen, every state", destination: "/gallery")
        if let documentation {
          Link("Documentation", destination: documentation)
        }
      }
    }
  }

  /// What a signed-in user is told about the variant: which one this is, when another one
  /// chosen in Settings applies, and where the debugger is.
  static func whereYouAre(_ architecture: Architecture) -> String {
    "You are using the \(architecture.displayName) variant. Settings → Architecture chooses the "
      + "one your next sign-in opens; Settings → Debugger draws each event's flow."
  }

  private var selection: Binding<Architecture> {
    let switcher = self.switcher
    return Binding(get: { switcher.variant.architecture }, set: { switcher.choose($0) })
  }
}
