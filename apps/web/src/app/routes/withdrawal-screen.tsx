import type { WithdrawBody } from "@seller/contract/wallet";
import { Button, ErrorBlock } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { PageLoading } from "../../components/page-loading";
import { paths } from "../../config/paths";
import { useBankCards } from "../../features/bank-cards/api/get-bank-cards";
import { useCreateWithdrawal } from "../../features/wallet/api/create-withdrawal";
import { useWithdrawLimits } from "../../features/wallet/api/get-withdraw-limits";
import { BalanceBanner } from "../../features/wallet/components/balance-banner";
import { WithdrawalForm } from "../../features/wallet/components/withdrawal-form";
import { toast } from "../../lib/notify";
import { ScreenFrame } from "../shell/screen-frame";
import { useReturnToProfile } from "./use-return-to-profile";
import styles from "./wallet-screens.module.css";

/** /withdrawal: the seller's card, the amount, the password, and every rule before submit. */
export function WithdrawalScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cards = useBankCards();
  const limits = useWithdrawLimits();
  const withdraw = useCreateWithdrawal();
  const returnToProfile = useReturnToProfile();

  const submit = (body: WithdrawBody) => {
    withdraw.mutate(body, {
      onSuccess: () => {
        toast.success(t("wallet.withdrawalSubmitted"));
        returnToProfile();
      },
    });
  };

  // Spec section 2: without a card the seller adds one first and comes back here.
  if (cards.data?.length === 0) return <Navigate to={paths.bankCards.href({ from: "withdrawal" })} replace />;

  const failed = cards.isError || limits.isError;
  return (
    <ScreenFrame title={t("wallet.withdraw.title")} showTabBar={false}>
      <div className={styles.stack}>
        {failed ? (
          <ErrorBlock status="disconnected" title={t("wallet.withdraw.loadFailed")} description={null}>
            <Button
              color="primary"
              fill="outline"
              onClick={() => void Promise.all([cards.refetch(), limits.refetch()])}
              data-testid="withdrawal-retry"
            >
              {t("common.retry")}
            </Button>
          </ErrorBlock>
        ) : cards.data && limits.data ? (
          <>
            <BalanceBanner available={limits.data.available_balance} />
            {limits.data.requires_verification ? (
              <div className={styles.notice} data-testid="withdrawal-verification-required">
                <p>{t("wallet.verificationRequired")}</p>
                <Button size="small" color="warning" onClick={() => navigate(paths.verification.href())}>
                  {t("deposit.dialog.verifyNow")}
                </Button>
              </div>
            ) : null}
            <WithdrawalForm
              cards={cards.data}
              limits={limits.data}
              submitting={withdraw.isPending || withdraw.isSuccess}
              onSubmit={submit}
            />
          </>
        ) : (
          <PageLoading />
        )}
      </div>
    </ScreenFrame>
  );
}
