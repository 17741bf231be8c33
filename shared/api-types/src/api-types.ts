// Reading the generated types (openapi.ts, written by openapi-typescript from the sandbox's OpenAPI
// document): an operation's success answer, body, query and path parameters by its path and method.
// docs/api-types.md shows how the portal uses them.
import type { components, paths } from './openapi';

export type { components, paths } from './openapi';

/** The named schemas of the document (components.schemas): ErrorBody, Membership, Rights, ... */
export type ApiSchemas = components['schemas'];

/** The paths of the member API, as the document names them. */
export type ApiPath = keyof paths;

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The methods a path answers ('get', 'post', ...). */
export type ApiMethod<P extends ApiPath> = {
  [M in HttpMethod]: paths[P][M] extends { responses: unknown } ? M : never;
}[HttpMethod];

type Operation<P extends ApiPath, M extends ApiMethod<P>> = paths[P][M] extends infer O extends { responses: unknown } ? O : never;

type Responses<P extends ApiPath, M extends ApiMethod<P>> = Operation<P, M>['responses'];

type JsonContent<R> = R extends { content: { 'application/json': infer Body } } ? Body : R extends { content?: never } ? void : unknown;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The body of an operation's success answer (200, 201, 202 or 204; void when it has none). */
export type ApiResponse<P extends ApiPath, M extends ApiMethod<P>> = JsonContent<
  Responses<P, M>[Extract<keyof Responses<P, M>, SuccessStatus>]
>;

/** The body of an operation's answer with one status (e.g. an error's, 400). */
export type ApiResponseFor<P extends ApiPath, M extends ApiMethod<P>, S extends keyof Responses<P, M>> = JsonContent<Responses<P, M>[S]>;

/** The JSON body an operation takes (never when it takes none). */
export type ApiRequestBody<P extends ApiPath, M extends ApiMethod<P>> =
  Operation<P, M> extends { requestBody?: infer B }
    ? NonNullable<B> extends { content: { 'application/json': infer Body } }
      ? Body
      : never
    : never;

/** An operation's query parameters (never when it has none). */
export type ApiQuery<P extends ApiPath, M extends ApiMethod<P>> = Operation<P, M> extends { parameters: { query?: infer Q } } ? Q : never;

/** An operation's path parameters (never when it has none). */
export type ApiPathParams<P extends ApiPath, M extends ApiMethod<P>> =
  Operation<P, M> extends { parameters: { path?: infer Q } } ? Q : never;
