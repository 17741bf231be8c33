// docs/architecture.md decision 7 (issue 23, item 5): the API types the portal uses are generated from the
// sandbox's OpenAPI document. This fails when the route schemas, the checked-in document and the
// checked-in types no longer agree, and says how to bring them together again.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { apiTypesFile, apiTypesFromDocument, currentOpenApiDocument, openApiFile, openApiText, regenerateCommand } from '../scripts/api-types-files.ts';
import { openApiToTypeScript, typeFor } from '../scripts/openapi-to-typescript.ts';

const relative = (file: string) => path.relative(path.join(import.meta.dirname, '..', '..'), file);

function firstDifference(expected: string, actual: string): string {
  const expectedLines = expected.split('\n');
  const actualLines = actual.split('\n');
  const line = expectedLines.findIndex((text, index) => text !== actualLines[index]);
  const at = line === -1 ? expectedLines.length : line;
  return `first difference at line ${at + 1}:\n  checked in: ${actualLines[at] ?? '(end of file)'}\n  generated:  ${expectedLines[at] ?? '(end of file)'}`;
}

describe('API types from the OpenAPI document', () => {
  it('the checked-in document and types are what the route schemas give', async () => {
    const document = await currentOpenApiDocument();
    const checks: [file: string, generated: string][] = [
      [openApiFile, openApiText(document)],
      [apiTypesFile, apiTypesFromDocument(document)],
    ];
    for (const [file, generated] of checks) {
      const checkedIn = readFileSync(file, 'utf8');
      if (checkedIn !== generated) {
        assert.fail(`${relative(file)} is out of date with the sandbox's route schemas: run \`${regenerateCommand}\` and commit the result.\n${firstDifference(generated, checkedIn)}`);
      }
    }
  });

  it('writes the JSON Schema the route schemas produce as TypeScript', () => {
    assert.equal(typeFor({ anyOf: [{ type: 'string', enum: ['READ'] }, { type: 'string', enum: ['UNREAD'] }] }), `'READ' | 'UNREAD'`);
    assert.equal(typeFor({ anyOf: [{ type: 'number' }, { type: 'null' }] }), 'number | null');
    assert.equal(typeFor({ type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } }), '(string | number)[]');
    assert.equal(typeFor({ $ref: '#/components/schemas/Rights' }), `ApiSchemas['Rights']`);
    assert.equal(typeFor({ type: 'object', additionalProperties: { type: 'boolean' } }), '{\n  [key: string]: boolean;\n}');
    assert.equal(
      typeFor({ type: 'object', required: ['id'], properties: { id: { type: 'string', description: 'The id' }, 'x-y': { type: 'boolean' } }, additionalProperties: false }),
      `{\n  /** The id */\n  id: string;\n  'x-y'?: boolean;\n}`,
    );
    assert.equal(typeFor({}), 'unknown');
  });

  it('lists each operation with its parameters, body and answers, and the helpers read them', () => {
    const text = openApiToTypeScript(
      {
        paths: {
          '/v1/things/{id}': {
            put: {
              parameters: [
                { in: 'path', name: 'id', required: true, schema: { type: 'string' } },
                { in: 'query', name: 'page', schema: { type: 'integer' } },
              ],
              requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } } },
              responses: { '200': { content: { 'application/json': { schema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } }, '404': {} },
            },
          },
          '/dev/reset': { post: { responses: { '200': {} } } },
        },
      },
      { pathPrefix: '/v1/', command: 'pnpm api-types' },
    );
    assert.match(text, /'\/v1\/things\/\{id\}': \{\n {4}put: \{\n {6}path: \{\n {8}id: string;\n {6}\};\n {6}query: \{\n {8}page\?: number;/);
    assert.match(text, /body: \{\n {8}name: string;\n {6}\};/);
    assert.match(text, /200: \{\n {10}ok\?: boolean;\n {8}\};\n {8}404: unknown;/);
    assert.doesNotMatch(text, /\/dev\/reset/);
    assert.match(text, /export type ApiResponse<P extends ApiPath, M extends ApiMethod<P>>/);
  });
});
