/**
 * The OpenAPI document and the API types generated from it (`pnpm api-types`, docs/api-types.md):
 * where each is kept, how each is written, and the document as the sandbox's code describes it now.
 */
import path from 'node:path';
import { buildSandbox } from '../src/app.ts';
import { loadConfig, sandboxRoot } from '../src/config.ts';
import { openApiToTypeScript, type OpenApiDocument } from './openapi-to-typescript.ts';

export const openApiFile = path.join(sandboxRoot, 'openapi.json');
export const apiTypesFile = path.join(sandboxRoot, '..', 'shared', 'api-types', 'src', 'api-types.ts');
/** The command that writes both. */
export const regenerateCommand = 'pnpm api-types';

/** The document the sandbox serves at /member/portal/v1/openapi.json, built in memory (development mode: with the /sandbox routes). */
export async function currentOpenApiDocument(): Promise<unknown> {
  const config = loadConfig({ ...process.env, SANDBOX_DATA_DIR: 'memory', DATABASE_URL: '', NODE_ENV: 'development' });
  const sandbox = await buildSandbox(config, { forceSeed: true });
  try {
    return sandbox.app.swagger();
  } finally {
    await sandbox.close();
  }
}

export const openApiText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

/** The member API's types (the development routes under /sandbox and FHIR, which have no schemas, aside). */
export const apiTypesFromDocument = (document: unknown) =>
  openApiToTypeScript(document as OpenApiDocument, { pathPrefix: '/member/portal/v1/', command: regenerateCommand });
