import styles from "./form-failure.module.css";
import { AlertIcon } from "./icons";

/** The last failure, kept in the form: the toast is gone after 4 s and is not repeated within 5 s. */
export function FormFailure({ message, testId }: { message: string; testId: string }) {
  return (
    <p className={styles.failure} role="alert" data-testid={testId}>
      <AlertIcon size={18} />
      <span>{message}</span>
    </p>
  );
}
