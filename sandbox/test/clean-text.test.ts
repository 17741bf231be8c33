import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { textProblem, textProblemMessages } from '@portal/contracts/field-rules';
import { api, signIn, startServer, type TestServer } from './helpers.ts';

/*
 * Every write route of the OpenAPI document refuses text no field takes (the clean-text rule of
 * @portal/contracts/field-rules): each text field of its body is sent with hidden control characters,
 * a direction override, only invisible characters and a pile of combining marks, and each answer is a
 * 400 naming the field, never a 500, and nothing is written.
 */

const AVA_MEMBER = 'H1000100101';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface OpenApi {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components?: { schemas?: Record<string, Schema> };
}

const doc = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../openapi.json'), 'utf8')) as OpenApi;

function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop() ?? '']);
}

/** A body holding `value` in every text field the schema names (nested objects too). */
function bodyWith(schema: Schema | undefined, value: string): unknown {
  const resolved = resolve(schema);
  if (!resolved) return value;
  const variants = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])];
  if (variants.length > 0) {
    const objects = variants.map((variant) => bodyWith(variant, value)).filter((body) => typeof body === 'object' && body !== null);
    if (objects.length > 0) return Object.assign({}, ...objects);
  }
  if (resolved.properties)
    return Object.fromEntries(Object.entries(resolved.properties).map(([name, property]) => [name, bodyWith(property, value)]));
  if (resolved.type === 'array' && resolved.items) return [bodyWith(resolved.items, value)];
  return value;
}

const unclean = {
  'a NUL character': 'Ava\u0000Medical',
  'a control character': 'Ava\u0007Medical',
  'a right-to-left override': '12 Main St \u202Egnp.exe',
  'only zero-width spaces': '\u200B\u200B\u200B',
  'sixty combining marks': `e${'\u0301'.repeat(60)}`,
} as const;

const writeRoutes = Object.entries(doc.paths).flatMap(([route, operations]) =>
  Object.entries(operations)
    .filter(([method, operation]) => ['post', 'put', 'patch', 'delete'].includes(method) && operation.requestBody)
    .map(([method, operation]) => ({
      method: method.toUpperCase(),
      route,
      schema: operation.requestBody?.content?.['application/json']?.schema,
    })),
);

let server: TestServer;
const tokens: Record<string, string> = {};

before(async () => {
  server = await startServer();
  for (const username of ['ava.medical', 'sam.admin']) tokens[username] = (await signIn(server.base, username)).access_token;
});
after(async () => {
  await server.close();
});

/** The route with its parameters filled in for a caller who may use it. */
function concrete(route: string): { url: string; caller: string } {
  const url = route
    .replace('{userId}', 'ava.medical')
    .replace('{memberId}', AVA_MEMBER)
    // Ids the route cannot find, in the shape its parameters take (a chat session's is a UUID).
    .replace('{sessionId}', '00000000-0000-4000-8000-000000000000')
    .replace(/\{[A-Za-z]+\}/g, 'unknown-id');
  return { url, caller: route.includes('/admin/') ? 'sam.admin' : 'ava.medical' };
}

describe('clean text at every write', () => {
  it('the rule refuses each kind of unclean text and takes ordinary text', () => {
    for (const value of Object.values(unclean)) assert.notEqual(textProblem(value), undefined, JSON.stringify(value));
    for (const value of ['Ava Medical', 'Việt Nguyễn', 'Line one\nline two', 'Zoë O’Brien-Ñúñez', 'نص عربي', '李小龍'])
      assert.equal(textProblem(value), undefined, value);
  });

  it('finds the write routes in the OpenAPI document', () => {
    assert.ok(writeRoutes.length >= 30, `only ${writeRoutes.length} write routes`);
  });

  for (const { method, route, schema } of writeRoutes) {
    it(`${method} ${route} answers 400 for each kind of unclean text, naming the field`, async () => {
      const { url, caller } = concrete(route);
      const client = api(server.base, tokens[caller]);
      const before = await client.get('users/ava.medical/settings');
      for (const [kind, value] of Object.entries(unclean)) {
        const body = bodyWith(schema, value);
        const fullUrl = url.startsWith('/member/portal/v1/') ? url.slice('/member/portal/v1/'.length) : url;
        const answer = await (method === 'PUT'
          ? client.put(fullUrl, body)
          : method === 'POST'
            ? client.post(fullUrl, body)
            : client.del(fullUrl, body));
        assert.equal(answer.status, 400, `${kind}: ${answer.status} ${answer.text.slice(0, 200)}`);
        const fields = (answer.json as { validationErrors?: { field: string; message: string }[] }).validationErrors ?? [];
        const problem = textProblem(value);
        assert.ok(problem);
        // The field's error is the rule's own words, whatever else is wrong with the body.
        assert.ok(
          fields.some((field) => field.message.startsWith(textProblemMessages[problem])),
          `${kind}: ${answer.text.slice(0, 300)}`,
        );
      }
      const afterWrites = await client.get('users/ava.medical/settings');
      assert.deepEqual(afterWrites.json, before.json, 'nothing written');
    });
  }
});
