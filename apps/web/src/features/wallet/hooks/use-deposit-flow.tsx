import { formatBaht } from "@seller/contract/money";
import type { SellerProfile } from "@seller/contract/seller";
import { SECURITY_DEPOSIT_SATANG } from "@seller/contract/wallet-answers";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../config/paths";
import { formatAmount } from "../../../lib/money";
import { toast } from "../../../lib/notify";
import { useDepositInfo } from "../api/get-deposit-info";
import { usePayDeposit } from "../api/pay-deposit";
import {
  DepositConfirmDialog,
  DepositTermsDialog,
  VerificationRequiredDialog,
} from "../components/deposit-dialogs";
import { depositBlock } from "../rules/deposit-payment";

type Seller = Pick<SellerProfile, "has_deposit" | "is_verified" | "available_balance">;
type Step = "closed" | "verify" | "terms" | "confirm";

/**
 * The security deposit flow of spec section 2: the rules of section 5 first,
 * then the terms, then the balances before and after, then the payment.
 * `onPaid` lets the screen refresh the profile (spec section 4: after 1.5 s).
 * While the identity review is pending (`identityUnderReview`), the seller is
 * told so, with the usual wait, instead of being asked to verify again.
 */
export function useDepositFlow(seller: Seller | undefined, onPaid: () => void, identityUnderReview = false) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("closed");
  const info = useDepositInfo(step !== "closed");
  const pay = usePayDeposit();

  const start = () => {
    if (!seller) return;
    const block = depositBlock(seller);
    if (block === "alreadyPaid") return toast.info(t("deposit.alreadyPaid"));
    if (block === "insufficientBalance") {
      return toast.error(
        t("deposit.insufficientBalance", {
          amount: formatAmount(SECURITY_DEPOSIT_SATANG),
          balance: formatAmount(seller.available_balance),
        }),
      );
    }
    if (block === "verificationRequired") {
      if (identityUnderReview) return setStep("verify");
      toast.warning(t("deposit.verificationRequired"));
      // deposit-info carries the customer-service link the dialog offers.
      return setStep("verify");
    }
    setStep("terms");
  };

  const confirm = () => {
    pay.mutate(undefined, {
      onSuccess: ({ message }) => {
        setStep("closed");
        toast.success(message || t("deposit.paid"), undefined, "deposit");
        onPaid();
      },
    });
  };

  const dialogs = seller ? (
    <>
      <VerificationRequiredDialog
        visible={step === "verify"}
        underReview={identityUnderReview}
        customerServiceUrl={info.data?.customer_service_url}
        onVerify={() => {
          setStep("closed");
          navigate(paths.verification.href());
        }}
        onClose={() => setStep("closed")}
      />
      <DepositTermsDialog
        visible={step === "terms"}
        info={info.data}
        onAgree={() => setStep("confirm")}
        onClose={() => setStep("closed")}
      />
      <DepositConfirmDialog
        visible={step === "confirm"}
        available={seller.available_balance}
        paying={pay.isPending}
        onConfirm={confirm}
        onClose={() => setStep("closed")}
      />
    </>
  ) : null;

  return { start, dialogs, paying: pay.isPending, amount: formatBaht(SECURITY_DEPOSIT_SATANG) };
}
