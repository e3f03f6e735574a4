import {
  type ChangePasswordBody,
  type ChangePasswordResult,
  changePasswordResultSchema,
} from "@seller/contract/account";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export async function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResult> {
  const { data } = await apiRequest<unknown>("/user/change-password", { method: "POST", body });
  return changePasswordResultSchema.parse(data);
}

/** Spec section 8: a failed change is a toast; the form also keeps it in place. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { errorFallbackKey: "account.password.failed" } });
}
