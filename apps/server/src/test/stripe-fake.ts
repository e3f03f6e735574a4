import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import type { StripeOptions } from "../modules/payments/stripe";

type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: "requires_payment_method" | "requires_action" | "succeeded" | "canceled";
  metadata: Record<string, string>;
  description: string | null;
  next_action: null | {
    type: "promptpay_display_qr_code";
    promptpay_display_qr_code: {
      data: string;
      hosted_instructions_url: string;
      image_url_png: string;
      image_url_svg: string;
    };
  };
};

type Refund = {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "pending" | "requires_action" | "succeeded" | "failed" | "canceled";
  metadata: Record<string, string>;
};

export const FAKE_WEBHOOK_SECRET = "whsec_fakeSecretForTests";

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

/**
 * A small local stand-in for the Stripe endpoints the adapter calls (create,
 * retrieve, confirm and cancel a PaymentIntent), so that the real stripe
 * package runs against it over HTTP. Tests then play Stripe's part: pay an
 * intent, and sign webhook events with the package's own test helper.
 */
export async function startStripeFake() {
  const intents = new Map<string, Intent>();
  const refunds = new Map<string, Refund>();
  /** Stripe keeps each Idempotency-Key's first answer and replays it (its documented behaviour). */
  const refundByKey = new Map<string, Refund>();
  /** Every refund create as received: its Idempotency-Key (the stripe package always sends one). */
  const refundRequests: { key: string | undefined }[] = [];
  /** The state a new refund starts in (PromptPay refunds wait for the buyer's details: pending). */
  let refundStartsAs: Refund["status"] = "pending";
  /** Answer refund creates with a 500 (a Stripe outage) while true. */
  let refundsDown = false;
  const calls: string[] = [];
  let qrCounter = 0;
  const qr = (id: string): Intent["next_action"] => {
    qrCounter += 1;
    return {
      type: "promptpay_display_qr_code",
      promptpay_display_qr_code: {
        data: `00020101021230fake-stripe-qr-${id}-${qrCounter}6304ABCD`,
        hosted_instructions_url: `https://fake.stripe.test/qr/${id}`,
        image_url_png: `https://fake.stripe.test/qr/${id}.png`,
        image_url_svg: `https://fake.stripe.test/qr/${id}.svg`,
      },
    };
  };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    calls.push(`${request.method} ${url.pathname}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": "req_fake" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== "Bearer sk_test_fake") {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key" } });
    }
    const form = await formOf(request);
    if (url.pathname === "/v1/refunds" && request.method === "POST") {
      const key = request.headers["idempotency-key"];
      const idempotencyKey = typeof key === "string" ? key : undefined;
      refundRequests.push({ key: idempotencyKey });
      if (refundsDown) return send(500, { error: { type: "api_error", message: "Stripe is down" } });
      const replay = idempotencyKey ? refundByKey.get(idempotencyKey) : undefined;
      if (replay) return send(200, replay);
      const intent = intents.get(form.get("payment_intent") ?? "");
      if (intent?.status !== "succeeded") {
        return send(400, { error: { type: "invalid_request_error", code: "charge_not_refundable" } });
      }
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const field = name.match(/^metadata\[(.+)\]$/)?.[1];
        if (field) metadata[field] = value;
      }
      const refund: Refund = {
        id: `re_fake_${refunds.size + 1}`,
        object: "refund",
        amount: Number(form.get("amount") ?? intent.amount_received),
        currency: intent.currency,
        payment_intent: intent.id,
        status: refundStartsAs,
        metadata,
      };
      refunds.set(refund.id, refund);
      if (idempotencyKey) refundByKey.set(idempotencyKey, refund);
      return send(200, refund);
    }
    const match = url.pathname.match(/^\/v1\/payment_intents(?:\/([^/]+))?(?:\/(confirm|cancel))?$/);
    if (!match)
      return send(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
    const [, id, action] = match;
    if (!id && request.method === "POST") {
      const intentId = `pi_fake_${intents.size + 1}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const name = key.match(/^metadata\[(.+)\]$/)?.[1];
        if (name) metadata[name] = value;
      }
      const intent: Intent = {
        id: intentId,
        object: "payment_intent",
        amount: Number(form.get("amount")),
        amount_received: 0,
        currency: form.get("currency") ?? "",
        status: form.get("confirm") === "true" ? "requires_action" : "requires_payment_method",
        metadata,
        description: form.get("description"),
        next_action: form.get("confirm") === "true" ? qr(intentId) : null,
      };
      intents.set(intentId, intent);
      return send(200, intent);
    }
    const intent = id ? intents.get(id) : undefined;
    if (!intent)
      return send(404, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
    if (action === "confirm") {
      if (intent.status === "succeeded" || intent.status === "canceled") {
        return send(400, {
          error: { type: "invalid_request_error", code: "payment_intent_unexpected_state" },
        });
      }
      Object.assign(intent, { status: "requires_action", next_action: qr(intent.id) });
    } else if (action === "cancel") {
      if (intent.status === "succeeded") {
        return send(400, {
          error: { type: "invalid_request_error", code: "payment_intent_unexpected_state" },
        });
      }
      Object.assign(intent, { status: "canceled", next_action: null });
    }
    return send(200, intent);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe("sk_test_fake");

  return {
    calls,
    intents,
    refunds,
    refundRequests,
    /** The state the next refunds start in. */
    refundsStartAs(status: Refund["status"]) {
      refundStartsAs = status;
    },
    /** Refund creates fail with a 500 while down. */
    setRefundsDown(down: boolean) {
      refundsDown = down;
    },
    /** Stripe finished (or gave up on) a refund: its new state, to send as a refund.updated event. */
    settleRefund(refundId: string, status: Refund["status"] = "succeeded") {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      refund.status = status;
      return refund;
    },
    options: {
      secretKey: "sk_test_fake",
      webhookSecret: FAKE_WEBHOOK_SECRET,
      billingEmail: "payments@shop.example",
      api: { host: "127.0.0.1", port, protocol: "http" },
    } satisfies StripeOptions,
    /** The payer scanned and paid: Stripe marks the intent succeeded. */
    pay(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      Object.assign(intent, { status: "succeeded", amount_received: intent.amount, next_action: null });
      return intent;
    },
    /** The QR lapsed at Stripe: the intent waits for a payment method again. */
    lapse(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      Object.assign(intent, { status: "requires_payment_method", next_action: null });
    },
    /** A webhook event as Stripe would send it, signed with `secret` (the right one by default). */
    event(type: string, intent: object, options: { id?: string; secret?: string; timestamp?: number } = {}) {
      const payload = JSON.stringify({
        id: options.id ?? `evt_fake_${Math.random().toString(36).slice(2)}`,
        object: "event",
        type,
        api_version: "2026-10-28.endive",
        created: Math.floor(Date.now() / 1000),
        data: { object: intent },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? FAKE_WEBHOOK_SECRET,
        ...(options.timestamp ? { timestamp: options.timestamp } : {}),
      });
      return { payload, signature };
    },
    async close() {
      server.close();
      await once(server, "close");
    },
  };
}

export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;
