import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useProfile } from "../../features/sellers/api/get-profile";
import { sellerKeys } from "../../features/sellers/api/query-keys";
import { storeKeys } from "../../features/store/api/query-keys";
import { useDepositFlow } from "../../features/wallet/hooks/use-deposit-flow";
import { confirmDialog } from "../../lib/dialog";

/**
 * Listing needs a paid security deposit (DECISIONS "Store and storefront"):
 * when the server says so, the seller is told why and may pay it on the spot
 * through the profile's own deposit flow.
 */
export function useListingGate() {
  const { t } = useTranslation();
  const profile = useProfile();
  const client = useQueryClient();
  const deposit = useDepositFlow(profile.data, () => {
    void client.invalidateQueries({ queryKey: sellerKeys.profile() });
    void client.invalidateQueries({ queryKey: storeKeys.all });
  });
  const onDepositRequired = async () => {
    const pay = await confirmDialog({
      title: t("shop.gate.title"),
      content: t("shop.gate.message"),
      confirmText: t("shop.gate.pay"),
      testId: "deposit-required-dialog",
    });
    if (pay) deposit.start();
  };
  return {
    hasDeposit: profile.data?.has_deposit,
    onDepositRequired: () => void onDepositRequired(),
    dialogs: deposit.dialogs,
  };
}
