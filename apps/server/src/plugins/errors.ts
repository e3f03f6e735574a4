import { CODE_BY_STATUS, type ErrorCode, STATUS_BY_CODE } from "@seller/contract/errors";
import type { Language } from "@seller/contract/languages";
import { hasMessage, type MessageParams, translate } from "@seller/contract/messages";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/failures";
import { AppError } from "../lib/app-error";
import { languageOf } from "./language";

declare module "fastify" {
  interface FastifyInstance {
    /** Set by the web-app plugin when the built single-page app is served. */
    serveWebApp?: (reply: FastifyReply, path: string) => FastifyReply;
  }
}

type Failure = { status: number; code: ErrorCode; messageKey: string; params?: MessageParams };
type Issue = { path: string; message: string };

type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

function issueParams(issue: ValidationIssue): MessageParams {
  const params = issue.params.params;
  if (params === null || typeof params !== "object") return {};
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] =>
      ["string", "number"].includes(typeof entry[1]),
    ),
  );
}

/**
 * Contract schemas carry message keys. Otherwise: an unknown field is named, a
 * missing or non-object body is "not valid", anything else "invalid value".
 */
function issueMessage(issue: ValidationIssue): { key: string; params: MessageParams } {
  if (issue.keyword === "unrecognized_keys") {
    const keys = Array.isArray(issue.params.keys) ? issue.params.keys.join(", ") : "";
    return { key: "validation.unknownField", params: { field: keys } };
  }
  // A contract schema may pass values for its message ("Minimum amount is ฿{{min}}").
  if (issue.message && hasMessage(issue.message)) return { key: issue.message, params: issueParams(issue) };
  if (issue.instancePath === "/") return { key: "validation.bodyInvalid", params: {} };
  return { key: "validation.invalidField", params: {} };
}

function send(
  language: Language,
  reply: FastifyReply,
  failure: Failure,
  details?: Issue[],
  extra: AppError["extra"] = {},
) {
  return reply.code(failure.status).send({
    success: false,
    data: null,
    message: translate(language, failure.messageKey, failure.params),
    code: failure.code,
    ...(details ? { details } : {}),
    ...extra,
  });
}

/** Fastify's own request errors (body parsing, size), told apart by their codes. */
function requestFailure(error: FastifyError): Failure | undefined {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, code: "REQUEST_INVALID", messageKey: "validation.bodyInvalid" };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, code: "REQUEST_INVALID", messageKey: "validation.bodyTooLarge" };
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? "REQUEST_INVALID";
    return { status, code, messageKey: `errors.${code}` };
  }
  return undefined;
}

/**
 * Fastify's router refuses some paths before any hook or route runs: a
 * percent-encoding that does not decode (400) and a path segment longer
 * than a route parameter may be (100 characters). Neither can name a
 * resource of this API; both still answer in the envelope and the caller's
 * language.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const failure: Failure =
    error.code === "FST_ERR_BAD_URL"
      ? { status: 400, code: "REQUEST_INVALID", messageKey: "errors.REQUEST_INVALID" }
      : { status: 404, code: "REQUEST_NOT_FOUND", messageKey: "errors.REQUEST_NOT_FOUND" };
  // The request has no decorations yet: its language is read from the headers here.
  return send(languageOf(request), reply, failure);
}

/**
 * Every failure leaves as `{ success: false, data: null, message, code }` in the
 * caller's language (STYLE.md rule 3). A 500 says only the generic message:
 * internals go to the log, never to the client.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        const { code, messageKey, params, fields, extra } = error;
        const message = translate(request.language, messageKey, params);
        const details = fields.length > 0 ? fields.map((path) => ({ path, message })) : undefined;
        if (extra.retry_after !== undefined) reply.header("retry-after", String(extra.retry_after));
        return send(
          request.language,
          reply,
          { status: STATUS_BY_CODE[code], code, messageKey, params },
          details,
          extra,
        );
      }
      // A path that cannot name a resource (/withdrawals/%201) is a missing one, not a form error.
      if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === "params") {
        return send(request.language, reply, {
          status: 404,
          code: "REQUEST_NOT_FOUND",
          messageKey: "errors.REQUEST_NOT_FOUND",
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
          ...issueMessage(issue),
        }));
        const first = issues[0] ?? { key: "validation.invalidField", params: {} };
        const details = issues.map((issue) => ({
          path: issue.path,
          message: translate(request.language, issue.key, issue.params),
        }));
        const failure = { status: 422, code: "REQUEST_VALIDATION_ERROR" as const };
        return send(
          request.language,
          reply,
          { ...failure, messageKey: first.key, params: first.params },
          details,
        );
      }
      const failure = requestFailure(error);
      if (failure) return send(request.language, reply, failure);
      // The database is away (restarting, failing over, unreachable): the call may be retried
      // later, and nothing is wrong with it or with the code.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, "request failed: the database is unavailable");
        return send(request.language, reply, {
          status: 503,
          code: "SERVER_UNAVAILABLE",
          messageKey: "errors.SERVER_UNAVAILABLE",
        });
      }
      request.log.error({ err: error }, "request failed");
      return send(request.language, reply, {
        status: 500,
        code: "SERVER_ERROR",
        messageKey: "errors.SERVER_ERROR",
      });
    });

    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === "GET" || request.method === "HEAD";
      // Client-side routes (/login, /profile) are the single-page app's; a missing
      // hashed asset stays a 404 so a browser never runs HTML as a script.
      const path = request.url.split("?")[0] ?? "";
      if (isPage && app.serveWebApp && !/^\/(api|assets)(\/|$)/.test(path))
        return app.serveWebApp(reply, path);
      return send(request.language, reply, {
        status: 404,
        code: "REQUEST_NOT_FOUND",
        messageKey: "server.routeNotFound",
      });
    });
  },
  { name: "errors", dependencies: ["language"] },
);
