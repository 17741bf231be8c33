import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { getSetting } from '../../services/settings.ts';
import { responses } from '../schemas.ts';

const tags = ['public'];

function systemAvailability(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.get(
    '/public/systemavailability',
    {
      config: { callErrorCode: 'BP-NFA-009' },
      schema: {
        tags,
        summary: 'Whether the portal is available (outage switch)',
        response: responses({ 200: Type.Object({ isSystemAvailable: Type.Boolean() }) }, []),
      },
    },
    async () => getSetting<{ isSystemAvailable: boolean }>(db, 'systemAvailability'),
  );
}

function userNotice(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.get(
    '/public/user-notice',
    {
      config: { callErrorCode: 'BP-NFA-010' },
      schema: {
        tags,
        summary: 'Notice banner HTML (empty when none)',
        response: responses({ 200: Type.Object({ notice: Type.String() }) }, []),
      },
    },
    async () => ({ notice: await getSetting<string>(db, 'notice') }),
  );
}

/** Open to anyone: whether the portal is available, and the notice shown above sign-in. */
export default async function publicRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  systemAvailability(api, deps);
  userNotice(api, deps);
}
