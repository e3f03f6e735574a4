import {
  type SubmitVerificationBody,
  type Verification,
  verificationSchema,
} from "@seller/contract/verification";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { verificationKeys } from "./query-keys";

export async function submitVerification(body: SubmitVerificationBody): Promise<Verification> {
  const { data } = await apiRequest<unknown>("/sellers/verification", { method: "POST", body });
  return verificationSchema.parse(data);
}

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    meta: { errorFallbackKey: "verification.submitFailed" },
    // Spec section 4: submitting sets pending; the answer is the new record.
    onSuccess: (verification) => queryClient.setQueryData(verificationKeys.current(), verification),
  });
}
