import { type SecuritySettings, securitySettingsSchema } from "@seller/contract/account";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { accountKeys } from "./query-keys";

export async function getSecurity(signal?: AbortSignal): Promise<SecuritySettings> {
  const { data } = await apiRequest<unknown>("/sellers/security", { signal });
  return securitySettingsSchema.parse(data);
}

/** Two-factor and the login notification, as the server keeps them. */
export function useSecurity() {
  return useQuery({
    queryKey: accountKeys.security(),
    queryFn: ({ signal }) => getSecurity(signal),
    meta: { errorMessageKey: "settings.loadFailed" },
  });
}
