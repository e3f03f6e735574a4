import { Button } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "../../components/page-loading";
import { useProfile } from "../../features/sellers/api/get-profile";
import { useConfirmSandboxRecharge } from "../../features/wallet/api/confirm-sandbox-recharge";
import { useCreateRecharge } from "../../features/wallet/api/create-recharge";
import { useRecharge } from "../../features/wallet/api/get-recharge";
import { useRechargeMethods } from "../../features/wallet/api/get-recharge-methods";
import { BalanceBanner } from "../../features/wallet/components/balance-banner";
import { PaymentInstructions } from "../../features/wallet/components/payment-instructions";
import { RechargeForm, type RechargeInput } from "../../features/wallet/components/recharge-form";
import { isAbnormalBalance } from "../../features/wallet/rules/amount";
import { newIdempotencyKey } from "../../lib/idempotency";
import { toast } from "../../lib/notify";
import { ScreenFrame } from "../shell/screen-frame";
import { useReturnToProfile } from "./use-return-to-profile";
import styles from "./wallet-screens.module.css";

/**
 * /deposit: a recharge request, then its payment instructions. A confirmed
 * PromptPay payment returns to the profile after 1 s; a bank transfer stays
 * pending until an operator confirms it.
 */
export function DepositScreen() {
  const { t } = useTranslation();
  const profile = useProfile();
  const create = useCreateRecharge();
  const confirm = useConfirmSandboxRecharge();
  const [rechargeId, setRechargeId] = useState<number>();
  const current = useRecharge(rechargeId);
  const methods = useRechargeMethods();
  const returnToProfile = useReturnToProfile();

  const submit = ({ amount, method, description }: RechargeInput) => {
    create.mutate(
      {
        body: { amount, method, description: description || undefined },
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: ({ recharge }) => {
          setRechargeId(recharge.id);
          toast.success(t("wallet.rechargeCreated"));
        },
      },
    );
  };

  const confirmPayment = (id: number) => {
    confirm.mutate(
      { body: id, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => {
          toast.success(t("wallet.rechargeConfirmed"));
          returnToProfile();
        },
      },
    );
  };

  const recharge = current.data?.recharge;
  const [firstMethod, ...otherMethods] = methods.data ?? [];
  return (
    <ScreenFrame title={t("wallet.recharge.title")} showTabBar={false}>
      <div className={styles.stack}>
        {profile.data ? (
          <BalanceBanner available={current.data?.new_balance ?? profile.data.available_balance} />
        ) : (
          <PageLoading />
        )}
        {profile.data && isAbnormalBalance(profile.data.available_balance) ? (
          <p className={styles.notice} role="alert" data-testid="recharge-abnormal-balance">
            {t("wallet.recharge.abnormalBalance")}
          </p>
        ) : recharge ? (
          <PaymentInstructions
            recharge={recharge}
            confirming={confirm.isPending || confirm.isSuccess}
            onSandboxConfirm={() => confirmPayment(recharge.id)}
            onDone={returnToProfile}
          />
        ) : methods.isError ? (
          <Button block onClick={() => void methods.refetch()} data-testid="recharge-methods-retry">
            {t("common.retry")}
          </Button>
        ) : !methods.data ? (
          <PageLoading />
        ) : firstMethod ? (
          <RechargeForm
            methods={[firstMethod, ...otherMethods]}
            submitting={create.isPending}
            onSubmit={submit}
          />
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
