import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { documents } from '../../db/schema.ts';
import { renderDocument } from '../../services/eob-pdf.ts';
import { memberSubject } from '../../access/route-access.ts';
import { requireRight, rightsOf } from '../member-rights.ts';
import { coded } from '../errors.ts';
import { MemberIdParams, responses, bearer } from '../schemas.ts';

const DocumentParams = Type.Object({
  memberId: Type.String({ minLength: 1, maxLength: 32 }),
  documentId: Type.String({ minLength: 1, maxLength: 60 }),
});
const DocumentQuery = Type.Object(
  {
    documentType: Type.String({ minLength: 1, maxLength: 20 }),
    version: Type.String({ minLength: 1, maxLength: 20 }),
    action: Type.Union([Type.Literal('view'), Type.Literal('download')]),
  },
  { additionalProperties: false },
);
const DocumentsQuery = Type.Object({ category: Type.Optional(Type.String({ maxLength: 40 })) }, { additionalProperties: false });

const DocumentItem = Type.Object({
  documentId: Type.String(),
  category: Type.String(),
  title: Type.String(),
  documentType: Type.String(),
  version: Type.String(),
  published: Type.String(),
  url: Type.String(),
});

function listDocuments(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.get<{ Params: Static<typeof MemberIdParams>; Querystring: Static<typeof DocumentsQuery> }>(
    '/members/:memberId/documents',
    {
      config: { access: { kind: 'documents', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['documents'],
        security: bearer,
        params: MemberIdParams,
        querystring: DocumentsQuery,
        summary: 'Plan documents, tax forms and general forms for the plan',
        response: responses({ 200: Type.Object({ documents: Type.Array(DocumentItem) }) }),
      },
    },
    async (request) => {
      const { member } = memberSubject(request);
      requireRight(member, rightsOf(member).forms, 'Documents and forms');
      const rows = await db
        .select()
        .from(documents)
        .where(or(isNull(documents.memberId), eq(documents.memberId, member.memberId)))
        .orderBy(documents.category, documents.title);
      return {
        documents: rows
          .filter(
            (d) => d.contractTypes.includes(member.contractType) && (!request.query.category || d.category === request.query.category),
          )
          .map((d) => ({
            documentId: d.documentId,
            category: d.category,
            title: d.title,
            documentType: d.documentType,
            version: d.version,
            published: d.published,
            url: `/member/portal/v1/members/${member.memberId}/documents/${d.documentId}?documentType=${d.documentType}&version=${encodeURIComponent(d.version)}&action=view`,
          })),
      };
    },
  );
}

function documentPdf(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.get<{ Params: Static<typeof DocumentParams>; Querystring: Static<typeof DocumentQuery> }>(
    '/members/:memberId/documents/:documentId',
    {
      config: { access: { kind: 'documents', action: 'read', subject: 'params.memberId' }, errorCode: 'FRM-0001' },
      schema: {
        tags: ['documents'],
        security: bearer,
        params: DocumentParams,
        querystring: DocumentQuery,
        summary:
          "Open a document (application/pdf); FRM-0003 when it is not the plan's or the member's, or the type or version does not match",
      },
    },
    async (request, reply) => {
      const { member } = memberSubject(request);
      requireRight(member, rightsOf(member).forms, 'Documents and forms');
      // Only the plan's shared documents and this member's own are looked up: another member's document
      // id is answered as one that exists nowhere (404 FRM-0003), so ids that name a member id (SBC-<member id>)
      // do not tell which member ids exist.
      const doc = (
        await db
          .select()
          .from(documents)
          .where(
            and(
              eq(documents.documentId, request.params.documentId),
              or(isNull(documents.memberId), eq(documents.memberId, member.memberId)),
            ),
          )
          .limit(1)
      )[0];
      if (!doc || !doc.contractTypes.includes(member.contractType)) throw coded('FRM-0003');
      if (doc.documentType !== request.query.documentType || doc.version !== request.query.version) throw coded('FRM-0003');
      const pdf = await renderDocument(doc.title, [
        `${member.lobDisplayName}`,
        `Member: ${member.firstName} ${member.lastName} (${member.memberId})`,
        `Version ${doc.version}, published ${doc.published}.`,
        'This is a sandbox document generated for testing.',
      ]);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${request.query.action === 'download' ? 'attachment' : 'inline'}; filename="${doc.documentId}.pdf"`)
        .send(pdf);
    },
  );
}

/** Documents and forms: the list, and a document as a PDF. */
export default async function documentRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  listDocuments(api, deps);
  documentPdf(api, deps);
}
