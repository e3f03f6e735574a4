import { IDENTITY_REVIEW_WORKING_DAYS } from "@seller/contract/constants";
import type { WithdrawBody } from "@seller/contract/wallet";
import { Button, ErrorBlock } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { PageLoading } from "../../components/page-loading";
import { paths } from "../../config/paths";
import { useSecurity } from "../../features/account/api/get-security";
import { TwoFactorSetupSheet } from "../../features/account/components/two-factor-setup-sheet";
import { useBankCards } from "../../features/bank-cards/api/get-bank-cards";
import { useVerification } from "../../features/verification/api/get-verification";
import { toVerificationStatus } from "../../features/verification/rules/verification-status";
import { useCreateWithdrawal } from "../../features/wallet/api/create-withdrawal";
import { useWithdrawLimits } from "../../features/wallet/api/get-withdraw-limits";
import { BalanceBanner } from "../../features/wallet/components/balance-banner";
import { WithdrawalForm } from "../../features/wallet/components/withdrawal-form";
import { heldBack } from "../../features/wallet/rules/amount";
import { toast } from "../../lib/notify";
import { sessionStore } from "../../lib/storage";
import { ScreenFrame } from "../shell/screen-frame";
import { useReturnToProfile } from "./use-return-to-profile";
import styles from "./wallet-screens.module.css";

/** Skipping the offer holds for this visit of the app; the next first-withdrawal screen asks again. */
const OFFER_SKIPPED_KEY = "two_factor_offer_skipped";

/**
 * Two-factor is offered at the first withdrawal (DECISIONS.md "Settings and platform
 * information"): while the seller has never withdrawn and two-factor is off, a prompt opens the
 * settings' own setup sheet; "Not now" puts it away.
 */
function TwoFactorOffer({ firstWithdrawal }: { firstWithdrawal: boolean }) {
  const { t } = useTranslation();
  const security = useSecurity();
  const [skipped, setSkipped] = useState(() => sessionStore.getItem(OFFER_SKIPPED_KEY) === "1");
  const [setup, setSetup] = useState(false);
  const offered = firstWithdrawal && security.data?.two_factor_enabled === false && !skipped;
  return (
    <>
      {offered ? (
        <div className={styles.notice} data-testid="two-factor-offer">
          <p>{t("wallet.withdraw.twoFactorOffer.text")}</p>
          <div className={styles.noticeActions}>
            <Button
              size="small"
              color="warning"
              onClick={() => setSetup(true)}
              data-testid="two-factor-offer-on"
            >
              {t("wallet.withdraw.twoFactorOffer.turnOn")}
            </Button>
            <Button
              size="small"
              fill="none"
              onClick={() => {
                sessionStore.setItem(OFFER_SKIPPED_KEY, "1");
                setSkipped(true);
              }}
              data-testid="two-factor-offer-skip"
            >
              {t("wallet.withdraw.twoFactorOffer.skip")}
            </Button>
          </div>
        </div>
      ) : null}
      <TwoFactorSetupSheet visible={setup} onClose={() => setSetup(false)} />
    </>
  );
}

/** /withdrawal: the seller's card, the amount, the password, and every rule before submit. */
export function WithdrawalScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cards = useBankCards();
  const limits = useWithdrawLimits();
  const withdraw = useCreateWithdrawal();
  const returnToProfile = useReturnToProfile();
  // Documents sent and waiting: the seller is told so, not asked to verify again.
  const underReview = toVerificationStatus(useVerification().data ?? null) === "pending";

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
            <BalanceBanner
              available={limits.data.available_balance}
              withdrawable={limits.data.withdrawable_balance}
              sandbox={heldBack(limits.data.available_balance, limits.data.withdrawable_balance)}
            />
            {limits.data.requires_verification && underReview ? (
              <div className={styles.notice} data-testid="withdrawal-identity-under-review">
                <p>
                  <strong>{t("verification.underReview.title")}</strong>
                </p>
                <p>{t("verification.underReview.wait", { days: IDENTITY_REVIEW_WORKING_DAYS })}</p>
                <p>{t("verification.underReview.withdrawNext")}</p>
              </div>
            ) : limits.data.requires_verification ? (
              <div className={styles.notice} data-testid="withdrawal-verification-required">
                <p>{t("wallet.verificationRequired")}</p>
                <Button size="small" color="warning" onClick={() => navigate(paths.verification.href())}>
                  {t("deposit.dialog.verifyNow")}
                </Button>
              </div>
            ) : null}
            <TwoFactorOffer firstWithdrawal={limits.data.first_withdrawal} />
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
