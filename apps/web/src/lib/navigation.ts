/**
 * Lets code outside React (the error handler) navigate: through the router once
 * the app has registered it, otherwise by a full page load (spec section 8).
 */
type Navigate = (to: string, options: { replace: boolean }) => void;

let routerNavigate: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  routerNavigate = navigate;
}

export function navigateTo(to: string, replace = false): void {
  if (routerNavigate) routerNavigate(to, { replace });
  else if (replace) window.location.replace(to);
  else window.location.assign(to);
}
