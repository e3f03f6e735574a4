import { zodResolver } from "@hookform/resolvers/zod";
import { CARD_HOLDER_MAX_LENGTH, CARD_NUMBER_MAX_LENGTH, THAI_BANKS } from "@seller/contract/bank-cards";
import { Button } from "antd-mobile";
import { type FieldError, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LazySheet } from "../../../components/lazy-sheet";
import { TextField } from "../../../components/text-field";
import { bankLabel } from "../../../lib/bank-label";
import { translateKey } from "../../../lib/i18n";
import { useAddBankCard } from "../api/add-bank-card";
import { useHasWithdrawPassword } from "../api/get-bank-cards";
import { type AddCardForm, addCardFormSchema } from "../rules/add-card-form";
import { cardNumberInput } from "../rules/card-number-input";
import styles from "./bank-cards.module.css";

function messageOf(error: FieldError | undefined): string | undefined {
  return error?.message ? translateKey(error.message) : undefined;
}

const EMPTY: AddCardForm = {
  bank_name: "" as never,
  card_number: "",
  card_holder_name: "",
  withdraw_password: "",
  confirm_password: "",
};

/**
 * The add-card form of spec section 5, checked by the contract's schema: all
 * fields required, digits only up to 19, holder up to 50, password at least 6.
 * The first card sets the withdrawal password: the form says so, asks for it
 * twice and says where to change it (DECISIONS.md "Wallet"); once one is set,
 * it asks for that one.
 */
export function AddCardModal({
  visible,
  onClose,
  onAdded,
}: {
  visible: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t, i18n } = useTranslation();
  const add = useAddBankCard();
  // Until the list has answered, assume the common case: the first card sets a new password.
  const settingNew = useHasWithdrawPassword().data !== true;
  const form = useForm<AddCardForm>({
    resolver: zodResolver(addCardFormSchema(settingNew)) as never,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const cardNumber = form.register("card_number");

  const submit = form.handleSubmit(({ confirm_password: _typedAgain, ...body }) =>
    add.mutate(body, { onSuccess: onAdded }),
  );

  return (
    <LazySheet
      visible={visible}
      onMaskClick={onClose}
      bodyClassName={styles.sheet}
      data-testid="add-card-modal"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
        className={styles.form}
      >
        <h3 className={styles.sheetTitle}>{t("bankCards.addTitle")}</h3>
        <label className={styles.fieldLabel} htmlFor="card-bank">
          {t("bankCards.fields.bank")}
        </label>
        <select
          id="card-bank"
          className={styles.select}
          data-testid="card-bank"
          {...form.register("bank_name")}
        >
          <option value="">{t("bankCards.fields.bankPlaceholder")}</option>
          {THAI_BANKS.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bankLabel(bank.code, i18n.language)}
            </option>
          ))}
        </select>
        {errors.bank_name ? (
          <p className={styles.fieldError} role="alert">
            {messageOf(errors.bank_name)}
          </p>
        ) : null}
        <TextField
          id="card-number"
          label={t("bankCards.fields.cardNumber")}
          placeholder={t("bankCards.fields.cardNumberPlaceholder")}
          inputMode="numeric"
          autoComplete="off"
          maxLength={CARD_NUMBER_MAX_LENGTH}
          error={messageOf(errors.card_number)}
          testId="card-number"
          {...cardNumber}
          // Spec section 5: the card number keeps digits only.
          onChange={(event) => {
            event.target.value = cardNumberInput(event.target.value);
            return cardNumber.onChange(event);
          }}
        />
        <TextField
          id="card-holder"
          label={t("bankCards.fields.holder")}
          placeholder={t("bankCards.fields.holderPlaceholder")}
          autoComplete="name"
          maxLength={CARD_HOLDER_MAX_LENGTH}
          error={messageOf(errors.card_holder_name)}
          hint={t("bankCards.fields.holderHint")}
          testId="card-holder"
          {...form.register("card_holder_name")}
        />
        {settingNew ? (
          <fieldset className={styles.newPassword} data-testid="card-new-password">
            <legend className={styles.newPasswordTitle}>{t("bankCards.password.newTitle")}</legend>
            <p className={styles.newPasswordText}>{t("bankCards.password.newLead")}</p>
            <TextField
              id="card-password"
              type="password"
              label={t("bankCards.password.new")}
              placeholder={t("bankCards.fields.passwordPlaceholder")}
              autoComplete="new-password"
              error={messageOf(errors.withdraw_password)}
              testId="card-password"
              {...form.register("withdraw_password")}
            />
            <TextField
              id="card-password-confirm"
              type="password"
              label={t("bankCards.password.confirm")}
              autoComplete="new-password"
              error={messageOf(errors.confirm_password)}
              testId="card-password-confirm"
              {...form.register("confirm_password")}
            />
            <p className={styles.newPasswordText} data-testid="card-password-how-to-change">
              {t("bankCards.password.howToChange")}
            </p>
          </fieldset>
        ) : (
          <TextField
            id="card-password"
            type="password"
            label={t("bankCards.fields.password")}
            autoComplete="current-password"
            hint={t("bankCards.password.existingHint")}
            error={messageOf(errors.withdraw_password)}
            testId="card-password"
            {...form.register("withdraw_password")}
          />
        )}
        <div className={styles.actions}>
          <Button block onClick={onClose} data-testid="card-cancel">
            {t("common.cancel")}
          </Button>
          <Button
            block
            type="submit"
            color="primary"
            loading={add.isPending}
            disabled={add.isSuccess}
            data-testid="card-submit"
          >
            {t("bankCards.add")}
          </Button>
        </div>
      </form>
    </LazySheet>
  );
}
