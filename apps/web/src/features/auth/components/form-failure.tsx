import { AlertIcon } from "../../../components/icons";
import styles from "./form.module.css";

/** The last failure, kept in the card: the toast is gone after 4 s and is not repeated within 5 s. */
export function FormFailure({ message, testId }: { message: string; testId: string }) {
  return (
    <p className={styles.failure} role="alert" data-testid={testId}>
      <AlertIcon size={18} />
      <span>{message}</span>
    </p>
  );
}
