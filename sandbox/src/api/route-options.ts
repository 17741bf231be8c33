import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteHandlerMethod } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { RouteAccess, SubjectSource } from '../access/route-access.ts';
import { bearer, MemberIdParams, UserIdParams } from './schemas.ts';

/** What a route declares of its own: the data kind and action it serves (its subject is the path's), and its error codes. */
export type OwnRouteConfig = Omit<FastifyContextConfig, 'access'> & { access: Omit<RouteAccess, 'subject'> };

/** The route's place in the OpenAPI document, and the schemas its request is checked against (path parameters: the subject's by default). */
export interface OwnRouteSchema<Params extends TSchema, Query extends TSchema, Body extends TSchema, Headers extends TSchema> extends Omit<
  FastifySchema,
  'security' | 'params' | 'querystring' | 'body' | 'headers'
> {
  tags: string[];
  summary: string;
  params?: Params;
  querystring?: Query;
  body?: Body;
  headers?: Headers;
}

/** A request as the route's schemas let it through: its types are the schemas', never restated. */
export type SchemaRequest<Params extends TSchema, Query extends TSchema, Body extends TSchema, Headers extends TSchema> = FastifyRequest<{
  Params: Static<Params>;
  Querystring: Static<Query>;
  Body: Static<Body>;
  Headers: Static<Headers>;
}>;

export interface RouteDeclaration<Params extends TSchema, Query extends TSchema, Body extends TSchema, Headers extends TSchema> {
  config: OwnRouteConfig;
  schema: OwnRouteSchema<Params, Query, Body, Headers>;
  handler: (request: SchemaRequest<Params, Query, Body, Headers>, reply: FastifyReply) => unknown;
}

/** 'PUT /members/:memberId/address': the method and the path, as the audit trail labels a route. */
export type RouteLine = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/**
 * Registers a route whose subject is named by its path: the access policy decides for that member (or
 * account), and the call needs the bearer token. A route with more path parameters gives its own `params`.
 */
function routeAbout<SubjectParams extends TSchema>(subject: SubjectSource, subjectParams: SubjectParams) {
  return <
    Params extends TSchema = SubjectParams,
    Query extends TSchema = TSchema,
    Body extends TSchema = TSchema,
    Headers extends TSchema = TSchema,
  >(
    api: FastifyInstance,
    line: RouteLine,
    { config, schema, handler }: RouteDeclaration<Params, Query, Body, Headers>,
  ): void => {
    const [method, url] = line.split(' ') as [string, string];
    api.route({
      method,
      url,
      config: { ...config, access: { ...config.access, subject } },
      schema: { ...schema, security: bearer, params: schema.params ?? subjectParams },
      handler: handler as RouteHandlerMethod,
    });
  };
}

/** A route about one member's data, the member of the path's :memberId. */
export const memberRoute = routeAbout('params.memberId', MemberIdParams);
/** A route about one sign-in account, the account of the path's :userId. */
export const accountRoute = routeAbout('params.userId', UserIdParams);
