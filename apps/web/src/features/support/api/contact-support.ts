import {
  type ContactSupportBody,
  type SupportMessageReceipt,
  supportMessageReceiptSchema,
} from "@seller/contract/support";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { supportKeys } from "./query-keys";

export async function contactSupport(
  body: ContactSupportBody,
): Promise<{ receipt: SupportMessageReceipt; message: string }> {
  const { data, message } = await apiRequest<unknown>("/system/contact-support", { method: "POST", body });
  return { receipt: supportMessageReceiptSchema.parse(data), message };
}

export function useContactSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: contactSupport,
    meta: { errorFallbackKey: "support.contact.failed" },
    // The sent message joins the conversation below the form.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.conversation() }),
  });
}
