import { Skeleton } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { useConversation } from "../api/get-conversation";
import styles from "./support.module.css";

/**
 * The help centre's conversation: each message the seller sent, newest first,
 * and customer service's answer under it, or that it waits for one.
 */
export function SupportConversation() {
  const { t, i18n } = useTranslation();
  const conversation = useConversation();
  if (conversation.isPending) return <Skeleton.Paragraph lineCount={3} animated />;
  const items = conversation.data?.items ?? [];
  return (
    <section className={styles.section} aria-labelledby="support-conversation-title">
      <h2 id="support-conversation-title" className={styles.heading}>
        {t("support.conversation.title")}
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty} data-testid="conversation-empty">
          {conversation.isError ? t("support.conversation.loadFailed") : t("support.conversation.empty")}
        </p>
      ) : (
        <ol className={styles.thread} data-testid="support-conversation">
          {items.map((item) => (
            <li key={item.id} className={styles.exchange} data-testid="conversation-item">
              <p className={styles.who}>
                {t("support.conversation.you")} · {formatDateTime(item.created_at, i18n.language)}
              </p>
              <p className={styles.said}>{item.message}</p>
              {item.answer === null ? (
                <p className={styles.waiting}>{t("support.conversation.waiting")}</p>
              ) : (
                <div className={styles.answer} data-testid="conversation-answer">
                  <p className={styles.who}>
                    {t("support.conversation.answer")}
                    {item.answered_at ? ` · ${formatDateTime(item.answered_at, i18n.language)}` : ""}
                  </p>
                  <p className={styles.said}>{item.answer}</p>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
