import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { emailPattern, textProblem, textProblemMessages } from '@portal/contracts/field-rules';

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
 * The text values of a body that no field takes (@portal/contracts/field-rules textProblem), as schema
 * errors at their JSON pointers: hidden control characters (NUL would otherwise reach PostgreSQL and
 * fail there), direction overrides, invisible-only values, piles of combining marks.
 */
export function uncleanText(value: unknown, pointer = ''): ErrorObject[] {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem
      ? [
          {
            instancePath: pointer,
            schemaPath: '#/cleanText',
            keyword: 'cleanText',
            params: { problem },
            message: textProblemMessages[problem],
          },
        ]
      : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => uncleanText(item, `${pointer}/${index}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const field = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      // A field name is text too.
      const keyProblem = textProblem(key);
      const keyErrors: ErrorObject[] = keyProblem
        ? [
            {
              instancePath: field,
              schemaPath: '#/cleanText',
              keyword: 'cleanText',
              params: { problem: keyProblem },
              message: textProblemMessages[keyProblem],
            },
          ]
        : [];
      return [...keyErrors, ...uncleanText(item, field)];
    });
  }
  return [];
}

/** A body's validator: the clean-text rule on every text value first, then the route's schema. */
function bodyValidator(schema: object): ValidateFunction {
  const validateSchema = strict.compile(schema);
  const validate = ((data: unknown) => {
    const unclean = uncleanText(data);
    if (unclean.length > 0) {
      validate.errors = unclean;
      return false;
    }
    const valid = validateSchema(data);
    validate.errors = validateSchema.errors;
    return valid;
  }) as ValidateFunction;
  return validate;
}

/**
 * Bodies are validated strictly (no type coercion, unknown fields refused); path and query strings
 * are coerced. Call on every encapsulated context that adds shared schemas (fastify then builds a
 * fresh schema controller that would fall back to its default compiler).
 */
export function installValidator(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyValidator(schema) : coercing.compile(schema)));
}
