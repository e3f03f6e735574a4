import { LANGUAGE_HEADER } from "@seller/contract/languages";
import type { App } from "../../app";

export type Request = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  token?: string | undefined;
  body?: unknown;
  /** More headers: the crash test's Idempotency-Key and the buyer's address behind the proxy. */
  headers?: Record<string, string> | undefined;
};
export type Reply = { status: number; body: string };
/** How the bank test reaches the API: Fastify's inject in the suites, a socket in the bench and crash test. */
export type Send = (request: Request) => Promise<Reply>;

function headers(request: Request): Record<string, string> {
  const all: Record<string, string> = { [LANGUAGE_HEADER]: "en" };
  if (request.token) all.authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) all["content-type"] = "application/json";
  return { ...all, ...request.headers };
}

export function injectSend(app: App): Send {
  return async (request) => {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: headers(request),
      ...(request.body !== undefined ? { payload: JSON.stringify(request.body) } : {}),
    });
    return { status: response.statusCode, body: response.body };
  };
}

/** Over a real socket: what a client of a listening server sees. */
export function fetchSend(baseUrl: string): Send {
  return async (request) => {
    const response = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: headers(request),
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
    });
    return { status: response.status, body: await response.text() };
  };
}

/** The data of a successful answer, or undefined for a refusal. */
export function dataOf<T = Record<string, unknown>>(reply: Reply): T | undefined {
  if (reply.status >= 300) return undefined;
  return (JSON.parse(reply.body) as { data: T }).data;
}
