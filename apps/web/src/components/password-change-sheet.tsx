import { useEffect, useState } from "react";
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from "react-hook-form";
import { describeError } from "../lib/error-handler";
import { translateKey } from "../lib/i18n";
import { toast } from "../lib/notify";
import { FormSheet } from "./form-sheet";
import { TextField } from "./text-field";

/** One password field: its form name, its element and test id, and what the seller reads. */
export type PasswordFieldSpec<F extends FieldValues> = {
  name: Path<F>;
  /** The element id, also its test id. */
  id: string;
  label: string;
  placeholder?: string;
  autoComplete: string;
};

type PasswordChangeSheetProps<F extends FieldValues> = {
  visible: boolean;
  onClose: () => void;
  /** The contract's rules for this password, under the form's own field names. */
  resolver: Resolver<F>;
  empty: DefaultValues<F>;
  /** Current, new and confirm, in that order. */
  fields: readonly [PasswordFieldSpec<F>, PasswordFieldSpec<F>, PasswordFieldSpec<F>];
  /** Sends the change; resolves to the toast text shown when it is saved. */
  save: (values: F) => Promise<string>;
  submitting: boolean;
  title: string;
  lead: string;
  submitLabel: string;
  testId: string;
  sheetTestId: string;
};

const message = (key: string | undefined) => (key ? translateKey(key) : undefined);

/**
 * A sheet that changes a password: current, new and confirm (spec section 5).
 * It opens blank each time, keeps the server's failure in the sheet and
 * closes with a toast once the change is saved.
 */
export function PasswordChangeSheet<F extends FieldValues>({
  visible,
  onClose,
  resolver,
  empty,
  fields,
  save,
  submitting,
  title,
  lead,
  submitLabel,
  testId,
  sheetTestId,
}: PasswordChangeSheetProps<F>) {
  const [failure, setFailure] = useState<string>();
  const form = useForm<F>({ resolver, defaultValues: empty });

  useEffect(() => {
    if (!visible) return;
    form.reset(empty);
    setFailure(undefined);
  }, [visible, form, empty]);

  const submit = form.handleSubmit((values) => {
    setFailure(undefined);
    save(values).then(
      (text) => {
        toast.success(text);
        onClose();
      },
      (error: unknown) => setFailure(describeError(error)),
    );
  });

  return (
    <FormSheet
      visible={visible}
      onClose={onClose}
      onSubmit={() => void submit()}
      title={title}
      lead={lead}
      failure={failure}
      submitLabel={submitLabel}
      submitting={submitting}
      testId={testId}
      sheetTestId={sheetTestId}
    >
      {fields.map((field) => (
        <TextField
          key={field.id}
          id={field.id}
          type="password"
          label={field.label}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          error={message(form.getFieldState(field.name, form.formState).error?.message)}
          testId={field.id}
          {...form.register(field.name)}
        />
      ))}
    </FormSheet>
  );
}
