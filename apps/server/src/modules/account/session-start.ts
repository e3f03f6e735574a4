import type { Session } from "@seller/contract/auth";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { type Publish, transactionThenPublish } from "../../lib/outbox";
import { createSession } from "../auth/sessions";
import { getProfile } from "../profile/service";
import { type Signin, writeLoginAlert } from "./login-alert";

/**
 * The end of every seller sign-in (password alone, or password and code): the
 * session and the login notification in one transaction, the notification
 * sent once it has committed.
 */
export async function startSellerSession(
  db: Database,
  publish: Publish,
  input: { sellerId: number; remember: boolean; signin: Signin },
): Promise<Session> {
  const issued = await transactionThenPublish(db, publish, async (tx) => {
    const session = await createSession(
      tx,
      { kind: "seller", ownerId: input.sellerId, remember: input.remember },
      input.signin.at,
      { userAgent: input.signin.userAgent, address: input.signin.ip },
    );
    await writeLoginAlert(tx, input.sellerId, input.signin);
    return session;
  });
  const user = await getProfile(db, input.sellerId);
  return { token: issued.token, expires_at: issued.expiresAt.toISOString(), user };
}

/** When, from which browser and which address a sign-in came. */
export function signinFrom(request: FastifyRequest, at = new Date()): Signin {
  return { at, userAgent: request.headers["user-agent"], ip: request.ip };
}
