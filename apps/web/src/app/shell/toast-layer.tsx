import { type ComponentType, useEffect } from "react";
import { useLocation } from "react-router";
import { AlertIcon, CheckCircleIcon, CloseCircleIcon, InfoIcon } from "../../components/icons";
import { toast, useToasts } from "../../lib/notify";
import type { ToastType } from "../../lib/toast";
import styles from "./toast-layer.module.css";

const ICONS: Record<ToastType, ComponentType<{ size?: number }>> = {
  success: CheckCircleIcon,
  error: CloseCircleIcon,
  warning: AlertIcon,
  info: InfoIcon,
};

/** Renders the toasts of lib/notify at the top of the screen; a tap dismisses one early. */
export function ToastLayer() {
  const toasts = useToasts();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) toast.dismissStaleProblems();
  }, [pathname]);
  return (
    <div className={styles.layer} data-testid="toast-container">
      <div role="status" aria-live="polite" className={styles.stack}>
        {toasts.map(({ id, type, message, leaving }) => {
          const Icon = ICONS[type];
          return (
            <button
              key={id}
              type="button"
              className={[styles.toast, styles[type], leaving ? styles.leaving : ""].join(" ")}
              onClick={() => toast.dismiss(id)}
              data-testid="toast"
              data-type={type}
              data-leaving={leaving || undefined}
            >
              <span className={styles.icon}>
                <Icon size={20} />
              </span>
              <span className={styles.message}>{message}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
