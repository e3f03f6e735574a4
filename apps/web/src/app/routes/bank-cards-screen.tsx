import type { BankCard } from "@seller/contract/bank-cards";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "antd-mobile";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { CardIcon } from "../../components/icons";
import { PageLoading } from "../../components/page-loading";
import { paths } from "../../config/paths";
import { useBankCards } from "../../features/bank-cards/api/get-bank-cards";
import { AddCardModal } from "../../features/bank-cards/components/add-card-modal";
import { BankCardItem } from "../../features/bank-cards/components/bank-card-item";
import { RemoveCardSheet } from "../../features/bank-cards/components/remove-card-sheet";
import { sellerKeys } from "../../features/sellers/api/query-keys";
import { toast } from "../../lib/notify";
import { ScreenFrame } from "../shell/screen-frame";
import styles from "./wallet-screens.module.css";

/** Spec section 2: after adding, return to `from` (withdrawal or deposit) after 1 s. */
const RETURN_AFTER_MS = 1000;

function returnPath(from: string | null): string | undefined {
  if (from === "withdrawal") return paths.withdrawal.href();
  if (from === "deposit") return paths.deposit.href();
  return undefined;
}

/** /bank-cards: the seller's card, or the way to add the one card allowed. */
export function BankCardsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const cards = useBankCards();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BankCard>();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const added = () => {
    setAdding(false);
    toast.success(t("bankCard.added"));
    // The profile's has_bank_account decides where the withdrawal tile leads.
    void queryClient.invalidateQueries({ queryKey: sellerKeys.profile() });
    const back = returnPath(params.get("from"));
    if (back) timer.current = window.setTimeout(() => navigate(back, { replace: true }), RETURN_AFTER_MS);
  };

  const removed = () => {
    setRemoving(undefined);
    toast.success(t("bankCard.deleted"));
    void queryClient.invalidateQueries({ queryKey: sellerKeys.profile() });
  };

  const list = cards.data;
  return (
    <ScreenFrame title={t("bankCards.title")} showTabBar={false}>
      <div className={styles.stack}>
        {!list ? (
          <PageLoading />
        ) : list.length === 0 ? (
          <div className={styles.empty} data-testid="bank-cards-empty">
            <CardIcon size={40} />
            <p>{t("bankCards.empty")}</p>
            {params.get("from") === "withdrawal" ? <p>{t("bankCards.neededForWithdrawal")}</p> : null}
            <Button color="primary" onClick={() => setAdding(true)} data-testid="add-card-button">
              {t("bankCards.add")}
            </Button>
          </div>
        ) : (
          <>
            {list.map((card) => (
              <BankCardItem key={card.id} card={card} onRemove={() => setRemoving(card)} />
            ))}
            <p className={styles.center}>{t("bankCard.onlyOne")}</p>
          </>
        )}
      </div>
      <AddCardModal visible={adding} onClose={() => setAdding(false)} onAdded={added} />
      <RemoveCardSheet card={removing} onClose={() => setRemoving(undefined)} onRemoved={removed} />
    </ScreenFrame>
  );
}
