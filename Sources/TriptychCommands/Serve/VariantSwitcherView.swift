import TaskManagerDomain
import Views

/// A session's page: while nobody is signed in, a `Picker("Variant")` above the app, so a
/// visitor can compare architectures on the login screen; once someone logs in, a line naming
/// the variant in use, when Settings' "Architecture" takes effect (the next login) and where
/// the debugger is, above the app.
///
/// ```swift
/// VariantSwitcherView(switcher: switcher)
/// ```
struct VariantSwitcherView: View {
  let switcher: VariantSwitcher

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
      // Reachable from the login screen and from every screen after it, Settings included.
      Link("Compare the architectures side by side", destination: "/compare")
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
