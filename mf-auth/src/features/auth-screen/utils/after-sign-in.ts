/**
 * The page load after a successful sign-in (docs/product/screens.md#sign-in-screen: the page reloads): the page that
 * asked for the sign-in when there is one (decision 034), else /login again, which the shell
 * routes on to the dashboard.
 */
export function loadPageAfterSignIn(path: string | null): void {
  if (path) window.location.assign(path);
  else window.location.reload();
}
