import { type StoreSetting, storeSettingAnswerSchema } from "@seller/contract/store";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { storeKeys } from "./query-keys";

export async function getStoreSetting(signal?: AbortSignal): Promise<StoreSetting> {
  const { data } = await apiRequest<unknown>("/sellers/store-setting", { signal });
  return storeSettingAnswerSchema.parse(data).store_setting;
}

export function useStoreSetting() {
  return useQuery({
    queryKey: storeKeys.setting(),
    queryFn: ({ signal }) => getStoreSetting(signal),
    // Spec section 8: "fetch settings failed".
    meta: { errorMessageKey: "shop.settings.loadFailed" },
  });
}
