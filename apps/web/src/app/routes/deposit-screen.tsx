import type { SandboxOutcome } from "@seller/contract/payments";
import { Button } from "antd-mobile";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "../../components/page-loading";
import { useProfile } from "../../features/sellers/api/get-profile";
import { useCreateRecharge } from "../../features/wallet/api/create-recharge";
import { useRecharge } from "../../features/wallet/api/get-recharge";
import { useRechargeMethods } from "../../features/wallet/api/get-recharge-methods";
import { useRefreshPaymentQr } from "../../features/wallet/api/refresh-payment-qr";
import { useSimulatePayment } from "../../features/wallet/api/simulate-payment";
import { BalanceBanner } from "../../features/wallet/components/balance-banner";
import { DemoBanner } from "../../features/wallet/components/demo-banner";
import { PaymentInstructions } from "../../features/wallet/components/payment-instructions";
import { RechargeForm, type RechargeInput } from "../../features/wallet/components/recharge-form";
import { isAbnormalBalance } from "../../features/wallet/rules/amount";
import { toast } from "../../lib/notify";
import { ScreenFrame } from "../shell/screen-frame";
import { useReturnToProfile } from "./use-return-to-profile";
import styles from "./wallet-screens.module.css";

/**
 * /deposit: a top-up request, then its payment, polled every 5 s until it is
 * confirmed (by the platform's team, Stripe, or the demo's simulate control)
 * or cancelled. Once the money is in, back to the profile after 1 s.
 */
export function DepositScreen() {
  const { t } = useTranslation();
  const profile = useProfile();
  const create = useCreateRecharge();
  const simulate = useSimulatePayment();
  const freshQr = useRefreshPaymentQr();
  const [rechargeId, setRechargeId] = useState<number>();
  const current = useRecharge(rechargeId);
  const methods = useRechargeMethods();
  const returnToProfile = useReturnToProfile();
  const recharge = current.data?.recharge;

  // However the payment was confirmed (operator, Stripe, simulate), the seller hears it once.
  const announced = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (recharge?.status !== "approved" || announced.current === recharge.id) return;
    announced.current = recharge.id;
    toast.success(t("wallet.rechargeConfirmed"), undefined, "recharge");
    returnToProfile();
  }, [recharge?.id, recharge?.status, returnToProfile, t]);

  const submit = ({ amount, method, description }: RechargeInput) => {
    create.mutate(
      { amount, method, description: description || undefined },
      {
        onSuccess: ({ recharge: created }) => {
          setRechargeId(created.id);
          toast.success(t("wallet.rechargeCreated"), undefined, "recharge");
        },
      },
    );
  };

  const simulateOutcome = (outcome: SandboxOutcome) => {
    if (!recharge) return;
    simulate.mutate({ id: recharge.id, outcome });
  };

  // Offline, React Query pauses a query instead of failing it: without this the screen would spin for ever.
  const unavailable = (query: { isError: boolean; isPaused: boolean; data: unknown }) =>
    !query.data && (query.isError || query.isPaused);
  const loadFailed = unavailable(methods) || unavailable(profile);
  const retryLoading = () => {
    if (!methods.data) void methods.refetch();
    if (!profile.data) void profile.refetch();
  };

  const [firstMethod, ...otherMethods] = methods.data?.methods ?? [];
  return (
    <ScreenFrame title={t("wallet.recharge.title")} showTabBar={false}>
      <div className={styles.stack}>
        {profile.data ? (
          <BalanceBanner available={current.data?.new_balance ?? profile.data.available_balance} />
        ) : loadFailed ? null : (
          <PageLoading />
        )}
        {profile.data && isAbnormalBalance(profile.data.available_balance) ? (
          <p className={styles.notice} role="alert" data-testid="recharge-abnormal-balance">
            {t("wallet.recharge.abnormalBalance")}
          </p>
        ) : recharge ? (
          <PaymentInstructions
            recharge={recharge}
            simulating={simulate.isPending ? simulate.variables?.outcome : undefined}
            onSimulate={simulateOutcome}
            refreshing={freshQr.isPending}
            onFreshQr={() => freshQr.mutate(recharge.id)}
            onDone={returnToProfile}
            onNewTopUp={() => setRechargeId(undefined)}
          />
        ) : loadFailed ? (
          <div className={styles.notice} role="alert" data-testid="recharge-load-failed">
            <p>{t(navigator.onLine ? "wallet.recharge.loadFailed" : "wallet.recharge.loadOffline")}</p>
            <Button block onClick={retryLoading} data-testid="recharge-methods-retry">
              {t("common.retry")}
            </Button>
          </div>
        ) : !methods.data ? (
          <PageLoading />
        ) : firstMethod ? (
          <>
            {methods.data.demo ? <DemoBanner /> : null}
            <RechargeForm
              methods={[firstMethod, ...otherMethods]}
              provider={methods.data.provider}
              submitting={create.isPending}
              onSubmit={submit}
            />
          </>
        ) : (
          // No method the platform can take now: customer service helps instead.
          <p className={styles.notice} role="alert" data-testid="recharge-no-methods">
            {t("wallet.recharge.noMethods")}
          </p>
        )}
      </div>
    </ScreenFrame>
  );
}
