import { useQueryClient } from "@tanstack/react-query";
import { Button, ErrorBlock } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { productIdOf, useProduct } from "../../features/catalogue/api/get-product";
import { catalogueKeys } from "../../features/catalogue/api/query-keys";
import {
  ProductDetailSkeleton,
  ProductDetailView,
} from "../../features/catalogue/components/product-detail-view";
import { AddToStoreButton } from "../../features/store/components/add-to-store-button";
import { isApiError } from "../../lib/api-error";
import { ScreenFrame } from "../shell/screen-frame";
import { useListingGate } from "./use-listing-gate";

/**
 * /product/{id} and /product-detail?id= (spec section 2): loading, then the
 * detail, or an error with a retry (spec section 8: productIdNotFound without
 * an id, fetchFailed when the server fails, networkError when it cannot be reached).
 */
export function ProductScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const id = productIdOf(params.id ?? search.get("id"));
  const product = useProduct(id);
  const gate = useListingGate();
  const client = useQueryClient();
  // Listed or removed: the detail and the catalogue cards' "in my store" badges follow the server.
  const storeChanged = () => void client.invalidateQueries({ queryKey: catalogueKeys.all });

  const failure = () => {
    if (id === undefined) return t("catalogue.detail.idNotFound");
    const error = product.error;
    if (isApiError(error) && error.kind === "http" && error.status === 404)
      return t("catalogue.detail.notFound");
    if (isApiError(error) && error.kind === "http") return t("catalogue.detail.fetchFailed");
    return t("catalogue.detail.networkError");
  };

  return (
    <ScreenFrame title={t("catalogue.detail.title")} showTabBar={false}>
      {product.data ? (
        <ProductDetailView
          product={product.data}
          actions={
            <AddToStoreButton
              productId={product.data.id}
              inStore={product.data.in_store === true}
              onDepositRequired={gate.onDepositRequired}
              onChanged={storeChanged}
            />
          }
        />
      ) : id === undefined || product.isError ? (
        <ErrorBlock status="disconnected" title={failure()} description={null} data-testid="detail-error">
          {id === undefined ? null : (
            <Button
              color="primary"
              fill="outline"
              onClick={() => void product.refetch()}
              data-testid="detail-retry"
            >
              {t("common.retry")}
            </Button>
          )}
        </ErrorBlock>
      ) : (
        <ProductDetailSkeleton />
      )}
      {gate.dialogs}
    </ScreenFrame>
  );
}
