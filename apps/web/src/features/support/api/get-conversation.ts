import { type SupportConversation, supportConversationSchema } from "@seller/contract/support";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { supportKeys } from "./query-keys";

export async function getConversation(signal?: AbortSignal): Promise<SupportConversation> {
  const { data } = await apiRequest<unknown>("/system/support-messages?per_page=50", { signal });
  return supportConversationSchema.parse(data);
}

/**
 * The seller's messages to customer service and the answers (DECISIONS.md
 * "Operator console"), read again each time the help centre opens: an answer
 * arrives as a notification and the seller comes here to read it whole.
 */
export function useConversation() {
  return useQuery({
    queryKey: supportKeys.conversation(),
    queryFn: ({ signal }) => getConversation(signal),
    staleTime: 0,
    meta: { errorMessageKey: "support.conversation.loadFailed" },
  });
}
