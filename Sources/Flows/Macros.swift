/// Reports every message the annotated class receives as the role `lane`: each of its
/// non-private methods records, when a flow is being recorded, who sent it, its arguments,
/// how long it took and which of the class's properties it changed.
///
/// This is how VIPER presenters, interactors, routers and views, MVVM view models and MVC
/// controllers appear in a flow without a logging call in any method.
///
/// ```swift
/// @Reported(as: .presenter)
/// final class LoginPresenter: LoginViewOutput {
///   func logInTapped(username: String, password: String) { … }
///   // view → presenter: logInTapped(username: "ada", password: •••)
/// }
/// ```
///
/// Private and static methods, initialisers and `async` methods are left as written.
@attached(memberAttribute)
public macro Reported(as lane: FlowLane) =
  #externalMacro(module: "FlowsMacros", type: "ReportedMacro")

/// Reports one method's messages as role `lane`; ``Reported(as:)`` attaches it to each method.
@attached(body)
public macro ReportedMessage(_ lane: FlowLane) =
  #externalMacro(module: "FlowsMacros", type: "ReportedMessageMacro")
