import Flows
import Viper

/// The tag editor's router: the editor opens and closes in place, by its opener, so there is
/// no navigation of its own.
@Reported(as: .router)
final class TagEditorRouter: ViperRouter, TagEditorRouterInput {}
