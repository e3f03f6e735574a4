import {
  type SecuritySettings,
  securitySettingsSchema,
  type UpdateSecuritySettingsBody,
} from "@seller/contract/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { translateKey } from "../../../lib/i18n";
import { toast } from "../../../lib/notify";
import { accountKeys } from "./query-keys";

export async function updateSecurity(body: UpdateSecuritySettingsBody): Promise<SecuritySettings> {
  const { data } = await apiRequest<unknown>("/sellers/security", { method: "PUT", body });
  return securitySettingsSchema.parse(data);
}

/** Saved as it changes (DECISIONS.md "Settings": no simulated save), with a toast. */
export function useUpdateSecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecurity,
    meta: { errorFallbackKey: "settings.saveFailed" },
    onSuccess: (settings) => {
      queryClient.setQueryData(accountKeys.security(), settings);
      toast.success(translateKey("settings.saved"));
    },
  });
}
