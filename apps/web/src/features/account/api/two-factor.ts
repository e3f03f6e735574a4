import {
  type DisableTwoFactorBody,
  type RecoveryCodes,
  recoveryCodesSchema,
  type TwoFactorSetup,
  twoFactorSetupSchema,
} from "@seller/contract/two-factor";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { accountKeys } from "./query-keys";

export async function setupTwoFactor(): Promise<TwoFactorSetup> {
  const { data } = await apiRequest<unknown>("/sellers/2fa/setup", { method: "POST" });
  return twoFactorSetupSchema.parse(data);
}

export async function enableTwoFactor(code: string): Promise<RecoveryCodes> {
  const { data } = await apiRequest<unknown>("/sellers/2fa/enable", { method: "POST", body: { code } });
  return recoveryCodesSchema.parse(data);
}

export async function disableTwoFactor(body: DisableTwoFactorBody): Promise<void> {
  await apiRequest<unknown>("/sellers/2fa/disable", { method: "POST", body });
}

const refreshSecurity = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: accountKeys.security() });

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor, meta: { errorFallbackKey: "twoFactor.setup.failed" } });
}

/** Wrong codes are a toast and stay in the sheet. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => refreshSecurity(queryClient),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => refreshSecurity(queryClient),
  });
}
