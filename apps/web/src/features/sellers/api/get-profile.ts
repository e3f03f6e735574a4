import { type SellerProfile, sellerProfileSchema } from "@seller/contract/seller-answers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { updateSessionUser, useSession } from "../../../lib/session-store";
import { PROFILE_CALL_PATH } from "./profile-early-call";
import { sellerKeys } from "./query-keys";

/** Spec section 9: the profile is fresh for 5 minutes. */
export const PROFILE_STALE_MS = 5 * 60 * 1000;

export async function getProfile(signal?: AbortSignal): Promise<SellerProfile> {
  const { data } = await apiRequest<unknown>(PROFILE_CALL_PATH, { signal });
  const profile = sellerProfileSchema.parse(data);
  // The stored seller (user, seller_info) follows what the server says.
  updateSessionUser(profile);
  return profile;
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: sellerKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: PROFILE_STALE_MS,
  });
}

export function useProfile() {
  const session = useSession();
  // Never ask without a token: after logout the screen may still be mounted for a moment.
  return useQuery({ ...profileQueryOptions(), enabled: session !== null });
}
