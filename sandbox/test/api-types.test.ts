// The API types the portal uses are generated from the sandbox's OpenAPI document. This fails when the
// route schemas, the checked-in document and the checked-in types no longer agree, and says how to
// bring them together again.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  apiTypesFile,
  apiTypesFromDocument,
  currentOpenApiDocument,
  memberApiDocument,
  openApiFile,
  openApiText,
  regenerateCommand,
} from '../scripts/api-types-files.ts';

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
      [apiTypesFile, await apiTypesFromDocument(document)],
    ];
    for (const [file, generated] of checks) {
      const checkedIn = readFileSync(file, 'utf8');
      if (checkedIn !== generated) {
        assert.fail(
          `${relative(file)} is out of date with the sandbox's route schemas: run \`${regenerateCommand}\` and commit the result.\n${firstDifference(generated, checkedIn)}`,
        );
      }
    }
  });

  it('keeps only the member API: the development routes are not the portal to call', () => {
    const doc = memberApiDocument({
      openapi: '3.0.3',
      paths: { '/member/portal/v1/claims': {}, '/sandbox/reset': {}, '/fhir/R4/Coverage': {} },
    });
    assert.deepEqual(Object.keys(doc.paths ?? {}), ['/member/portal/v1/claims']);
  });

  it('writes each operation with its parameters, body and answers', async () => {
    const text = await apiTypesFromDocument(
      {
        openapi: '3.0.3',
        info: { title: 't', version: '1' },
        paths: {
          '/v1/things/{id}': {
            put: {
              parameters: [
                { in: 'path', name: 'id', required: true, schema: { type: 'string' } },
                { in: 'query', name: 'page', schema: { type: 'integer' } },
              ],
              requestBody: {
                content: {
                  'application/json': { schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } },
                },
              },
              responses: {
                '200': {
                  description: 'ok',
                  content: { 'application/json': { schema: { type: 'object', properties: { ok: { type: 'boolean' } } } } },
                },
              },
            },
          },
          '/dev/reset': { post: { responses: { '200': { description: 'ok' } } } },
        },
      },
      '/v1/',
      'pnpm api-types',
    );
    assert.match(text, /"\/v1\/things\/\{id\}": \{/);
    assert.match(text, /path: \{\n\s+id: string;/);
    assert.match(text, /page\?: number;/);
    assert.match(text, /name: string;/);
    assert.match(text, /ok\?: boolean;/);
    assert.doesNotMatch(text, /\/dev\/reset/);
    assert.match(text, /run `pnpm api-types`/);
  });
});
