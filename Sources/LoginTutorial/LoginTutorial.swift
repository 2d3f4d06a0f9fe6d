/// The home of the tutorial "One login feature, five architectures".
///
/// SwiftPM builds documentation per target, so the tutorial's DocC catalog needs a target to
/// belong to; this namespace is that target's only code. The code the tutorial teaches is not
/// here: each listing is a file under the catalog's `Resources/`, compiled by its own target
/// (`LoginTCA`, `LoginVIPER`, `LoginMVVM`, `LoginMVVMState`, `LoginMVC`, their first drafts
/// and their tests), so a listing that stops compiling fails the build.
///
/// ```sh
/// swift package --disable-sandbox generate-documentation --target LoginTutorial
/// ```
public enum LoginTutorial {}
