/**
 * Every route of the web app (STYLE.md rule 10): `pattern` for the router,
 * `href()` for links and navigation. No other file writes a path by hand.
 */

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export type BankCardsFrom = "withdrawal" | "deposit";
export const PLATFORM_INFO_TABS = ["platform", "terms", "privacy", "about"] as const;
export type PlatformInfoTab = (typeof PLATFORM_INFO_TABS)[number];

/** The product list's query: every filter of spec section 3 ("Products filter") but paging. */
export type ProductListQuery = {
  keyword?: string;
  category?: string;
  sort?: string;
  hot?: string;
  on_sale?: string;
  min_price?: string;
  max_price?: string;
};

/**
 * The seller's profile, the app's start address (the manifest's start_url). Named on its own for
 * the page's inline start script (start-calls.ts), which must not carry the whole table below.
 */
export const profilePath = { pattern: "/profile", href: () => "/profile" } as const;

export const paths = {
  home: { pattern: "/", href: () => "/" },
  /** The product list; its filters live in the query so that back and forward keep them. */
  products: {
    pattern: "/products",
    href: (query: ProductListQuery = {}) => withQuery("/products", query),
  },
  product: { pattern: "/product/:id", href: (id: number | string) => `/product/${id}` },
  /** The spec's second address of the product detail (spec section 2). */
  productDetail: {
    pattern: "/product-detail",
    href: (id: number | string) => withQuery("/product-detail", { id: String(id) }),
  },
  login: {
    pattern: "/login",
    /** `redirect` is where to go after signing in; `account` pre-fills the form (after registering). */
    href: (query: { redirect?: string; account?: string } = {}) => withQuery("/login", query),
  },
  register: { pattern: "/register", href: () => "/register" },
  profile: profilePath,
  notifications: { pattern: "/notifications", href: () => "/notifications" },
  verification: { pattern: "/verification", href: () => "/verification" },
  /** The recharge screen (the spec calls it deposit; the security deposit is paid from the profile). */
  deposit: { pattern: "/deposit", href: () => "/deposit" },
  withdrawal: { pattern: "/withdrawal", href: () => "/withdrawal" },
  bankCards: {
    pattern: "/bank-cards",
    /** `from`: the screen to return to 1 s after a card is added (spec section 2). */
    href: (query: { from?: BankCardsFrom } = {}) => withQuery("/bank-cards", query),
  },
  revenueRecord: { pattern: "/revenue-record", href: () => "/revenue-record" },
  systemSettings: { pattern: "/system-settings", href: () => "/system-settings" },
  /** Readable signed in or not: the register screen's terms link opens its terms tab. */
  platformInfo: {
    pattern: "/platform-info",
    href: (query: { tab?: PlatformInfoTab } = {}) => withQuery("/platform-info", query),
  },
  /** The seller's store: overview, listing, preview and sharing (spec "Shop"). */
  shop: { pattern: "/shop", href: () => "/shop" },
  shopManagement: { pattern: "/shop-management", href: () => "/shop-management" },
  storeSetting: { pattern: "/store-setting", href: () => "/store-setting" },
  /** The last 7 days of orders, sales and profit (spec "Sales report"). */
  salesReport: { pattern: "/sales-report", href: () => "/sales-report" },
  /** The four order states the seller follows (spec "Orders"). */
  pendingPayment: { pattern: "/pending-payment", href: () => "/pending-payment" },
  pendingShipment: { pattern: "/pending-shipment", href: () => "/pending-shipment" },
  pendingReceipt: { pattern: "/pending-receipt", href: () => "/pending-receipt" },
  completedOrders: { pattern: "/completed-orders", href: () => "/completed-orders" },
  /** Cancelled and refunded orders, with who and why (DECISIONS "Orders"). */
  endedOrders: { pattern: "/cancelled-orders", href: () => "/cancelled-orders" },
  order: { pattern: "/order/:id", href: (id: number | string) => `/order/${id}` },
  /** The help centre and contact support (the spec shows no path for them). */
  helpCenter: { pattern: "/help-center", href: () => "/help-center" },
  /** The router's catch-all, for the not-found screen. */
  notFound: { pattern: "*" },
} as const;

export function isPublicPath(pathname: string): boolean {
  return pathname === paths.login.pattern || pathname === paths.register.pattern;
}

/**
 * The redirect query is user-controlled: only a path inside this app is followed
 * (no "//host" or "https:" that would leave it), and never back to a public screen.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return undefined;
  const pathname = value.split(/[?#]/)[0] ?? "";
  if (isPublicPath(pathname)) return undefined;
  return value;
}
