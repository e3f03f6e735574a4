import { IDENTITY_REVIEW_WORKING_DAYS } from "@seller/contract/constants";
import { formatBaht } from "@seller/contract/money";
import type { DepositInfo } from "@seller/contract/wallet-answers";
import { SECURITY_DEPOSIT_SATANG } from "@seller/contract/wallet-answers";
import { useTranslation } from "react-i18next";
import { LazyDialog } from "../../../components/lazy-dialog";
import { Money } from "../../../components/money";
import { balanceAfter } from "../rules/deposit-payment";
import styles from "./deposit-dialogs.module.css";

function Section({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.section}>
      <h4 className={styles.heading}>{title}</h4>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** Spec section 2: amount, purpose, refund conditions and notes; agree or cancel. */
export function DepositTermsDialog({
  visible,
  info,
  onAgree,
  onClose,
}: {
  visible: boolean;
  info: DepositInfo | undefined;
  onAgree: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const content = info ? (
    <div className={styles.body} data-testid="deposit-terms">
      <p className={styles.amountLine}>
        <span>{t("deposit.dialog.amount")}</span>
        <Money amount={info.amount} className={styles.amount} testId="deposit-terms-amount" />
      </p>
      <p className={styles.purpose}>{info.purpose}</p>
      <Section title={t("deposit.dialog.terms")} items={info.terms} />
      <Section title={t("deposit.dialog.refundConditions")} items={info.refund_conditions} />
      <p className={styles.review}>{t("deposit.dialog.reviewDays", { days: info.refund_review_days })}</p>
      <Section title={t("deposit.dialog.notes")} items={info.notes} />
    </div>
  ) : (
    <p className={styles.body}>{t("common.loading")}</p>
  );
  // Built apart from the JSX: antd-mobile passes data-* through, but its Action type does not list them.
  const cancel = {
    key: "cancel",
    text: t("common.cancel"),
    onClick: onClose,
    "data-testid": "deposit-terms-cancel",
  };
  const agree = {
    key: "agree",
    text: t("deposit.dialog.agree"),
    bold: true,
    disabled: !info,
    onClick: onAgree,
    "data-testid": "deposit-terms-agree",
  };
  return (
    <LazyDialog
      visible={visible}
      title={t("deposit.dialog.termsTitle")}
      content={content}
      onClose={onClose}
      data-testid="deposit-terms-dialog"
      actions={[[cancel, agree]]}
    />
  );
}

/** The balances before and after, so the seller sees exactly what moves (spec section 2). */
export function DepositConfirmDialog({
  visible,
  available,
  paying,
  onConfirm,
  onClose,
}: {
  visible: boolean;
  available: string;
  paying: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const after = balanceAfter(available, SECURITY_DEPOSIT_SATANG);
  const content = (
    <dl className={styles.rows} data-testid="deposit-confirm">
      <div className={styles.row}>
        <dt>{t("deposit.dialog.available")}</dt>
        <dd>
          <Money amount={available} />
        </dd>
      </div>
      <div className={styles.row}>
        <dt>{t("deposit.dialog.amount")}</dt>
        <dd className={styles.minus}>
          −<Money amount={formatBaht(SECURITY_DEPOSIT_SATANG)} />
        </dd>
      </div>
      <div className={[styles.row, styles.total].join(" ")}>
        <dt>{t("deposit.dialog.balanceAfter")}</dt>
        <dd>
          <Money amount={after} testId="deposit-balance-after" />
        </dd>
      </div>
    </dl>
  );
  const cancel = {
    key: "cancel",
    text: t("common.cancel"),
    onClick: onClose,
    "data-testid": "deposit-confirm-cancel",
  };
  const pay = {
    key: "pay",
    text: t("deposit.dialog.pay"),
    bold: true,
    disabled: paying,
    onClick: onConfirm,
    "data-testid": "deposit-confirm-pay",
  };
  return (
    <LazyDialog
      visible={visible}
      title={t("deposit.dialog.confirmTitle")}
      content={content}
      onClose={onClose}
      data-testid="deposit-confirm-dialog"
      actions={[[cancel, pay]]}
    />
  );
}

/**
 * Spec section 5: the deposit needs a verified identity. The seller may verify now or ask
 * customer service (a link opened in a new tab, shown only when the platform has one).
 */
export function VerificationRequiredDialog({
  visible,
  underReview,
  customerServiceUrl,
  onVerify,
  onClose,
}: {
  visible: boolean;
  /** The documents are in; the seller waits for the review, and is told how long and what it opens. */
  underReview: boolean;
  customerServiceUrl: string | null | undefined;
  onVerify: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const verify = {
    key: "verify",
    text: t("deposit.dialog.verifyNow"),
    bold: true,
    onClick: onVerify,
    "data-testid": "deposit-verify-dialog-confirm",
  };
  const support = customerServiceUrl
    ? {
        key: "support",
        text: t("deposit.dialog.customerService"),
        onClick: () => {
          window.open(customerServiceUrl, "_blank", "noopener,noreferrer");
          onClose();
        },
        "data-testid": "deposit-verify-dialog-support",
      }
    : undefined;
  const later = {
    key: "later",
    text: t("deposit.dialog.later"),
    onClick: onClose,
    "data-testid": "deposit-verify-dialog-cancel",
  };
  if (underReview) {
    const ok = {
      key: "ok",
      text: t("verification.underReview.ok"),
      bold: true,
      onClick: onClose,
      "data-testid": "deposit-review-dialog-ok",
    };
    return (
      <LazyDialog
        visible={visible}
        title={t("verification.underReview.title")}
        content={
          <div className={styles.verifyMessage}>
            <p>{t("verification.underReview.wait", { days: IDENTITY_REVIEW_WORKING_DAYS })}</p>
            <p>{t("verification.underReview.next")}</p>
          </div>
        }
        onClose={onClose}
        closeOnMaskClick
        data-testid="deposit-review-dialog"
        actions={support ? [ok, support] : [ok]}
      />
    );
  }
  return (
    <LazyDialog
      visible={visible}
      title={t("deposit.dialog.verifyTitle")}
      content={<p className={styles.verifyMessage}>{t("deposit.dialog.verifyMessage")}</p>}
      onClose={onClose}
      closeOnMaskClick
      data-testid="deposit-verify-dialog"
      actions={support ? [verify, support, later] : [verify, later]}
    />
  );
}
