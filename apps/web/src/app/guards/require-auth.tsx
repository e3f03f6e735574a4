import { Navigate, Outlet, useLocation } from "react-router";
import { paths } from "../../config/paths";
import { useSession } from "../../lib/session-store";

/** Spec section 2: a visitor without a token goes to /login, carrying the full wanted path. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    return <Navigate to={paths.login.href({ redirect: location.pathname + location.search })} replace />;
  }
  return <Outlet />;
}
