import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Route, Switch } from "wouter";
import { storefrontPaths } from "./paths";
import { Message } from "./ui";

/** The store's page, which the storefront's start asks for at /s/{slug} (opening.ts). */
export const loadStorePage = () => import("./pages/store-page");
const StorePage = lazy(() => loadStorePage().then((m) => ({ default: m.StorePage })));
// The others load when opened.
const ProductPage = lazy(() => import("./pages/product-page").then((m) => ({ default: m.ProductPage })));
const CartPage = lazy(() => import("./pages/cart-page").then((m) => ({ default: m.CartPage })));
/** The order page's code, which the storefront's start also asks for at /o/{code} (opening.ts). */
export const loadOrderPage = () => import("./pages/order-page");
const LookupPage = lazy(() => import("./pages/lookup-page").then((m) => ({ default: m.LookupPage })));
const OrderPage = lazy(() => loadOrderPage().then((m) => ({ default: m.OrderPage })));

function retryOnce(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: number }).status ?? 0;
  return failureCount < 1 && (status === 0 || status >= 500);
}

/** Made as the storefront starts, so that the opening calls (opening.ts) land in it. */
export function storefrontQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: retryOnce } } });
}

/** The buyers' storefront (/s/{slug}, /o/{code}): its own entry, no account, no seller token. */
export function StorefrontApp({ client }: { client: QueryClient }) {
  useTranslation();
  return (
    <QueryClientProvider client={client}>
      {/* The page's one main landmark, for screen readers' "skip to content". */}
      <main className="storefront-main">
        <Suspense fallback={<Message busy />}>
          <Switch>
            <Route path={storefrontPaths.store.pattern}>{(params) => <StorePage slug={params.slug} />}</Route>
            <Route path={storefrontPaths.product.pattern}>
              {(params) => <ProductPage slug={params.slug} id={params.id} />}
            </Route>
            <Route path={storefrontPaths.cart.pattern}>{(params) => <CartPage slug={params.slug} />}</Route>
            <Route path={storefrontPaths.lookup.pattern}>
              {(params) => <LookupPage slug={params.slug} />}
            </Route>
            <Route path={storefrontPaths.order.pattern}>{(params) => <OrderPage code={params.code} />}</Route>
            <Route>
              <NotFound />
            </Route>
          </Switch>
        </Suspense>
      </main>
    </QueryClientProvider>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return <Message>{t("storefront.pageNotFound")}</Message>;
}
