import { useState } from "react";
import { Navigate, Outlet } from "react-router";
import { paths } from "../../config/paths";
import { getSession } from "../../lib/session-store";

/**
 * /login and /register send a seller who is already signed in to /profile.
 * Decided on arrival only: signing in on /login must not jump away before the
 * screen's own 1 s delay has shown its success message.
 */
export function PublicOnly() {
  const [signedInOnArrival] = useState(() => getSession() !== null);
  if (signedInOnArrival) return <Navigate to={paths.profile.href()} replace />;
  return <Outlet />;
}
