import { QUEUES_CHANGED_EVENT } from "@seller/contract/console";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en, signedInSeller, useTestApp } from "../test/app";
import { notificationsOf } from "../test/notifications";
import {
  connected,
  connectSocket,
  disconnection,
  listening,
  nextNotification,
  refusal,
} from "../test/sockets";
import { call, operatorToken, readySeller, TEST_PROMPTPAY_ID, WITHDRAW_PASSWORD } from "../test/wallet";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });
let url = "";
const sockets: Socket[] = [];
const open = (token?: string) => {
  const socket = connectSocket(url, token);
  sockets.push(socket);
  return socket;
};

beforeAll(async () => {
  url = await listening(t.app);
});
afterAll(() => {
  for (const socket of sockets) socket.close();
});

describe("real-time notifications over Socket.IO", () => {
  it("refuses a connection without a token", async () => {
    const error = await refusal(open());
    expect(error.message).toBe("AUTH_TOKEN_INVALID");
    expect(error.data?.code).toBe("AUTH_TOKEN_INVALID");
  });

  it("refuses a connection with a wrong token", async () => {
    expect((await refusal(open("x".repeat(43)))).message).toBe("AUTH_TOKEN_INVALID");
  });

  it("lets an operator's console hear that a queue changed, and no seller's notice", async () => {
    const socket = open(await operatorToken(t.app, t.database.db));
    await connected(socket);
    const notices: unknown[] = [];
    socket.on("seller.notification", (notification) => notices.push(notification));
    const pinged = new Promise<void>((resolve) => socket.once(QUEUES_CHANGED_EVENT, () => resolve()));
    const seller = await readySeller(t.app, t.database.db, "10000");
    await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
      amount: "5000",
      withdraw_password: WITHDRAW_PASSWORD,
    });
    await pinged;
    expect(notices).toEqual([]);
  });

  it("hears of a withdrawal the moment an operator approves it", async () => {
    const seller = await readySeller(t.app, t.database.db, "10000");
    const withdrawn = await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
      amount: "5000",
      withdraw_password: WITHDRAW_PASSWORD,
    });
    const id = withdrawn.json().data.withdrawal.id;
    const socket = open(seller.token);
    await connected(socket);
    const received: string[] = [];
    socket.on("seller.notification", (notification) => received.push(notification.type));
    const arrived = nextNotification(socket);
    await call(
      t.app,
      await operatorToken(t.app, t.database.db),
      "POST",
      `/api/admin/withdrawals/${id}/approve`,
      {},
    );
    const first = await arrived;
    const [stored] = await notificationsOf(t.app, seller.token, first.type);
    expect(first).toEqual(stored);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.sort()).toEqual(["transaction", "withdraw"]);
  });

  it("hears nothing of another seller's events", async () => {
    const listener = await signedInSeller(t.app);
    const socket = open(listener.token);
    await connected(socket);
    const heard: unknown[] = [];
    socket.on("seller.notification", (notification) => heard.push(notification));
    const other = await readySeller(t.app, t.database.db, "5000");
    expect(other.id).not.toBe(listener.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
  });

  it("ends the seller's connection when they log out", async () => {
    const seller = await signedInSeller(t.app);
    const socket = open(seller.token);
    await connected(socket);
    const ended = disconnection(socket);
    const logout = await call(t.app, seller.token, "POST", "/api/sellers/logout");
    expect(logout.json().message).toBe(en("server.signedOut"));
    expect(await ended).toBe("io server disconnect");
    expect((await refusal(open(seller.token))).message).toBe("AUTH_TOKEN_INVALID");
  });

  it("ends the connection of a token replaced by a refresh, and accepts the new token", async () => {
    const seller = await signedInSeller(t.app);
    const socket = open(seller.token);
    await connected(socket);
    const ended = disconnection(socket);
    const refreshed = await call(t.app, seller.token, "POST", "/api/auth/refresh");
    expect(refreshed.statusCode).toBe(200);
    expect(await ended).toBe("io server disconnect");
    await connected(open(refreshed.json().data.token));
  });
});
