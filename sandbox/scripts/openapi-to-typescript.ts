/**
 * OpenAPI 3.1 document -> TypeScript types (issue 23, item 5): the API types the portal uses come
 * from the API's own description (docs/architecture.md decision 7). Small and dependency-free on purpose: it
 * knows the JSON Schema the sandbox's TypeBox schemas produce (type, properties, required,
 * additionalProperties, items, enum, const, anyOf, oneOf, allOf, $ref to components) and writes the
 * rest as `unknown`. Validation keywords (lengths, patterns, ranges) have no TypeScript form and are
 * left to the server. Deterministic: the same document always gives the same text.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  description?: string;
  format?: string;
}

interface MediaContent {
  content?: Record<string, { schema?: JsonSchema }>;
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface Operation {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: MediaContent & { required?: boolean };
  responses?: Record<string, MediaContent & { description?: string }>;
}

export interface OpenApiDocument {
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface GenerateOptions {
  /** Only paths that start with it (the member API), so development routes are left out. */
  pathPrefix?: string;
  /** The command that writes the file, named in its header. */
  command: string;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];
const schemaRefPrefix = '#/components/schemas/';

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** A literal in the repository's style (single quotes). */
const literal = (value: unknown) =>
  typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'` : JSON.stringify(value);
const propertyKey = (name: string) => (identifier.test(name) ? name : literal(name));
const indent = (level: number) => '  '.repeat(level);

function comment(schema: { description?: string; format?: string }, level: number): string {
  const parts = [schema.description?.trim(), schema.format ? `Format: ${schema.format}.` : undefined].filter(Boolean);
  if (parts.length === 0) return '';
  return `${indent(level)}/** ${parts.join(' ').replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')} */\n`;
}

/** Wraps a union or intersection where it is an array's element. */
const grouped = (type: string) => (/[|&]/.test(type) && !/^\{[\s\S]*\}$/.test(type) ? `(${type})` : type);

function union(types: string[]): string {
  const distinct = [...new Set(types)];
  if (distinct.includes('unknown')) return 'unknown';
  return distinct.length === 0 ? 'never' : distinct.join(' | ');
}

function objectType(schema: JsonSchema, level: number): string {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const lines = properties.map(
    ([name, property]) =>
      `${comment(property, level + 1)}${indent(level + 1)}${propertyKey(name)}${required.has(name) ? '' : '?'}: ${typeFor(property, level + 1)};`,
  );
  const extra = schema.additionalProperties;
  if (extra !== false && (extra !== undefined || properties.length === 0)) {
    const valueType = typeof extra === 'object' ? typeFor(extra, level + 1) : 'unknown';
    // An index signature must admit every named property's type too.
    lines.push(`${indent(level + 1)}[key: string]: ${properties.length > 0 && valueType !== 'unknown' ? 'unknown' : valueType};`);
  }
  return lines.length === 0 ? 'Record<string, never>' : `{\n${lines.join('\n')}\n${indent(level)}}`;
}

/** The TypeScript type of a JSON Schema, written at an indentation level. */
export function typeFor(schema: JsonSchema | undefined, level = 0): string {
  if (!schema) return 'unknown';
  if (schema.$ref) {
    if (!schema.$ref.startsWith(schemaRefPrefix)) throw new Error(`cannot follow $ref ${schema.$ref}`);
    return `ApiSchemas[${literal(schema.$ref.slice(schemaRefPrefix.length))}]`;
  }
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return union(schema.enum.map(literal));
  if (schema.anyOf || schema.oneOf) return union((schema.anyOf ?? schema.oneOf ?? []).map((member) => typeFor(member, level)));
  if (schema.allOf) return schema.allOf.map((member) => grouped(typeFor(member, level))).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? objectType(schema, level) : 'unknown';
  return union(
    types.map((type) => {
      switch (type) {
        case 'string':
          return 'string';
        case 'number':
        case 'integer':
          return 'number';
        case 'boolean':
          return 'boolean';
        case 'null':
          return 'null';
        case 'array':
          return `${grouped(typeFor(schema.items, level))}[]`;
        case 'object':
          return objectType(schema, level);
        default:
          return 'unknown';
      }
    }),
  );
}

function jsonSchemaOf(media: MediaContent | undefined): JsonSchema | undefined {
  return media?.content?.['application/json']?.schema;
}

