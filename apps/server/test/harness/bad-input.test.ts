import { API } from '@lawbridge/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RouteAccess } from '../../src/core/auth/route-access';
import type { RegisteredRoute } from '../../src/core/route-registry';
import { badJsonValues, badTextValues, fieldsOf, unwrap } from './bad-values';
import { apiRoutes, useSignedInApp, type CallerName } from './harness-callers';
import { VALID_SAMPLES, type RouteSample } from './valid-samples';

/** A caller the route's access lets through, so the request reaches validation. */
const PERMITTED: Record<RouteAccess, CallerName> = {
  public: 'anonymous',
  optional: 'customer',
  user: 'customer',
  owner: 'customer',
  lawyer: 'lawyer',
  operator: 'operator',
};

interface RouteSchemas {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
}

interface Spoiled {
  what: string;
  request: InjectOptions;
}

const keyOf = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const schemasOf = (route: RegisteredRoute) => (route.schema ?? {}) as RouteSchemas;

function address(route: RegisteredRoute, params: Record<string, unknown>, query: Record<string, unknown>) {
  const path = route.url.replace(/:([a-zA-Z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([name, value]): Array<[string, string]> =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** Every spoiled variant of a route's sample: one part wrong, missing or malformed at a time. */
function spoil(route: RegisteredRoute, sample: RouteSample): Spoiled[] {
  const schemas = schemasOf(route);
  const body = sample.body ?? {};
  const query = sample.query ?? {};
  const params = sample.params ?? {};
  const request = (parts: { body?: unknown; query?: object; params?: object }): InjectOptions => ({
    method: route.method,
    url: address(route, { ...params, ...parts.params }, { ...query, ...parts.query }),
    ...(schemas.body ? { payload: (parts.body ?? body) as object } : {}),
  });
  const variants: Spoiled[] = [];

  if (schemas.body) {
    for (const [field, schema] of Object.entries(fieldsOf(schemas.body, body))) {
      for (const bad of badJsonValues(schema, field)) {
        variants.push({
          what: `body.${field} = ${preview(bad)}`,
          request: request({ body: { ...body, [field]: bad } }),
        });
      }
      if (unwrap(schema).required) {
        const rest = Object.fromEntries(Object.entries(body).filter(([name]) => name !== field));
        variants.push({ what: `body without ${field}`, request: request({ body: rest }) });
      }
    }
    for (const whole of ['"x"', '[]', 'null', '12345', '{"a":', '']) {
      variants.push({
        what: `body ${whole || '(empty)'}`,
        request: { ...request({}), payload: whole, headers: { 'content-type': 'application/json' } },
      });
    }
    variants.push({
      what: 'body as text/plain',
      request: { ...request({}), payload: 'a=1', headers: { 'content-type': 'text/plain' } },
    });
    variants.push({
      what: 'body of 2 MB',
      request: request({ body: { ...body, padding: 'x'.repeat(2 * 1024 * 1024) } }),
    });
  }
  for (const [part, schema, values] of [
    ['query', schemas.querystring, query],
    ['params', schemas.params, params],
  ] as const) {
    if (!schema) continue;
    for (const [field, fieldSchema] of Object.entries(fieldsOf(schema, values))) {
      for (const bad of badTextValues(fieldSchema, field)) {
        variants.push({
          what: `${part}.${field} = ${preview(bad)}`,
          request: request({ [part]: { [field]: bad } }),
        });
      }
      if (unwrap(fieldSchema).required && part === 'query') {
        variants.push({
          what: `query without ${field}`,
          request: request({ query: { [field]: undefined } }),
        });
      }
    }
  }
  return variants;
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${text.slice(0, 24)}…(${text.length})` : text;
}

function takesInput(route: RegisteredRoute): boolean {
  const schemas = schemasOf(route);
  return Boolean(schemas.body ?? schemas.querystring ?? schemas.params);
}

describe('bad input over every API route', { timeout: 300_000 }, () => {
  const signedIn = useSignedInApp();

  it('has a well-formed sample for every route that takes input', () => {
    const problems: string[] = [];
    for (const route of apiRoutes(signedIn().app).filter(takesInput)) {
      const sample = VALID_SAMPLES[keyOf(route)];
      if (!sample) {
        problems.push(`${keyOf(route)}: no sample in valid-samples.ts`);
        continue;
      }
      const schemas = schemasOf(route);
      for (const [part, schema, value] of [
        ['body', schemas.body, sample.body],
        ['query', schemas.querystring, sample.query],
        ['params', schemas.params, sample.params],
      ] as const) {
        const parsed = schema?.safeParse(value ?? {});
        if (parsed && !parsed.success) problems.push(`${keyOf(route)} ${part}: ${parsed.error.message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers code 1 with a Chinese message to every spoiled request, never HTTP 500', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes(signedIn().app).filter(takesInput)) {
      const sample = VALID_SAMPLES[keyOf(route)];
      if (!sample) continue;
      const headers = signedIn().callers[PERMITTED[route.access!]];
      for (const variant of spoil(route, sample)) {
        const response = await send(signedIn().app, {
          ...variant.request,
          headers: { ...variant.request.headers, ...headers },
        });
        const body = response.json<{ code: number; msg: string }>();
        if (response.statusCode !== 200 || body.code !== 1 || !/[\u4e00-\u9fa5]/.test(body.msg)) {
          failures.push(
            `${keyOf(route)} ${variant.what}: HTTP ${response.statusCode} code ${body.code} ${body.msg}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('ignores fields a route does not know (POST /lawyer takes the whole lawyer object) without failing', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes(signedIn().app).filter((item) => schemasOf(item).body)) {
      const sample = VALID_SAMPLES[keyOf(route)];
      if (!sample?.body) continue;
      const response = await send(signedIn().app, {
        method: route.method,
        url: address(route, sample.params ?? {}, sample.query ?? {}),
        payload: { ...sample.body, unknown_field: { nested: ['x'] } },
        headers: signedIn().callers[PERMITTED[route.access!]],
      });
      if (response.statusCode !== 200) failures.push(`${keyOf(route)}: HTTP ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('bad requests the schemas cannot describe', () => {
  const signedIn = useSignedInApp();

  it('refuses console ids past a 32-bit column with code 1 (they once reached PostgreSQL as a 500)', async () => {
    for (const url of [`${API.admin.applications}/2147483648`, `${API.admin.feedback}/9007199254740993`]) {
      const response = await send(signedIn().app, {
        method: 'GET',
        url,
        headers: signedIn().callers.operator,
      });
      expect([response.statusCode, response.json<{ code: number }>().code]).toEqual([200, 1]);
    }
    const approve = await send(signedIn().app, {
      method: 'POST',
      url: API.admin.applicationApprove,
      payload: { id: 2147483648 },
      headers: signedIn().callers.operator,
    });
    expect(approve.json<{ code: number }>().code).toBe(1);
  });

  it('refuses broken multipart uploads with code 1', async () => {
    const boundary = '----harness';
    const part = (name: string, body: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${body}\r\n`;
    const broken: Array<{ what: string; type: string; payload: string }> = [
      { what: 'no boundary', type: 'multipart/form-data', payload: 'abc' },
      {
        what: 'truncated',
        type: `multipart/form-data; boundary=${boundary}`,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
      },
      {
        what: 'too many fields',
        type: `multipart/form-data; boundary=${boundary}`,
        payload:
          Array.from({ length: 50 }, (_, index) => part(`f${index}`, 'x')).join('') + `--${boundary}--\r\n`,
      },
      { what: 'JSON instead of a file', type: 'application/json', payload: '{"file":"x"}' },
    ];
    const { customer, operator } = signedIn().callers;
    const uploads = [
      { url: API.uploadImage, caller: customer },
      { url: API.uploadFile, caller: customer },
      { url: API.admin.documentFile, caller: operator },
    ];
    for (const { url, caller } of uploads) {
      for (const request of broken) {
        const response = await send(signedIn().app, {
          method: 'POST',
          url,
          payload: request.payload,
          headers: { ...caller, 'content-type': request.type },
        });
        const what = `${url}: ${request.what}`;
        expect([what, response.statusCode, response.json<{ code: number }>().code]).toEqual([what, 200, 1]);
      }
    }
  });
});

async function send(app: FastifyInstance, request: InjectOptions) {
  return app.inject(request);
}
