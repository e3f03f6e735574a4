import { Validator } from "@seriousme/openapi-schema-validator";
import type { RouteOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/app";
import { routeCalls } from "../test/routes";
import { API_DOCS_PATH } from "./api-docs";

type Operation = {
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { in: string; name: string; required?: boolean; schema: unknown }[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const routes: RouteOptions[] = [];
const t = useTestApp({ onRoute: (route) => routes.push(route) });
let document: Document;

/** The app's routes as the document should list them: Fastify's ":id" is OpenAPI's "{id}". */
const declared = () =>
  routeCalls(routes)
    .filter(({ route }) => !(route.schema as { hide?: boolean } | undefined)?.hide)
    .map(({ method, route }) => ({
      method: method.toLowerCase(),
      path: route.url.replace(/:(\w+)/g, "{$1}"),
      route,
    }));

beforeAll(async () => {
  const response = await t.app.inject({ method: "GET", url: `${API_DOCS_PATH}/json` });
  expect(response.statusCode).toBe(200);
  document = response.json();
});

describe("the OpenAPI document at /api/docs/json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("lists every route the app declares, and nothing else", () => {
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    const expected = declared().map(({ method, path }) => `${method} ${path}`);
    expect(expected.length).toBeGreaterThan(100);
    expect(new Set(listed)).toEqual(new Set(expected));
    expect(listed.some((entry) => entry.includes(API_DOCS_PATH))).toBe(false);
  });

  it("gives each route its body, query and path schemas, and the bearer scheme where a token is needed", () => {
    for (const { method, path, route } of declared()) {
      const operation = document.paths[path]?.[method] as Operation;
      const name = `${method} ${path}`;
      const schema = route.schema ?? {};
      if (schema.body) expect(operation.requestBody?.content["application/json"]?.schema, name).toBeTruthy();
      const inPath = (operation.parameters ?? []).filter((parameter) => parameter.in === "path");
      expect(inPath.map((parameter) => parameter.name).sort(), name).toEqual(
        [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]).sort(),
      );
      if (schema.querystring)
        expect(
          operation.parameters?.some((parameter) => parameter.in === "query"),
          name,
        ).toBe(true);
      expect(operation.security !== undefined, name).toBe(route.config?.auth !== undefined);
      expect(operation.tags?.length, name).toBe(1);
    }
  });
});

describe("the reference page at /api/docs", () => {
  it("serves Swagger UI from this server under a policy of its own files only", async () => {
    const page = await t.app.inject({ method: "GET", url: API_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toMatch(/https?:\/\//);
    const script = await t.app.inject({ method: "GET", url: `${API_DOCS_PATH}/static/swagger-ui-bundle.js` });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toMatch(/javascript/);
  });

  it("leaves the rest of the API under the app's own policy", async () => {
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(String(health.headers["content-security-policy"])).toContain("connect-src 'self' ws://");
  });
});
