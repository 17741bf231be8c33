import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { address1MaxLength, address2MaxLength, changedAddressParts, cityMaxLength } from '@portal/contracts/field-rules';
import { phoneLines, phoneNumberDigits } from '@portal/contracts/phone-lines';
import type { AppDeps } from '../app.ts';
import { claims, contactRequests, coverages, documents, idCardRequests, members, users } from '../db/schema.ts';
import { html } from '../html.ts';
import { customerServicePhone } from '../seed/brands.ts';
import { PLAN_NAME_BY_TIER } from '../seed/data.ts';
import { ageOn } from '../seed/dates.ts';
import { renderDocument } from '../services/eob-pdf.ts';
import { send } from '../services/outbox.ts';
import { externalAppAllowed, partnerAllowed, partnersOfProgram, PHARMACY_MINIMUM_AGE } from '../services/handoff-eligibility.ts';
import { EXTERNAL_APPS, isExternalApp, PARTNERS, SSO_KEYS, targetName } from '../services/partners.ts';
import { membersCovered } from '../access/access-policy.ts';
import { memberSubject, membersReturned } from '../access/route-access.ts';
import type { AccessContext, MemberRow } from './access.ts';
import { requireRight, rightsOf } from './care.ts';
import { callError, coded, fieldError, forbidden } from './errors.ts';
import { BestDay, BestTime, Comments, CompanyId, ContractType, Email, MemberIdParams, Ok, ok, Phone10, responses, StateCode, Text, Zip } from './schemas.ts';

/** The mailing address on file, as the profile shows it and fills its form with. */
const AddressOnFile = Type.Object({
  address1: Type.String(),
  address2: Type.Optional(Type.String()),
  city: Type.String(),
  stateCode: Type.String(),
  zip: Type.String(),
  homePhone: Type.Optional(Type.String()),
  workPhone: Type.Optional(Type.String()),
});

const dollars = (cents: number) => Math.round(cents) / 100;

const MemberIds = Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { minItems: 1, maxItems: 10, uniqueItems: true });
const PolicyType = Type.Union([Type.Literal('Medical'), Type.Literal('Dental'), Type.Literal('Vision'), Type.Literal('Pharmacy')]);

const OrderCardsBody = Type.Object(
  { policyType: PolicyType, memberIds: MemberIds, reason: Type.Union(['lost', 'damaged', 'name change', 'not received', 'other'].map((r) => Type.Literal(r))) },
  { additionalProperties: false },
);
const EmailCardsBody = Type.Object({ policyType: PolicyType, memberIds: MemberIds, email: Email }, { additionalProperties: false });
const FaxCardsBody = Type.Object({ policyType: PolicyType, memberIds: MemberIds, faxNumber: Phone10, recipientName: Type.Optional(Text(80)) }, { additionalProperties: false });

