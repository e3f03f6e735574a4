import type { SigninBody } from "@seller/contract/auth";
import { type SigninResult, signinResultSchema } from "@seller/contract/two-factor";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** A session, or, when the account has two-factor on, a challenge to answer with a code. */
export async function signin(body: SigninBody): Promise<{ result: SigninResult; message: string }> {
  const { data, message } = await apiRequest<unknown>("/sellers/signin", {
    method: "POST",
    body,
    auth: false,
  });
  return { result: signinResultSchema.parse(data), message };
}

export function useSignin() {
  return useMutation({ mutationFn: signin });
}
