import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AddBankCardBody,
  addBankCardBodySchema,
  CARD_HOLDER_MAX_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  THAI_BANKS,
} from "@seller/contract/bank-cards";
import { Button, Popup } from "antd-mobile";
import { type FieldError, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/text-field";
import { translateKey } from "../../../lib/i18n";
import { useAddBankCard } from "../api/add-bank-card";
import { cardNumberInput } from "../rules/card-number-input";
import styles from "./bank-cards.module.css";

function messageOf(error: FieldError | undefined): string | undefined {
  return error?.message ? translateKey(error.message) : undefined;
}

const EMPTY: AddBankCardBody = {
  bank_name: "" as never,
  card_number: "",
  card_holder_name: "",
  withdraw_password: "",
};

/**
 * The add-card form of spec section 5, checked by the contract's schema: all
 * fields required, digits only up to 19, holder up to 50, password at least 6.
 * The password set here is the withdrawal password.
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
  const { t } = useTranslation();
  const add = useAddBankCard();
  const form = useForm<AddBankCardBody>({
    resolver: zodResolver(addBankCardBodySchema) as never,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const cardNumber = form.register("card_number");

  const submit = form.handleSubmit((body) => add.mutate(body, { onSuccess: onAdded }));

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} data-testid="add-card-modal">
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
              {bank.name}
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
        <TextField
          id="card-password"
          type="password"
          label={t("bankCards.fields.password")}
          placeholder={t("bankCards.fields.passwordPlaceholder")}
          autoComplete="new-password"
          error={messageOf(errors.withdraw_password)}
          testId="card-password"
          {...form.register("withdraw_password")}
        />
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
    </Popup>
  );
}
