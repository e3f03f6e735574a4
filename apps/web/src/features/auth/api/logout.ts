import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../config/paths";
import { apiRequest } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import { toast } from "../../../lib/notify";
import { endSession } from "../../../lib/session-store";

/** Tells the server to revoke the token; true when it did or the token was already dead. */
export async function logout(): Promise<boolean> {
  try {
    await apiRequest("/sellers/logout", { method: "POST" });
    return true;
  } catch (error) {
    return isApiError(error) && error.status === 401;
  }
}

/**
 * Spec section 4: logout always clears the session and goes to /login, even
 * when the server cannot be reached; the toast then says so.
 */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    meta: { handleErrors: false },
    onSuccess: (revoked) => {
      navigate(paths.login.href(), { replace: true });
      endSession();
      if (revoked) toast.success(t("toast.loggedOut"));
      else toast.warning(t("toast.loggedOutWithError"));
    },
  });
}
