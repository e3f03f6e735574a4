import { SESSION_EXPIRY_CHECK_MS } from "@seller/contract/constants";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { currentLanguage, messageForCode } from "../../lib/i18n";
import { setNavigator } from "../../lib/navigation";
import { toast } from "../../lib/notify";
import { endSessionIfExpired, followOtherTabs, getSession, subscribeSession } from "../../lib/session-store";

/** What happens around the session, whatever screen is open (spec sections 3, 4 and 8). */
export function SessionEffects() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // The error handler navigates through the router once it is there.
  useEffect(() => {
    setNavigator((to, options) => navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);

  useEffect(() => followOtherTabs(), []);

  // Spec section 4: the stored expiry is checked every 60 s; the guard then sends the seller to /login.
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (endSessionIfExpired()) toast.warning(messageForCode("AUTH_TOKEN_EXPIRED"));
    }, SESSION_EXPIRY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    let previousToken = getSession()?.token ?? null;
    return subscribeSession(() => {
      const session = getSession();
      const token = session?.token ?? null;
      if (token === previousToken) return;
      // A different seller, or none: nothing cached may outlive the session that fetched it.
      if (previousToken) queryClient.clear();
      // Signed in: the language chosen on the sign-in screen is saved, so notifications use it too.
      const language = currentLanguage();
      if (session?.user && session.user.language !== language) {
        // Loaded only then: the seller's schemas (and zod) stay out of the sign-in screen's download.
        import("../../features/sellers/api/update-seller")
          .then(({ updateSeller }) => updateSeller({ language }))
          .catch(() => undefined);
      }
      previousToken = token;
    });
  }, [queryClient]);

  return null;
}
