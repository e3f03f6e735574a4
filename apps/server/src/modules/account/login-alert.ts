import type { Language } from "@seller/contract/languages";
import { translate } from "@seller/contract/messages";
import { eq, sql } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "../../db/client";
import { type Publish, transactionThenPublish } from "../../lib/outbox";
import { notify } from "../notifications/notify";
import { describeDevice } from "./device";
import { securitySettings } from "./tables";

const LOCALE: Record<Language, string> = { th: "th-TH", en: "en-GB", "zh-CN": "zh-CN", "zh-TW": "zh-TW" };

export async function loginNotificationEnabled(db: Queryable, sellerId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: securitySettings.loginNotification })
    .from(securitySettings)
    .where(eq(securitySettings.sellerId, sellerId));
  return row?.on ?? false;
}

export async function setLoginNotification(db: Queryable, sellerId: number, on: boolean): Promise<void> {
  await db
    .insert(securitySettings)
    .values({ sellerId, loginNotification: on })
    .onConflictDoUpdate({
      target: securitySettings.sellerId,
      set: { loginNotification: on, updatedAt: sql`now()` },
    });
}

export type Signin = { at: Date; userAgent: string | undefined; ip: string };

/**
 * DECISIONS.md "Settings": with the toggle on, each new sign-in writes a
 * system notification with its time (Bangkok) and device, in the sign-in's
 * transaction; the realtime channel delivers it once that commits. It is a
 * system notification, so turning system notifications off silences it too.
 */
export async function writeLoginAlert(tx: Transaction, sellerId: number, signin: Signin): Promise<void> {
  if (!(await loginNotificationEnabled(tx, sellerId))) return;
  const device = describeDevice(signin.userAgent);
  await notify(tx, sellerId, "system", (language) => {
    const time = new Intl.DateTimeFormat(LOCALE[language], {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Asia/Bangkok",
    }).format(signin.at);
    const where = device ?? translate(language, "account.loginAlert.unknownDevice");
    const title = translate(language, "account.loginAlert.title");
    const message = translate(language, "account.loginAlert.message", { time, device: where, ip: signin.ip });
    return {
      title,
      message,
      data: {
        system_type: "login",
        title,
        message,
        signed_in_at: signin.at.toISOString(),
        device: device ?? null,
        ip: signin.ip,
      },
    };
  });
}

/**
 * DECISIONS.md "Account and session": when wrong passwords from many addresses reach the
 * account-wide limit, the owner is told, whatever the login-notification toggle says, and
 * told what still works: their own devices still sign in; other addresses wait. The
 * notification reaches the seller's sockets once it has committed.
 */
export async function sendSigninAttackNotice(
  db: Database,
  publish: Publish,
  sellerId: number,
): Promise<void> {
  await transactionThenPublish(db, publish, (tx) =>
    notify(tx, sellerId, "system", (language) => {
      const title = translate(language, "account.signinAttack.title");
      const message = translate(language, "account.signinAttack.message");
      return { title, message, data: { system_type: "signin_attack", title, message } };
    }),
  );
}
