import { type StoreSettingInput, storeSettingAnswerSchema } from "@seller/contract/store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { storeKeys } from "./query-keys";

/** PUT sellers/store-setting: an update sends all fields (spec section 7). */
export async function updateStoreSetting(input: StoreSettingInput) {
  const { data, message } = await apiRequest<unknown>("/sellers/store-setting", {
    method: "PUT",
    body: { store_setting: input },
  });
  return { setting: storeSettingAnswerSchema.parse(data).store_setting, message };
}

export function useUpdateStoreSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateStoreSetting,
    onSuccess: ({ setting }) => client.setQueryData(storeKeys.setting(), setting),
    // Spec section 8: the server's message first, otherwise a generic one.
    meta: { errorFallbackKey: "shop.settings.saveFailed" },
  });
}
