import type { Session } from "@seller/contract/auth";
import type { TwoFactorSigninBody } from "@seller/contract/two-factor";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** The second step of sign-in: the challenge and a code give the session. */
export async function answerTwoFactor(body: TwoFactorSigninBody): Promise<Session> {
  const [{ data }, { sessionSchema }] = await Promise.all([
    apiRequest<unknown>("/sellers/signin/2fa", { method: "POST", body, auth: false }),
    import("@seller/contract/auth"),
  ]);
  return sessionSchema.parse(data);
}

export function useAnswerTwoFactor() {
  return useMutation({ mutationFn: answerTwoFactor });
}