function parametersType(parameters: Parameter[], where: string, level: number): string {
  const inPlace = parameters.filter((parameter) => parameter.in === where);
  if (inPlace.length === 0) return 'never';
  const lines = inPlace.map(
    (parameter) =>
      `${comment(parameter, level + 1)}${indent(level + 1)}${propertyKey(parameter.name)}${parameter.required ? '' : '?'}: ${typeFor(parameter.schema, level + 1)};`,
  );
  return `{\n${lines.join('\n')}\n${indent(level)}}`;
}

function operationType(operation: Operation, level: number): string {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody;
  const responses = Object.entries(operation.responses ?? {}).map(
    ([status, response]) =>
      `${indent(level + 2)}${/^\d+$/.test(status) ? status : literal(status)}: ${response.content ? typeFor(jsonSchemaOf(response), level + 2) : 'unknown'};`,
  );
  return [
    '{',
    `${indent(level + 1)}path: ${parametersType(parameters, 'path', level + 1)};`,
    `${indent(level + 1)}query: ${parametersType(parameters, 'query', level + 1)};`,
    `${indent(level + 1)}body: ${body ? typeFor(jsonSchemaOf(body), level + 1) : 'never'};`,
    `${indent(level + 1)}responses: {`,
    ...responses,
    `${indent(level + 1)}};`,
    `${indent(level)}}`,
  ].join('\n');
}

const helpers = `/** The paths of the API, as the document names them. */
export type ApiPath = keyof ApiPaths;

/** The methods a path answers ('get', 'post', ...). */
export type ApiMethod<P extends ApiPath> = keyof ApiPaths[P] & string;

type Operation<P extends ApiPath, M extends ApiMethod<P>> = ApiPaths[P][M] extends infer O extends ApiOperation ? O : never;

interface ApiOperation {
  path: unknown;
  query: unknown;
  body: unknown;
  responses: Record<number, unknown>;
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** The body of an operation's success answer (200, 201, 202 or 204). */
export type ApiResponse<P extends ApiPath, M extends ApiMethod<P>> = Operation<P, M>['responses'][Extract<keyof Operation<P, M>['responses'], SuccessStatus>];

/** The body of an operation's answer with one status (e.g. an error's, 400). */
export type ApiResponseFor<P extends ApiPath, M extends ApiMethod<P>, S extends keyof Operation<P, M>['responses']> = Operation<P, M>['responses'][S];

/** The JSON body an operation takes (never when it takes none). */
export type ApiRequestBody<P extends ApiPath, M extends ApiMethod<P>> = Operation<P, M>['body'];

/** An operation's query parameters (never when it has none). */
export type ApiQuery<P extends ApiPath, M extends ApiMethod<P>> = Operation<P, M>['query'];

/** An operation's path parameters (never when it has none). */
export type ApiPathParams<P extends ApiPath, M extends ApiMethod<P>> = Operation<P, M>['path'];
`;

/** The whole generated module. */
export function openApiToTypeScript(document: OpenApiDocument, { pathPrefix = '', command }: GenerateOptions): string {
  const schemas = Object.entries(document.components?.schemas ?? {}).map(
    ([name, schema]) => `${comment(schema, 1)}${indent(1)}${propertyKey(name)}: ${typeFor(schema, 1)};`,
  );
  const paths = Object.entries(document.paths ?? {})
    .filter(([path]) => path.startsWith(pathPrefix))
    .map(([path, operations]) => {
      const lines = methods
        .filter((method) => operations[method])
        .map((method) => {
          const operation = operations[method]!;
          const summary = operation.summary ? `${indent(2)}/** ${operation.summary.replace(/\*\//g, '*\\/')} */\n` : '';
          return `${summary}${indent(2)}${method}: ${operationType(operation, 2)};`;
        });
      return `${indent(1)}${literal(path)}: {\n${lines.join('\n')}\n${indent(1)}};`;
    });
  const title = [document.info?.title, document.info?.version].filter(Boolean).join(' ');
  return `// Generated from the sandbox's OpenAPI document (${title}, sandbox/openapi.json) by
// sandbox/scripts/openapi-to-typescript.ts. Do not edit: change the sandbox's route schemas, then run
// \`${command}\`. sandbox/test/api-types.test.ts fails when this file and the document differ.

/** The named schemas of the document (components.schemas). */
export interface ApiSchemas {
${schemas.join('\n')}
}

/** Every operation: its path and query parameters, its JSON body and its answers by status. */
export interface ApiPaths {
${paths.join('\n')}
}

${helpers}`;
}
