import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPostgres } from "../db/client";
import { runMigrations } from "../db/migrate";
import { verifyLedger } from "../modules/wallet/verify-ledger";
import { signedInSeller, TEST_DATA_KEY } from "../test/app";
import {
  type Answer,
  type Balancer,
  balancedSocket,
  balancerClient,
  buildServer,
  haproxyInstalled,
  type Node,
  startBalancer,
  startNode,
} from "../test/balancer";
import { createProduct, picture, uploadProductImage } from "../test/catalogue";
import { S3_TEST_CREDENTIALS, type S3TestServer, startS3TestServer } from "../test/object-store";
import { signedInOperator } from "../test/operator";
import { connected, disconnection, nextNotification } from "../test/sockets";
import { checkout, openStore, sellerWithDeposit } from "../test/store";
import { jpegWithLocation, upload } from "../test/uploads";
import { submitVerification, uniqueThaiId } from "../test/verification";
import { call } from "../test/wallet";

const postgres = process.env.TEST_DATABASE_URL;
/** Redis runs on every machine here and in CI (.ci/run starts one when missing). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const skipped = !postgres
  ? "set TEST_DATABASE_URL: the nodes share one PostgreSQL (CI does)"
  : !haproxyInstalled()
    ? "no /usr/sbin/haproxy: apt-get install haproxy (.ci/run installs it)"
    : "";
if (skipped) console.warn(`two-nodes.test.ts skipped: ${skipped}`);

const sleep = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

/**
 * Two nodes of the built server (the bundle `npm start` runs) on one PostgreSQL, one
 * Redis and one S3-protocol object store, behind HAProxy on deploy/haproxy.cfg (ARCHITECTURE.md
 * "Beyond one machine"). A seller, buyers, an attacker and an operator reach them only through
 * the balancer, each from a loopback address of its own (the balancer names it in
 * X-Forwarded-For; the nodes run with TRUST_PROXY=1). Files written through one node are read
 * through the other, a notification caused on one reaches a socket held by the other, an
 * attacker's guesses spread over both meet one lock, the periodic jobs both nodes run act once on
 * each due order, and when one node is killed with SIGKILL mid-run the clients go on through the
 * other: every acknowledged operation is in the database once, and the ledger verifies.
 */
