import type { Language } from "@seller/contract/languages";
import type { UpdateSellerBody } from "@seller/contract/seller";
import { type SellerProfile, sellerProfileSchema } from "@seller/contract/seller-answers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { applyLanguage, loadLanguage, translateKey } from "../../../lib/i18n";
import { toast } from "../../../lib/notify";
import { getSession, updateSessionUser } from "../../../lib/session-store";
import { sellerKeys } from "./query-keys";

export async function updateSeller(body: UpdateSellerBody): Promise<SellerProfile> {
  const { data } = await apiRequest<unknown>("/sellers/update", { method: "PUT", body });
  return sellerProfileSchema.parse(data);
}

/**
 * Switches the interface language. A signed-in seller's choice is saved on the
 * server first (DECISIONS: notifications are written in it); if that fails,
 * nothing changes and the language-change-failed message shows.
 */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language) => {
      // Its texts first: a language that cannot be loaded (offline) is not saved either.
      await loadLanguage(language);
      return getSession() ? updateSeller({ language }) : null;
    },
    meta: { errorMessageKey: "language.changeFailed" },
    onSuccess: async (profile, language) => {
      await applyLanguage(language);
      if (profile) {
        queryClient.setQueryData(sellerKeys.profile(), profile);
        updateSessionUser(profile);
      }
      toast.success(translateKey("language.changed"));
    },
  });
}

/** Phone and address from the profile; the saved profile replaces the cached one (completion ring included). */
export function useUpdatePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Pick<UpdateSellerBody, "phone" | "address">) => updateSeller(body),
    meta: { errorFallbackKey: "personalInfo.saveFailed" },
    onSuccess: (profile) => {
      queryClient.setQueryData(sellerKeys.profile(), profile);
      updateSessionUser(profile);
      toast.success(translateKey("personalInfo.saved"));
    },
  });
}
