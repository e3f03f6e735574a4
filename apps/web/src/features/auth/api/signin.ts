import { type Session, type SigninBody, sessionSchema } from "@seller/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export async function signin(body: SigninBody): Promise<{ session: Session; message: string }> {
  const { data, message } = await apiRequest<unknown>("/sellers/signin", {
    method: "POST",
    body,
    auth: false,
  });
  return { session: sessionSchema.parse(data), message };
}

export function useSignin() {
  return useMutation({ mutationFn: signin });
}
