import { type Verification, verificationSchema } from "@seller/contract/verification-answers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import { useSession } from "../../../lib/session-store";
import { verificationKeys } from "./query-keys";

/** Spec section 9: verification data is fresh for 30 minutes. */
export const VERIFICATION_STALE_MS = 30 * 60 * 1000;

/** The seller's latest verification, or null when there is none (spec section 4: a 404 means unverified). */
export async function getVerification(signal?: AbortSignal): Promise<Verification | null> {
  try {
    const { data } = await apiRequest<unknown>("/sellers/verification", { signal });
    return verificationSchema.parse(data);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function verificationQueryOptions() {
  return queryOptions({
    queryKey: verificationKeys.current(),
    queryFn: ({ signal }) => getVerification(signal),
    staleTime: VERIFICATION_STALE_MS,
    meta: { errorMessageKey: "verification.loadFailed" },
  });
}

export function useVerification() {
  const session = useSession();
  return useQuery({ ...verificationQueryOptions(), enabled: session !== null });
}
