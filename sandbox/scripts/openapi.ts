/**
 * Writes openapi.json (the document also served at /member/portal/v1/openapi.json) and the API types
 * generated from it, shared/api-types/src/openapi.ts (`pnpm api-types`, docs/api-types.md).
 */
import { writeFileSync } from 'node:fs';
import { apiTypesFile, apiTypesFromDocument, currentOpenApiDocument, openApiFile, openApiText } from './api-types-files.ts';

const doc = await currentOpenApiDocument();
writeFileSync(openApiFile, openApiText(doc));
const paths = Object.keys((doc as { paths?: Record<string, unknown> }).paths ?? {});
console.log(`wrote ${openApiFile} (${paths.length} paths)`);
writeFileSync(apiTypesFile, await apiTypesFromDocument(doc));
console.log(`wrote ${apiTypesFile}`);