describe.skipIf(skipped)("two built nodes behind HAProxy", () => {
  let workDir = "";
  /** This run's loopback addresses: 127.R.R.n, so runs sharing one Redis count apart. */
  const net = `127.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  let lastHost = 0;
  const newAddress = () => `${net}.${++lastHost}`;
  let scratchName = "";
  let database: DatabaseHandle;
  let s3: S3TestServer | undefined;
  const nodes: Node[] = [];
  let balancer: Balancer;
  const clients: ReturnType<typeof balancerClient>[] = [];
  const sockets: Socket[] = [];
  const client = () => {
    const made = balancerClient(balancer.url, newAddress(), database.db);
    clients.push(made);
    return made;
  };

  /** What every scene may use and none changes: the operator's session, signed in once. */
  let operator: ReturnType<typeof balancerClient>;
  let operatorToken = "";
  let main = "";
  let nodeEnv: (name: string) => NodeJS.ProcessEnv = () => ({});
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  /** A seller of its own, signed in through the balancer. */
  async function newSeller() {
    const seller = client();
    return { client: seller, ...(await signedInSeller(seller.app)) };
  }

  /** A store of its own: a verified seller with the deposit paid by PromptPay and one product listed. */
  async function newShop(stock = 500) {
    const seller = client();
    const account = await sellerWithDeposit(seller.app, database.db, "10000", "promptpay");
    const productId = (await createProduct(operator.app, operatorToken, { stock })).id;
    const slug = await openStore(seller.app, account.token, [productId]);
    return { client: seller, token: account.token, sellerId: account.id, slug, productId };
  }

  /** A seller's WebSocket held by the node named; round robin places them, so open until one lands there. */
  async function socketOn(token: string, node: string): Promise<Socket> {
    for (let i = 0; i < 8; i += 1) {
      const opened = balancedSocket(balancer.url, token, "websocket");
      sockets.push(opened.socket);
      await connected(opened.socket);
      if (opened.servedBy() === node) return opened.socket;
      opened.socket.close();
    }
    throw new Error(`no socket landed on ${node} in 8 tries`);
  }

  /**
   * Until the balancer has sent a request to each node: a node started again is back in its
   * rotation once it passed two checks (rise 2). Bounded by time, not by tries: the other node
   * answers at once, and a hundred quick answers from it took less than the checks on a busy runner.
   */
  async function bothServing() {
    const probe = client();
    const seen = new Set<string>();
    const deadline = Date.now() + 30_000;
    while (seen.size < 2 && Date.now() < deadline) {
      const answer = await probe.inject({ method: "GET", url: "/api/ready" }).catch(() => undefined);
      if (answer?.statusCode === 200) seen.add(answer.servedBy);
      await sleep(50);
    }
    expect([...seen].sort()).toEqual(["node1", "node2"]);
  }

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), "two-nodes-"));
    main = buildServer();
    scratchName = `seller_nodes_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query(`create database "${scratchName}"`);
    await admin.end();
    const url = new URL(String(postgres));
    url.pathname = `/${scratchName}`;
    database = await openPostgres(url.toString());
    // Migrated once here, so the two nodes start side by side.
    await runMigrations(database);
    s3 = await startS3TestServer();
    nodeEnv = (name: string): NodeJS.ProcessEnv => ({
      PATH: process.env.PATH,
      DATABASE_URL: url.toString(),
      REDIS_URL,
      S3_BUCKET: s3?.settings.bucket,
      S3_ENDPOINT: s3?.settings.endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      DATA_ENCRYPTION_KEY: TEST_DATA_KEY.toString("hex"),
      TRUST_PROXY: "1",
      PROMPTPAY_ID: "0812345678",
      PAYMENT_PROVIDER: "manual",
      LOG_LEVEL: "warn",
      DATA_DIR: join(workDir, name),
    });
    nodes.push(
      ...(await Promise.all([
        startNode(main, nodeEnv("node1"), "node1"),
        startNode(main, nodeEnv("node2"), "node2"),
      ])),
    );
    balancer = await startBalancer([nodes[0] as Node, nodes[1] as Node]);
    operator = client();
    operatorToken = (await signedInOperator(operator.app, database.db)).token;
    // The build and two cold starts: about 15 s on an idle machine, far more on a busy CI runner.
  }, 120_000);

  // A scene that kills a node leaves it started again, on its port, for whichever scene comes next.
  afterEach(async () => {
    for (const [index, node] of nodes.entries()) {
      if (node.child.exitCode === null && node.child.signalCode === null) continue;
      const name = `node${index + 1}`;
      nodes[index] = await startNode(main, nodeEnv(name), name, node.port);
    }
    await bothServing();
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const made of clients) made.close();
    for (const node of nodes) node.child.kill("SIGKILL");
    balancer?.child.kill("SIGKILL");
    await Promise.all([...nodes.map((node) => node.exited), balancer?.exited]);
    await s3?.close();
    await database?.close();
    if (scratchName) {
      const admin = new pg.Client({ connectionString: postgres });
      await admin.connect();
      await admin.query(`drop database if exists "${scratchName}" with (force)`);
      await admin.end();
    }
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  /** GETs `url` until a node other than `writtenOn` answers; every answer is the same 200. */
  async function readOnOtherNode(
    from: ReturnType<typeof balancerClient>,
    url: string,
    writtenOn: string,
    headers: Record<string, string> = {},
  ) {
    const answers: Answer[] = [];
    for (let i = 0; i < 6 && !answers.some((answer) => answer.servedBy !== writtenOn); i += 1) {
      answers.push(await from.inject({ method: "GET", url, headers }));
    }
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const other = answers.find((answer) => answer.servedBy !== writtenOn);
    expect(other, `every read went to ${writtenOn}`).toBeDefined();
    expect(new Set(answers.map((answer) => answer.rawPayload.toString("base64"))).size).toBe(1);
    return other as Answer;
  }

  it("reads through one node the identity images and catalogue pictures uploaded through the other", async () => {
    const { client: seller, ...sellerAccount } = await newSeller();
    const bearer = { authorization: `Bearer ${sellerAccount.token}` };
    const sides: { url: string; servedBy: string }[] = [];
    for (const side of ["front", "back"]) {
      const uploaded = (await upload(
        seller.app,
        sellerAccount.token,
        "/api/sellers/verification/upload",
        side,
        {
          bytes: await jpegWithLocation(),
          fileName: `${side}.jpg`,
          contentType: "image/jpeg",
        },
      )) as unknown as Answer;
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      sides.push({ url: uploaded.json().data.url, servedBy: uploaded.servedBy });
    }
    for (const side of sides) {
      const read = await readOnOtherNode(seller, side.url, side.servedBy, bearer);
      // Private: served only to its owner (and operators) through the node, never from the bucket.
      expect(read.headers["content-type"]).toBe("image/jpeg");
      expect((await seller.inject({ method: "GET", url: side.url })).statusCode).toBe(401);
    }
    const submitted = await submitVerification(seller.app, sellerAccount.token, {
      real_name: "Somchai Jaidee",
      id_card_number: uniqueThaiId(),
      id_card_front_url: sides[0]?.url,
      id_card_back_url: sides[1]?.url,
    });
    expect(submitted.statusCode, submitted.body).toBeLessThan(300);
    const verification = submitted.json().data.id;
    const approved = await call(
      operator.app,
      operatorToken,
      "POST",
      `/api/admin/verifications/${verification}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);

    // The operator's catalogue picture, read by a buyer through the other node.
    const productId = (await createProduct(operator.app, operatorToken, { stock: 500 })).id;
    const pictured = (await uploadProductImage(
      operator.app,
      operatorToken,
      productId,
      await picture("jpeg", 800, 600),
    )) as unknown as Answer;
    expect(pictured.statusCode, pictured.body).toBe(201);
    const image = await readOnOtherNode(client(), pictured.json().data.url, pictured.servedBy);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
  const notified = (socket: Socket, within = 10_000) => nextNotification(socket, within);

  it("delivers a notification caused through one node to the seller's sockets held by either", async () => {
    const { client: seller, ...sellerAccount } = await newSeller();
    const held = [await socketOn(sellerAccount.token, "node1"), await socketOn(sellerAccount.token, "node2")];
    // As the web app opens it: long polling, then the upgrade, every request on the node that
    // holds the session (the balancer's cookie); without it the upgrade would reach the other.
    const polling = balancedSocket(balancer.url, sellerAccount.token, "polling");
    sockets.push(polling.socket);
    await connected(polling.socket);
    const engine = polling.socket.io.engine;
    if (engine.transport.name !== "websocket") {
      await new Promise((upgraded) => engine.once("upgrade", upgraded));
    }
    expect(polling.servedBy()).toMatch(/^node[12]$/);

    const everyone = () => [...held, polling.socket].map((socket) => notified(socket));
    const announced = everyone();
    const announcement = (await operator.inject({
      method: "POST",
      url: "/api/admin/announcements",
      headers: { authorization: `Bearer ${operatorToken}` },
      payload: { title: "Across nodes", message: "Hello", seller_id: sellerAccount.id },
    })) as Answer;
    expect(announcement.statusCode, announcement.body).toBe(201);
    for (const arrived of await Promise.all(announced)) expect(arrived.title).toBe("Across nodes");

    // A top-up confirmed by the operator through one node reaches the sockets on both.
    const topUp = await call(seller.app, sellerAccount.token, "POST", "/api/sellers/wallet/recharge", {
      amount: "10000",
      method: "promptpay",
    });
    expect(topUp.statusCode, topUp.body).toBe(201);
    const confirmedArrivals = everyone();
    const approved = (await call(
      operator.app,
      operatorToken,
      "POST",
      `/api/admin/recharges/${topUp.json().data.recharge.id}/approve`,
    )) as unknown as Answer;
    expect(approved.statusCode, approved.body).toBe(200);
    for (const arrived of await Promise.all(confirmedArrivals)) expect(arrived.type).toBe("transaction");
  });

  it("holds an attacker spreading sign-in guesses over both nodes to one account lock", async () => {
    const sellerAccount = await newSeller();
    const attacker = client();
    const guesses: Answer[] = [];
    for (let i = 0; i < 6; i += 1) {
      guesses.push(
        await attacker.inject({
          method: "POST",
          url: "/api/sellers/signin",
          payload: { account: sellerAccount.account, password: "wrong-password" },
        }),
      );
    }
    expect(guesses.map((guess) => guess.statusCode)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(new Set(guesses.map((guess) => guess.servedBy))).toEqual(new Set(["node1", "node2"]));
    // Even the right password waits out the lock, whichever node answers.
    const right: Answer[] = [];
    while (right.length < 6 && new Set(right.map((answer) => answer.servedBy)).size < 2) {
      right.push(
        await attacker.inject({
          method: "POST",
          url: "/api/sellers/signin",
          payload: { account: sellerAccount.account, password: sellerAccount.password },
        }),
      );
    }
    expect(new Set(right.map((answer) => answer.servedBy)).size).toBe(2);
    for (const answer of right) expect(answer.statusCode, answer.body).toBe(429);
  });

  it("expires each unpaid order past its time once, with both nodes running the job", async () => {
    const { slug, productId } = await newShop();
    const expiredByJobs: string[] = [];
    const stockOf = async () =>
      Number((await rowsOf(sql`select stock from products where id = ${productId}`))[0]?.stock);
    const before = await stockOf();
    for (let i = 0; i < 3; i += 1) {
      const placed = await client().inject({
        method: "POST",
        url: `/api/storefront/${slug}/orders`,
        payload: checkout([{ product_id: productId, quantity: 2 }]),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      expiredByJobs.push(placed.json().data.code);
    }
    expect(await stockOf()).toBe(before - 6);
    const codes = sql.join(
      expiredByJobs.map((code) => sql`${code}`),
      sql`, `,
    );
    await database.db.execute(
      sql`update orders set expires_at = now() - interval '1 minute' where code in (${codes})`,
    );
    // Each node runs the expiry job every minute from its start (jobs.ts): within a minute and a
    // margin of the orders falling due, both have run it, at about the same moment when started together.
    const EXPIRY_JOB_MS = 60_000;
    const until = Date.now() + EXPIRY_JOB_MS + 30_000;
    let ended: Record<string, unknown>[] = [];
    while (Date.now() < until) {
      ended = await rowsOf(
        sql`select o.code, o.status, o.cancel_reason, p.status as payment_status from orders o
            left join payments p on p.id = o.payment_id where o.code in (${codes})`,
      );
      if (ended.every((row) => row.status === "cancelled")) break;
      await sleep(500);
    }
    expect(ended).toHaveLength(3);
    for (const row of ended) {
      expect(row).toMatchObject({ status: "cancelled", cancel_reason: "payment_expired" });
      expect(row.payment_status).toBe("expired");
    }
    // Their stock came back once, not once a node: a second return would stand above `before`.
    expect(await stockOf()).toBe(before);
  }, 120_000);

  it("goes on through the other node when one is killed with SIGKILL mid-run, losing no acknowledged operation", async () => {
    const shop = await newShop();
    const { client: seller, slug, productId } = shop;
    const sellerAccount = { token: shop.token, id: shop.sellerId };
    const [victim, survivor] = nodes as [Node, Node];
    let retried = 0;
    /**
     * One operation until it is answered: a request lost with the node (the balancer's 502, a
     * reset connection) is sent again with the same Idempotency-Key, as the web app does.
     */
    async function once(from: ReturnType<typeof balancerClient>, options: Parameters<typeof from.inject>[0]) {
      const keyed = { ...options, headers: { ...options.headers, "idempotency-key": randomUUID() } };
      for (let attempt = 1; ; attempt += 1) {
        const answer = await from.inject(keyed).catch((error: Error) => error);
        if (!(answer instanceof Error) && ![502, 503, 504].includes(answer.statusCode)) return answer;
        if (attempt >= 40) throw answer instanceof Error ? answer : new Error(answer.body);
        retried += 1;
        await sleep(150);
      }
    }
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const acknowledged = { topUps: [] as number[], orders: [] as string[] };
    let operations = 0;
    const servedAfter = new Set<string>();
    const ended = disconnection(await socketOn(sellerAccount.token, "node1"), 15_000);

    const killMidRun = async () => {
      while (operations < 8) await sleep(20);
      victim.child.kill("SIGKILL");
      await victim.exited;
    };
    const topUps = async () => {
      for (let i = 0; i < 10; i += 1) {
        const made = await once(seller, {
          method: "POST",
          url: "/api/sellers/wallet/recharge",
          headers: bearer(sellerAccount.token),
          payload: { amount: "5000", method: "promptpay" },
        });
        expect(made.statusCode, made.body).toBe(201);
        const id = made.json().data.recharge.id as number;
        operations += 1;
        const approved = await once(operator, {
          method: "POST",
          url: `/api/admin/recharges/${id}/approve`,
          headers: bearer(operatorToken),
        });
        expect(approved.statusCode, approved.body).toBe(200);
        acknowledged.topUps.push(id);
        operations += 1;
      }
    };
    const orders = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        const buyer = client();
        const placed = await once(buyer, {
          method: "POST",
          url: `/api/storefront/${slug}/orders`,
          payload: checkout([{ product_id: productId, quantity: 1 }]),
        });
        expect(placed.statusCode, placed.body).toBe(201);
        if (victim.child.exitCode !== null || victim.child.signalCode !== null)
          servedAfter.add(placed.servedBy);
        acknowledged.orders.push(placed.json().data.code);
        operations += 1;
      }
    };
    await Promise.all([killMidRun(), topUps(), orders(5), orders(5)]);

    // The clients go on: more buyers order, and the survivor answers every one.
    const ordersBefore = acknowledged.orders.length;
    await orders(4);
    const after = await rowsOf(
      sql`select count(*)::int as n from orders where code in (${sql.join(
        acknowledged.orders.slice(ordersBefore).map((code) => sql`${code}`),
        sql`, `,
      )})`,
    );
    expect(after[0]?.n).toBe(4);
    expect([...servedAfter]).toEqual(["node2"]);
    expect(survivor.child.exitCode).toBeNull();
    // The socket the killed node held ended; the web app's next connection lands on the survivor
    // and is notified of what happens there.
    await ended;
    const again = balancedSocket(balancer.url, sellerAccount.token, "websocket");
    sockets.push(again.socket);
    await connected(again.socket);
    expect(again.servedBy()).toBe("node2");
    const arrival = notified(again.socket);
    const topUp = await once(seller, {
      method: "POST",
      url: "/api/sellers/wallet/recharge",
      headers: bearer(sellerAccount.token),
      payload: { amount: "5000", method: "promptpay" },
    });
    const last = topUp.json().data.recharge.id as number;
    await once(operator, {
      method: "POST",
      url: `/api/admin/recharges/${last}/approve`,
      headers: bearer(operatorToken),
    });
    acknowledged.topUps.push(last);
    expect((await arrival).type).toBe("transaction");

    // Every acknowledged operation is in the database, once; nothing else was made.
    const recharges = await rowsOf(
      sql`select id, status from recharges where seller_id = ${sellerAccount.id} order by id`,
    );
    // The first is the top-up that paid the deposit.
    expect(recharges.slice(1).map((row) => row.id)).toEqual(acknowledged.topUps);
    expect(recharges.every((row) => row.status === "approved")).toBe(true);
    const placed = await rowsOf(sql`select code from orders where seller_id = ${sellerAccount.id}`);
    expect(placed.map((row) => String(row.code)).sort()).toEqual([...acknowledged.orders].sort());
    expect(await verifyLedger(database.db)).toEqual([]);
    console.info(
      `two nodes: ${acknowledged.topUps.length} top-ups and ${acknowledged.orders.length} orders acknowledged, ${retried} requests sent again after the SIGKILL`,
    );
  }, 60_000);
});
