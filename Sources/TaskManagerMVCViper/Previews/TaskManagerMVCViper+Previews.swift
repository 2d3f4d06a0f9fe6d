import TaskManagerDomain
import TaskManagerMVC
import TaskManagerVIPER
import TaskManagerViews
import Views
import Viper

extension TaskManagerMVCViper {
  /// Every screen state of `ScreenState`, each written as the hybrid's halves get into one:
  /// VIPER's Login assembled typed-in by the VIPER side (as its own previews do), the MVC Home
  /// driven by MVC's own previews, once VIPER's Login routed to it; its VIPER Settings tab
  /// showing the settings Home loads. All with stand-in clients.
  ///
  /// ```swift
  /// let app = ViewDriver(app: TaskManagerMVCViper.previews[0].makeView)
  /// ```
  public static let previews: [Preview] =
    loginPreviews + taskPreviews + textPreviews + settingsPreviews

  /// The app once VIPER's Login routed `PreviewData.user` to the MVC Home, which MVC's
  /// previews drive.
  static let signedIn = SignedInHome { context, environment, show in
    makeApp(context, environment) { session in
      let home = MVCHomeBridge.screen(user: PreviewData.user, session: session)
      session.navigator?.replaceRoot(home)
      if let bridge = home.owner as? MVCHomeBridge { show(bridge.home) }
    }
  }
}
