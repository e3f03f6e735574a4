import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { CheckCircleIcon } from "../../../components/icons";
import { confirmDialog } from "../../../lib/dialog";
import { describeError } from "../../../lib/error-handler";
import { toast } from "../../../lib/notify";
import { useListProduct } from "../api/list-product";
import { useUnlistProduct } from "../api/unlist-product";
import { isDepositRequired } from "../rules/listing";
import styles from "./listing.module.css";

type Props = {
  productId: number;
  /** The product detail's answer: already listed in the signed-in seller's store. */
  inStore: boolean;
  onDepositRequired: () => void;
  /** Listed or removed: the screen reads the product again, so the state follows the server. */
  onChanged: () => void;
};

/**
 * The product detail's store control: "add to my store" (at the catalogue's
 * price) or, once listed, the "in my store" state with a remove control that
 * unlists it as shop management does, so a second add is never offered.
 */
export function AddToStoreButton({ productId, inStore, onDepositRequired, onChanged }: Props) {
  const { t } = useTranslation();
  const list = useListProduct();
  const unlist = useUnlistProduct();
  const add = () =>
    list.mutate(productId, {
      onSuccess: ({ result }) => {
        if (result.success_count > 0) toast.success(t("shop.addToStore.added"));
        else if (result.already_listed > 0) toast.info(t("shop.addToStore.already"));
        else toast.error(t("shop.addToStore.unavailable"));
        onChanged();
      },
      onError: (error) =>
        isDepositRequired(error) ? onDepositRequired() : toast.error(describeError(error)),
    });
  const remove = async () => {
    const confirmed = await confirmDialog({
      title: t("shop.listing.unlistTitle"),
      content: t("shop.listing.unlistMessage"),
      confirmText: t("shop.listing.unlist"),
      danger: true,
      testId: "unlist-dialog",
    });
    if (!confirmed) return;
    unlist.mutate(productId, {
      onSuccess: (message) => {
        toast.success(message);
        onChanged();
      },
      // Already gone (another device): the screen catches up with the server.
      onError: () => onChanged(),
    });
  };

  if (inStore) {
    return (
      <div className={styles.inStore} data-testid="in-store">
        <span className={styles.inStoreState}>
          <CheckCircleIcon size={18} />
          {t("shop.addToStore.inStore")}
        </span>
        <Button
          size="small"
          fill="outline"
          color="danger"
          loading={unlist.isPending}
          onClick={() => void remove()}
          data-testid="remove-from-store"
        >
          {t("shop.addToStore.remove")}
        </Button>
      </div>
    );
  }
  return (
    <Button block color="primary" loading={list.isPending} onClick={add} data-testid="add-to-store">
      {t("shop.addToStore.button")}
    </Button>
  );
}
