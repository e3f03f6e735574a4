import { type VersionInfo, versionSchema } from "@seller/contract/support";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { supportKeys } from "./query-keys";

export async function getVersion(signal?: AbortSignal): Promise<VersionInfo> {
  const { data } = await apiRequest<unknown>("/system/version", { signal, auth: false });
  return versionSchema.parse(data);
}

export function useVersion() {
  return useQuery({
    queryKey: supportKeys.version(),
    queryFn: ({ signal }) => getVersion(signal),
    staleTime: Number.POSITIVE_INFINITY,
    // Without the server's build the label still says v1.0.0; no toast for it.
    meta: { handleErrors: false },
  });
}
