import { type SignedInDevice, signedInDevicesSchema } from "@seller/contract/account";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { accountKeys } from "./query-keys";

export async function getDevices(signal?: AbortSignal): Promise<SignedInDevice[]> {
  const { data } = await apiRequest<unknown>("/sellers/sessions", { signal });
  return signedInDevicesSchema.parse(data).devices;
}

/** The seller's signed-in devices (DECISIONS "Settings"), read while the list is open. */
export function useDevices(enabled = true) {
  return useQuery({
    queryKey: accountKeys.devices(),
    queryFn: ({ signal }) => getDevices(signal),
    enabled,
    meta: { errorMessageKey: "account.devices.loadFailed" },
  });
}
