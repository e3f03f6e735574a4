import type { Session, SigninBody } from "@seller/contract/auth";
import type { TwoFactorChallenge } from "@seller/contract/two-factor";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** A session, or, when the account has two-factor on, a challenge to answer with a code. */
export type SigninOutcome =
  | { session: Session; message: string }
  | { challenge: TwoFactorChallenge; message: string };

export async function signin(body: SigninBody): Promise<SigninOutcome> {
  // The answer's schema (and zod) load with the request, not with the sign-in screen.
  const [{ data, message }, { signinResultSchema, isChallenge }] = await Promise.all([
    apiRequest<unknown>("/sellers/signin", { method: "POST", body, auth: false }),
    import("@seller/contract/two-factor"),
  ]);
  const result = signinResultSchema.parse(data);
  return isChallenge(result) ? { challenge: result, message } : { session: result, message };
}

export function useSignin() {
  // The sign-in form says what went wrong above its fields; a toast would say it a second time.
  return useMutation({ mutationFn: signin, meta: { handleErrors: false } });
}
