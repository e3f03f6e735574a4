import {
  type ContactSupportBody,
  type SupportMessageReceipt,
  supportMessageReceiptSchema,
} from "@seller/contract/support";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export async function contactSupport(
  body: ContactSupportBody,
): Promise<{ receipt: SupportMessageReceipt; message: string }> {
  const { data, message } = await apiRequest<unknown>("/system/contact-support", { method: "POST", body });
  return { receipt: supportMessageReceiptSchema.parse(data), message };
}

export function useContactSupport() {
  return useMutation({ mutationFn: contactSupport, meta: { errorFallbackKey: "support.contact.failed" } });
}
