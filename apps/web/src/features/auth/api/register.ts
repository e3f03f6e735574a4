import { type RegisterBody, type RegisterResult, registerResultSchema } from "@seller/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** Registering gives no token (DECISIONS): the seller signs in next, choosing remember-me there. */
export async function register(body: RegisterBody): Promise<{ result: RegisterResult; message: string }> {
  const { data, message } = await apiRequest<unknown>("/sellers/register", {
    method: "POST",
    body,
    auth: false,
  });
  return { result: registerResultSchema.parse(data), message };
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
