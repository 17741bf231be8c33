import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { emailPattern } from '@portal/contracts/field-rules';

function createAjv(coerceTypes: false | 'array'): Ajv {
  const ajv = new Ajv({ allErrors: true, removeAdditional: false, coerceTypes, useDefaults: true, strict: false, multipleOfPrecision: 6 });
  addFormats.default(ajv);
  // An email address is what the portal's forms accept too: one pattern (@portal/contracts/field-rules).
  ajv.addFormat('email', new RegExp(emailPattern, 'u'));
  return ajv;
}

const strict = createAjv(false);
const coercing = createAjv('array');

/** Whether a body value passes a schema as the member API checks bodies (for tests of shared rules). */
export function bodyValueAccepted(schema: object, value: unknown): boolean {
  return strict.validate(schema, value);
}

/**
 * Bodies are validated strictly (no type coercion, unknown fields refused); path and query strings
 * are coerced. Call on every encapsulated context that adds shared schemas (fastify then builds a
 * fresh schema controller that would fall back to its default compiler).
 */
export function installValidator(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
}
