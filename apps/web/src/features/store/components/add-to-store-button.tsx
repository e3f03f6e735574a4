import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../lib/error-handler";
import { toast } from "../../../lib/notify";
import { useListProduct } from "../api/list-product";
import { isDepositRequired } from "../rules/listing";

/** "Add to my store" on the product detail: lists it at the catalogue's price. */
export function AddToStoreButton({
  productId,
  onDepositRequired,
}: {
  productId: number;
  onDepositRequired: () => void;
}) {
  const { t } = useTranslation();
  const list = useListProduct();
  const add = () =>
    list.mutate(productId, {
      onSuccess: ({ result }) => {
        if (result.success_count > 0) toast.success(t("shop.addToStore.added"));
        else if (result.already_listed > 0) toast.info(t("shop.addToStore.already"));
        else toast.error(t("shop.addToStore.unavailable"));
      },
      onError: (error) =>
        isDepositRequired(error) ? onDepositRequired() : toast.error(describeError(error)),
    });
  return (
    <Button block color="primary" loading={list.isPending} onClick={add} data-testid="add-to-store">
      {t("shop.addToStore.button")}
    </Button>
  );
}
