import type { SellerProfile } from "@seller/contract/seller";
import { sessionEntries } from "../../apps/web/src/lib/session";

/**
 * What the seller app keeps in local storage after `account` signs in with remember-me
 * (apps/web/src/lib/session.ts): set before a page loads, the page opens signed in without
 * the sign-in screen's own load. No vitest here: the benches call it too.
 */
export async function rememberedSession(
  baseUrl: string,
  account: string,
  password: string,
): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/sellers/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ account, password, remember: true }),
  });
  if (!response.ok) throw new Error(`signin ${account}: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as {
    data: { token: string; expires_at: string; user: SellerProfile };
  };
  return sessionEntries({ token: data.token, expiresAt: data.expires_at, user: data.user });
}
