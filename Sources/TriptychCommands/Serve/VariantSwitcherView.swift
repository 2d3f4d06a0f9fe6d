import TaskManagerDomain
import Views

/// A session's page: while nobody is signed in, a `Picker("Variant")` above the app, so a
/// visitor can compare architectures on the login screen; once someone logs in, only the app
/// (Settings' "Architecture" picker then chooses the variant for the next login).
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
      }
      switcher.app
      // Reachable from the login screen and from every screen after it, Settings included.
      Link("Compare the architectures side by side", destination: "/compare")
    }
  }

  private var selection: Binding<Architecture> {
    let switcher = self.switcher
    return Binding(get: { switcher.variant.architecture }, set: { switcher.choose($0) })
  }
}
