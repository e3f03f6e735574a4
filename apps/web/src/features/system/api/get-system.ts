import { type SystemDisplay, systemDisplaySchema } from "@seller/contract/system-answers";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const systemKeys = { display: () => ["system", "display"] as const };

/** GET /api/system: the home carousel, background, logo and banners (public). */
export async function getSystemDisplay(signal?: AbortSignal): Promise<SystemDisplay> {
  const { data } = await apiRequest<unknown>("/system", { signal, auth: false });
  return systemDisplaySchema.parse(data);
}

/** Spec section 8: when the settings cannot be loaded the defaults are used, without a message. */
export function useSystemDisplay() {
  return useQuery({
    queryKey: systemKeys.display(),
    queryFn: ({ signal }) => getSystemDisplay(signal),
    staleTime: 5 * 60_000,
    meta: { handleErrors: false },
  });
}
