import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify, { type RouteOptions } from 'fastify';
import { Type } from 'typebox';
import { accountRoute, memberRoute } from '../src/api/route-options.ts';
import { MemberIdParams, pageInfo, requestedPage, rowsOfPage, UserIdParams } from '../src/api/schemas.ts';

/*
 * A member or account route declares only its own facts; the declaration adds what every such route
 * has: the access subject its path names, that path parameter's schema and the bearer requirement.
 */

async function declaredRoutes(declare: (api: ReturnType<typeof Fastify>) => void): Promise<RouteOptions[]> {
  const api = Fastify();
  const routes: RouteOptions[] = [];
  api.addHook('onRoute', (route) => void routes.push(route));
  declare(api);
  await api.ready();
  await api.close();
  return routes.filter((route) => route.method !== 'HEAD');
}

const ok = async () => ({ status: 'ok' });

describe('route declarations', () => {
  it("a member route: the path's member is the access subject, with its params schema and the bearer token", async () => {
    const [route] = await declaredRoutes((api) =>
      memberRoute(api, 'PUT /members/:memberId/address', {
        config: { access: { kind: 'address', action: 'change' }, errorCode: 'UPD-0030' },
        schema: { tags: ['profile'], summary: 'Update the address', body: Type.Object({ city: Type.String() }) },
        handler: ok,
      }),
    );
    assert.equal(route?.method, 'PUT');
    assert.equal(route?.url, '/members/:memberId/address');
    assert.deepEqual(route?.config?.access, { kind: 'address', action: 'change', subject: 'params.memberId' });
    assert.equal(route?.config?.errorCode, 'UPD-0030');
    assert.deepEqual(route?.schema?.security, [{ bearerAuth: [] }]);
    assert.equal(route?.schema?.params, MemberIdParams);
    assert.deepEqual(route?.schema?.tags, ['profile']);
  });

  it("an account route: the path's account is the access subject; a route with more path parameters keeps its own", async () => {
    const OwnParams = Type.Object({ userId: Type.String(), itemId: Type.String() });
    const [plain, own] = await declaredRoutes((api) => {
      accountRoute(api, 'GET /users/:userId/settings', {
        config: { access: { kind: 'account', action: 'read' } },
        schema: { tags: ['users'], summary: 'Settings' },
        handler: ok,
      });
      accountRoute(api, 'DELETE /users/:userId/items/:itemId', {
        config: { access: { kind: 'account', action: 'change', alsoEach: 'body.memberId' } },
        schema: { tags: ['users'], summary: 'Remove an item', params: OwnParams },
        handler: ok,
      });
    });
    assert.deepEqual(plain?.config?.access, { kind: 'account', action: 'read', subject: 'params.userId' });
    assert.equal(plain?.schema?.params, UserIdParams);
    assert.equal(own?.method, 'DELETE');
    assert.equal(own?.schema?.params, OwnParams);
    assert.deepEqual(own?.config?.access, { kind: 'account', action: 'change', alsoEach: 'body.memberId', subject: 'params.userId' });
    assert.deepEqual(own?.schema?.security, [{ bearerAuth: [] }]);
  });
});

describe('list paging', () => {
  it('asks for the first page of ten rows unless the query says otherwise', () => {
    assert.deepEqual(requestedPage({}), { page: 1, pageSize: 10 });
    assert.deepEqual(requestedPage({ page: 3, pageSize: 25 }), { page: 3, pageSize: 25 });
  });

  it("gives the page's rows and its place among all rows; an empty list still has one page", () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    assert.deepEqual(rowsOfPage(rows, { page: 3, pageSize: 10 }), [21, 22, 23]);
    assert.deepEqual(pageInfo({ page: 3, pageSize: 10 }, rows.length), { page: 3, pageSize: 10, total: 23, totalPages: 3 });
    assert.deepEqual(pageInfo({ page: 1, pageSize: 10 }, 0), { page: 1, pageSize: 10, total: 0, totalPages: 1 });
  });
});
