import type { ForgotPasswordResult } from "@seller/contract/account";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/**
 * DECISIONS.md: there is no e-mail or SMS channel; the answer is the same for
 * every account and names the customer-service link, if one is set.
 */
export async function forgotPassword(account: string): Promise<ForgotPasswordResult> {
  const [{ data }, { forgotPasswordResultSchema }] = await Promise.all([
    apiRequest<unknown>("/auth/forgot-password", {
      method: "POST",
      body: account.trim() ? { account: account.trim() } : {},
      auth: false,
    }),
    // Loaded with the request: the sign-in screen's first download carries no schema.
    import("@seller/contract/account"),
  ]);
  return forgotPasswordResultSchema.parse(data);
}

export function useForgotPassword() {
  // A failure still opens the dialog, with the advice written in the app.
  return useMutation({ mutationFn: forgotPassword, meta: { handleErrors: false } });
}
