import { customerServiceSchema } from "@seller/contract/support-answers";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { supportKeys } from "./query-keys";

export async function getCustomerServiceUrl(signal?: AbortSignal): Promise<string | null> {
  const { data } = await apiRequest<unknown>("/system/customer-service", { signal, auth: false });
  return customerServiceSchema.parse(data).url;
}

/** The external chat link (a system setting); null hides every link to it. */
export function useCustomerServiceUrl() {
  return useQuery({
    queryKey: supportKeys.customerService(),
    queryFn: ({ signal }) => getCustomerServiceUrl(signal),
    staleTime: 10 * 60 * 1000,
    meta: { handleErrors: false },
  });
}

/** Opens the chat outside the app, without giving it a handle on this page. */
export function openCustomerService(url: string): void {
  window.open(url, "_blank", "noopener,noreferrer");
}
