/**
 * Every storefront route (STYLE.md rule 10): `pattern` for the router, `href()` for links.
 * The browser suite's accessibility sweep visits each of them, so a new one is scanned too.
 */
export const storefrontPaths = {
  store: {
    pattern: "/s/:slug",
    href: (slug: string) => `/s/${slug}`,
    /** Whether an address is a store's page, for the storefront's start (opening.ts). */
    matches: (pathname: string) => /^\/s\/[^/]+\/?$/.test(pathname),
  },
  product: {
    pattern: "/s/:slug/p/:id",
    href: (slug: string, id: number | string) => `/s/${slug}/p/${id}`,
  },
  cart: { pattern: "/s/:slug/cart", href: (slug: string) => `/s/${slug}/cart` },
  lookup: { pattern: "/s/:slug/orders", href: (slug: string) => `/s/${slug}/orders` },
  order: {
    pattern: "/o/:code",
    href: (code: string) => `/o/${code}`,
    /** The order code of an order page's address, for the storefront's start (opening.ts). */
    codeOf: (pathname: string) => /^\/o\/([^/]+)\/?$/.exec(pathname)?.[1],
  },
} as const;