const AddressBody = Type.Object(
  {
    address1: Text(address1MaxLength),
    address2: Type.Optional(Type.String({ maxLength: address2MaxLength })),
    city: Text(cityMaxLength),
    stateCode: StateCode,
    zip: Zip,
    homePhone: Type.Optional(Phone10),
    workPhone: Type.Optional(Phone10),
  },
  { additionalProperties: false },
);
const ContactBody = Type.Object(
  {
    companyId: CompanyId,
    memberId: Type.String({ minLength: 1, maxLength: 32 }),
    phoneNumber: Phone10,
    comments: Comments,
    topic: Type.Optional(Type.Union(['Claims', 'Benefits', 'Billing', 'ID Cards', 'Pharmacy', 'Website', 'Other'].map((t) => Type.Literal(t)))),
    bestDayToReach: BestDay,
    bestTimeToReach: BestTime,
  },
  { additionalProperties: false },
);
const SsoBody = Type.Object(
  {
    key: Type.Optional(Type.Union(SSO_KEYS.map((k) => Type.Literal(k)), { description: 'Partner key or external app' })),
    app: Type.Optional(Type.Union(Object.keys(EXTERNAL_APPS).map((k) => Type.Literal(k)), { description: 'External-app handoff (alias of key)' })),
    memberId: Type.String({ minLength: 1, maxLength: 32 }),
    userName: Type.Optional(Type.String({ maxLength: 64 })),
    companyId: Type.Optional(Type.String({ maxLength: 16 })),
    contractType: Type.Optional(ContractType),
    relayState: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
const DocumentParams = Type.Object({ memberId: Type.String({ minLength: 1, maxLength: 32 }), documentId: Type.String({ minLength: 1, maxLength: 60 }) });
const DocumentQuery = Type.Object(
  {
    documentType: Type.String({ minLength: 1, maxLength: 20 }),
    version: Type.String({ minLength: 1, maxLength: 20 }),
    action: Type.Union([Type.Literal('view'), Type.Literal('download')]),
  },
  { additionalProperties: false },
);
const DocumentsQuery = Type.Object({ category: Type.Optional(Type.String({ maxLength: 40 })) }, { additionalProperties: false });

export function registerAccountRoutes(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const bearer = [{ bearerAuth: [] }];

  // ---- ID cards ----
  const Card = Type.Object({
    memberId: Type.String(), name: Type.String(), policyType: Type.String(), planName: Type.String(), brand: Type.String(), groupId: Type.String(),
    groupName: Type.String(), effectiveDate: Type.String(),
    /** Fixed amounts per service, in dollars. */
    copays: Type.Array(Type.Object({ label: Type.String(), amount: Type.Number() })),
    /** The member's share in percent. */
    coinsurance: Type.Array(Type.Object({ label: Type.String(), percent: Type.Number() })),
    /** Pharmacy benefit numbers: Medical plans only (dental and vision plans have no pharmacy benefit). */
    rx: Type.Union([Type.Object({ bin: Type.String(), pcn: Type.String(), group: Type.String() }), Type.Null()]),
    customerServicePhone: Type.String(),
  });

  /**
   * The cards of a family's plan. Cost shares are the plan's own (its coverage, as Coverage and copays
   * and FHIR Coverage show them), copays as amounts and coinsurance as percentages; the Rx group is the
   * whole group number; the phone is the brand's customer-service line (src/seed/brands.ts).
   */
  async function cardsFor(family: MemberRow[]) {
    const rows = family.length ? await db.select().from(coverages).where(and(inArray(coverages.memberId, family.map((m) => m.memberId)), eq(coverages.status, 'active'))) : [];
    return family.map((m) => {
      const costs = (rows.find((c) => c.memberId === m.memberId)?.costs ?? []).filter((c) => !c.code.startsWith('rx_'));
      return {
        memberId: m.memberId,
        name: `${m.firstName} ${m.lastName}`,
        policyType: m.contractType,
        planName: m.lobDisplayName,
        brand: PLAN_NAME_BY_TIER[m.tier1] ?? PLAN_NAME_BY_TIER.ABCBS!,
        groupId: m.groupId,
        groupName: m.groupName,
        effectiveDate: m.origEffDate,
        copays: costs.filter((c) => c.kind === 'money').map((c) => ({ label: c.text, amount: c.value })),
        coinsurance: costs.filter((c) => c.kind === 'percent').map((c) => ({ label: c.text, percent: c.value })),
        rx: m.contractType === 'Medical' ? { bin: '610014', pcn: 'MEDDPRIME', group: m.groupId } : null,
        customerServicePhone: customerServicePhone(m.tier1),
      };
    });
  }

  /** The plan whose cards a request is about, and whose cards its list shows (the policy's idCards members). */
  function cardFamily(request: FastifyRequest) {
    const { caller, member } = memberSubject(request);
    requireRight(member, rightsOf(member).idCards, 'ID cards');
    return { caller, member, family: membersCovered(caller, 'idCards', member) };
  }

  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/id-cards',
    { config: { access: { kind: 'idCards', action: 'read', subject: 'params.memberId' } }, schema: { tags: ['id cards'], security: bearer, params: MemberIdParams, summary: 'Digital ID cards for the member (and, for a policyholder, the family)', response: responses({ 200: Type.Object({ cards: Type.Array(Card) }) }) } },
    async (request) => {
      const { family } = cardFamily(request);
      const cards = await cardsFor(family);
      membersReturned(request, family);
      return { cards };
    },
  );

  /**
   * A card request is for one plan: its policy type, and members on its contract. (Whether the
   * caller may ask for each member's card is the access policy's answer, given before this runs.)
   */
  function checkCardRequest(caller: AccessContext, member: MemberRow, policyType: string, memberIds: string[]) {
    if (policyType !== member.contractType && !(policyType === 'Pharmacy' && member.contractType === 'Medical')) {
      throw fieldError('IDS-0001', 'policyType', `Must be ${member.contractType}.`);
    }
    const offPlan = memberIds.find((id) => caller.accessible.get(id)?.contractId !== member.contractId);
    if (offPlan) throw fieldError('IDS-0003', 'memberIds', 'Every member must be on this plan.');
  }

  api.post<{ Params: Static<typeof MemberIdParams>; Body: Static<typeof OrderCardsBody> }>(
    '/members/:memberId/id-cards/order',
    {
      config: { access: { kind: 'idCards', action: 'change', subject: 'params.memberId', alsoEach: 'body.memberIds' }, errorCode: 'IDS-0001' },
      schema: { tags: ['id cards'], security: bearer, params: MemberIdParams, body: OrderCardsBody, summary: 'Order replacement cards by mail (arrive within 7 business days)', response: responses({ 201: Ok }, [400, 401, 403, 422]) },
    },
    async (request, reply) => {
      const { caller, member } = cardFamily(request);
      checkCardRequest(caller, member, request.body.policyType, request.body.memberIds);
      if (!member.isActive) throw coded('IDS-0006');
      const recent = await db.select().from(idCardRequests).where(and(eq(idCardRequests.memberId, member.memberId), eq(idCardRequests.kind, 'order')));
      if (recent.some((r) => Date.now() - r.createdAt.getTime() < 24 * 3600 * 1000)) throw coded('IDS-0007');
      await db.insert(idCardRequests).values({ memberId: member.memberId, kind: 'order', destination: 'mail', detail: request.body });
      return reply.code(201).send(ok('Your ID cards have been ordered and should arrive within 7 business days.'));
    },
  );

  api.post<{ Params: Static<typeof MemberIdParams>; Body: Static<typeof EmailCardsBody> }>(
    '/members/:memberId/id-cards/email',
    {
      config: { access: { kind: 'idCards', action: 'change', subject: 'params.memberId', alsoEach: 'body.memberIds' }, errorCode: 'IDS-0001' },
      schema: { tags: ['id cards'], security: bearer, params: MemberIdParams, body: EmailCardsBody, summary: 'Email ID cards', response: responses({ 201: Ok }) },
    },
    async (request, reply) => {
      const { caller, member } = cardFamily(request);
      checkCardRequest(caller, member, request.body.policyType, request.body.memberIds);
      await db.insert(idCardRequests).values({ memberId: member.memberId, kind: 'email', destination: request.body.email, detail: request.body });
      await send(db, { to: request.body.email, channel: 'email', subject: 'Your member ID card', body: `Attached are ID cards for ${request.body.memberIds.length} member(s) of ${member.lobDisplayName}.` });
      return reply.code(201).send(ok('Your ID card has been emailed.'));
    },
  );

  api.post<{ Params: Static<typeof MemberIdParams>; Body: Static<typeof FaxCardsBody> }>(
    '/members/:memberId/id-cards/fax',
    {
      config: { access: { kind: 'idCards', action: 'change', subject: 'params.memberId', alsoEach: 'body.memberIds' }, errorCode: 'IDS-0001' },
      schema: {
        tags: ['id cards'], security: bearer, params: MemberIdParams, body: FaxCardsBody,
        summary: 'Fax ID cards (fax numbers 5015550000 and 5015559999 simulate IDS-0002 / IDS-0005 fax unavailable)', response: responses({ 201: Ok }, [400, 401, 403, 503]),
      },
    },
    async (request, reply) => {
      const { caller, member } = cardFamily(request);
      checkCardRequest(caller, member, request.body.policyType, request.body.memberIds);
      if (request.body.faxNumber === '5015550000') throw coded('IDS-0002');
      if (request.body.faxNumber === '5015559999') throw coded('IDS-0005');
      await db.insert(idCardRequests).values({ memberId: member.memberId, kind: 'fax', destination: request.body.faxNumber, detail: request.body });
      await send(db, { to: request.body.faxNumber, channel: 'text', subject: 'Fax: member ID card', body: `Fax of ${request.body.memberIds.length} ID card(s) for ${member.lobDisplayName}.` });
      return reply.code(201).send(ok('Your ID card has been faxed.'));
    },
  );

  // ---- Documents and forms ----
  const DocumentItem = Type.Object({ documentId: Type.String(), category: Type.String(), title: Type.String(), documentType: Type.String(), version: Type.String(), published: Type.String(), url: Type.String() });

  api.get<{ Params: Static<typeof MemberIdParams>; Querystring: Static<typeof DocumentsQuery> }>(
    '/members/:memberId/documents',
    { config: { access: { kind: 'documents', action: 'read', subject: 'params.memberId' } }, schema: { tags: ['documents'], security: bearer, params: MemberIdParams, querystring: DocumentsQuery, summary: 'Plan documents, tax forms and general forms for the plan', response: responses({ 200: Type.Object({ documents: Type.Array(DocumentItem) }) }) } },
    async (request) => {
      const { member } = memberSubject(request);
      requireRight(member, rightsOf(member).forms, 'Documents and forms');
      const rows = await db.select().from(documents).where(or(isNull(documents.memberId), eq(documents.memberId, member.memberId))).orderBy(documents.category, documents.title);
      return {
        documents: rows
          .filter((d) => d.contractTypes.includes(member.contractType) && (!request.query.category || d.category === request.query.category))
          .map((d) => ({
            documentId: d.documentId, category: d.category, title: d.title, documentType: d.documentType, version: d.version, published: d.published,
            url: `/member/portal/v1/members/${member.memberId}/documents/${d.documentId}?documentType=${d.documentType}&version=${encodeURIComponent(d.version)}&action=view`,
          })),
      };
    },
  );

  api.get<{ Params: Static<typeof DocumentParams>; Querystring: Static<typeof DocumentQuery> }>(
    '/members/:memberId/documents/:documentId',
    {
      config: { access: { kind: 'documents', action: 'read', subject: 'params.memberId' }, errorCode: 'FRM-0001' },
      schema: { tags: ['documents'], security: bearer, params: DocumentParams, querystring: DocumentQuery, summary: 'Open a document (application/pdf); FRM-0003 when it is not the plan\'s or the member\'s, or the type or version does not match' },
    },
    async (request, reply) => {
      const { member } = memberSubject(request);
      requireRight(member, rightsOf(member).forms, 'Documents and forms');
      // Only the plan's shared documents and this member's own are looked up: another member's document
      // id is answered as one that exists nowhere (404 FRM-0003), so ids that name a member id (SBC-<member id>)
      // do not tell which member ids exist.
      const doc = (await db.select().from(documents)
        .where(and(eq(documents.documentId, request.params.documentId), or(isNull(documents.memberId), eq(documents.memberId, member.memberId))))
        .limit(1))[0];
      if (!doc || !doc.contractTypes.includes(member.contractType)) throw coded('FRM-0003');
      if (doc.documentType !== request.query.documentType || doc.version !== request.query.version) throw coded('FRM-0003');
      const pdf = await renderDocument(doc.title, [
        `${member.lobDisplayName}`, `Member: ${member.firstName} ${member.lastName} (${member.memberId})`, `Version ${doc.version}, published ${doc.published}.`,
        'This is a sandbox document generated for testing.',
      ]);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${request.query.action === 'download' ? 'attachment' : 'inline'}; filename="${doc.documentId}.pdf"`)
        .send(pdf);
    },
  );

  // ---- Programs and pharmacy ----
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/programs',
    {
      config: { access: { kind: 'programs', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['programs'], security: bearer, params: MemberIdParams, summary: 'Programs the member is eligible for (content ids for the content catalogue)',
        response: responses({ 200: Type.Object({ programs: Type.Array(Type.Object({ programId: Type.String(), ssoKey: Type.Union([Type.String(), Type.Null()]) })) }) }),
      },
    },
    async (request) => {
      const { member } = memberSubject(request);
      return { programs: rightsOf(member).programs.map((p) => ({ programId: p.programId, ssoKey: partnersOfProgram(p.programId)[0] ?? null })) };
    },
  );

  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/pharmacy',
    {
      config: { access: { kind: 'pharmacy', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['pharmacy'], security: bearer, params: MemberIdParams, summary: 'Pharmacy center: PHA-0001 for members under 17',
        response: responses({
          200: Type.Object({
            memberId: Type.String(), pharmacyCenter: Type.Boolean(), rxSavingsSolutions: Type.Boolean(), mailOrderPhone: Type.String(), supportHours: Type.String(),
            recentFills: Type.Array(Type.Object({ claimId: Type.String(), drug: Type.String(), filledOn: Type.String(), pharmacy: Type.String(), memberCost: Type.Union([Type.Number(), Type.Null()]) })),
          }),
        }),
      },
    },
    async (request) => {
      const { member } = memberSubject(request);
      const rights = rightsOf(member);
      requireRight(member, rights.pharmacyCenter || rights.rxSavingsSolutions, 'The pharmacy center');
      if (ageOn(member.birthDate) < PHARMACY_MINIMUM_AGE) throw coded('PHA-0001');
      const fills = await db.select().from(claims).where(and(eq(claims.memberId, member.memberId), eq(claims.claimType, 'Pharmacy'))).orderBy(desc(claims.serviceDate)).limit(10);
      return {
        memberId: member.memberId, pharmacyCenter: rights.pharmacyCenter, rxSavingsSolutions: rights.rxSavingsSolutions,
        mailOrderPhone: phoneNumberDigits(phoneLines.pharmacy.phone), supportHours: phoneLines.pharmacy.hours,
        recentFills: fills.map((c) => ({ claimId: c.claimId, drug: c.lines[0]?.description ?? '', filledOn: c.serviceDate, pharmacy: c.providerName, memberCost: c.memberOweCents === null ? null : dollars(c.memberOweCents) })),
      };
    },
  );

  // ---- Address ----
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/address',
    {
      config: { access: { kind: 'address', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['profile'], security: bearer, params: MemberIdParams, summary: 'Mailing address on file; updatable=false means show the employer/state or Policy Information message',
        response: responses({ 200: Type.Object({ address: AddressOnFile, updatable: Type.Boolean(), reason: Type.Union([Type.String(), Type.Null()]) }) }),
      },
    },
    async (request) => {
      const { member } = memberSubject(request);
      const reason = member.ssoType ? 'sso' : member.planKind === 'group' || member.planKind === 'employee' ? 'employer' : null;
      return { address: member.address, updatable: reason === null, reason };
    },
  );

  api.put<{ Params: Static<typeof MemberIdParams>; Body: Static<typeof AddressBody> }>(
    '/members/:memberId/address',
    {
      config: { access: { kind: 'address', action: 'change', subject: 'params.memberId' }, errorCode: 'UPD-0030' },
      schema: { tags: ['profile'], security: bearer, params: MemberIdParams, body: AddressBody, summary: 'Update the mailing address (individual and Medicare plans)', response: responses({ 200: Ok }, [400, 401, 403, 422]) },
    },
    async (request) => {
      const { member } = memberSubject(request);
      if (member.ssoType) throw coded('UPD-0031');
      if (member.planKind === 'group' || member.planKind === 'employee') throw coded('UPD-0032');
      const next = { ...request.body, address2: request.body.address2 ?? '' };
      // An update that changes nothing is refused as a whole (no one field is at fault).
      if (changedAddressParts(member.address, next).length === 0) throw coded('UPD-0033');
      await db.update(members).set({ address: next }).where(eq(members.contractId, member.contractId));
      deps.state.generation += 1;
      return ok('Your address has been updated.');
    },
  );

  // ---- Contact ----
  api.post<{ Body: Static<typeof ContactBody> }>(
    '/contact',
    {
      config: { access: { kind: 'contact', action: 'change', subject: 'body.memberId' }, errorCode: 'CON-0001' },
      schema: { tags: ['contact'], security: bearer, body: ContactBody, summary: 'Send a message to customer service (comment at most 450 characters)', response: responses({ 201: Ok }, [400, 401, 403]) },
    },
    async (request, reply) => {
      const { caller, member } = memberSubject(request);
      if (member.companyId !== request.body.companyId) throw fieldError('CON-0002', 'companyId', 'Does not match the member.');
      await db.insert(contactRequests).values({ username: caller.username, memberId: member.memberId, payload: request.body });
      const user = (await db.select().from(users).where(eq(users.username, caller.username)).limit(1))[0];
      if (user) await send(db, { to: user.email, channel: 'email', subject: 'We received your message', body: 'Thank you for contacting us. We will call you at the time you chose.' });
      return reply.code(201).send(ok('Your message has been sent.'));
    },
  );

  // ---- Single sign-on ----
  api.post<{ Body: Static<typeof SsoBody> }>(
    '/sso',
    {
      config: { access: { kind: 'sso', action: 'read', subject: 'body.memberId', alsoEach: 'body.userName' }, errorCode: 'BP-NFA-100' },
      schema: {
        tags: ['sso'], security: bearer, body: SsoBody,
        summary: `Single sign-on handoff: returns an ssoForm (form + auto-submit script) for a partner key (${Object.keys(PARTNERS).join(', ')}) or an external app (${Object.keys(EXTERNAL_APPS).join(', ')}); 403 BP-NFA-403 unless one of the plan's programs or pages offers it`,
        response: responses({ 200: Type.Object({ ssoForm: Type.String(), target: Type.String(), key: Type.String() }) }),
      },
    },
    async (request) => {
      const { caller, member } = memberSubject(request);
      const key = request.body.key ?? request.body.app;
      if (!key) throw callError(400, 'BP-NFA-100', 'Give key (or app).', [{ field: 'key', message: 'This field is required.' }]);
      const handoffMember = { rights: rightsOf(member), birthDate: member.birthDate };
      if (isExternalApp(key) ? !externalAppAllowed(key, handoffMember) : !partnerAllowed(key, handoffMember)) {
        throw forbidden('BP-NFA-403', isExternalApp(key) ? 'This application is not available for this plan.' : 'This partner is not available for this plan.');
      }
      const action = `${deps.config.publicUrl}/sandbox/partners/${key}`;
      const fields: Record<string, string> = isExternalApp(key)
        ? {
            payload: JSON.stringify({ app: key, userName: caller.username, companyId: member.companyId, memberId: member.memberId, contractType: member.contractType, relayState: request.body.relayState ?? '' }),
          }
        : {
            SAMLResponse: Buffer.from(
              `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_${randomBytes(8).toString('hex')}" IssueInstant="${new Date().toISOString()}" Destination="${action}">` +
                `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"><saml:Issuer>${deps.config.publicUrl}</saml:Issuer>` +
                `<saml:Subject><saml:NameID>${member.memberId}</saml:NameID></saml:Subject>` +
                `<saml:AttributeStatement><saml:Attribute Name="firstName"><saml:AttributeValue>${member.firstName}</saml:AttributeValue></saml:Attribute>` +
                `<saml:Attribute Name="lastName"><saml:AttributeValue>${member.lastName}</saml:AttributeValue></saml:Attribute>` +
                `<saml:Attribute Name="groupId"><saml:AttributeValue>${member.groupId}</saml:AttributeValue></saml:Attribute>` +
                `<saml:Attribute Name="birthDate"><saml:AttributeValue>${member.birthDate}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>` +
                `</saml:Assertion></samlp:Response>`,
            ).toString('base64'),
            RelayState: request.body.relayState ?? '',
          };
      const inputs = Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
      const formId = `sso-${key}`;
      const ssoForm = html`<form id="${formId}" action="${action}" method="post">${inputs}<noscript><button type="submit">Continue to ${targetName(key) ?? key}</button></noscript></form><script>document.getElementById('${formId}').submit();</script>`.__html;
      return { ssoForm, target: targetName(key) ?? key, key };
    },
  );

}
