import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { html } from '../../html.ts';
import { externalAppAllowed, partnerAllowed } from '../../services/handoff-eligibility.ts';
import { EXTERNAL_APPS, isExternalApp, PARTNERS, SSO_KEYS, targetName } from '../../services/partners.ts';
import { memberSubject } from '../../access/route-access.ts';
import { rightsOf } from '../member-rights.ts';
import { callError, forbidden } from '../errors.ts';
import { ContractType, responses, bearer } from '../schemas.ts';

const SsoBody = Type.Object(
  {
    key: Type.Optional(
      Type.Union(
        SSO_KEYS.map((k) => Type.Literal(k)),
        { description: 'Partner key or external app' },
      ),
    ),
    app: Type.Optional(
      Type.Union(
        Object.keys(EXTERNAL_APPS).map((k) => Type.Literal(k)),
        { description: 'External-app handoff (alias of key)' },
      ),
    ),
    memberId: Type.String({ minLength: 1, maxLength: 32 }),
    userName: Type.Optional(Type.String({ maxLength: 64 })),
    companyId: Type.Optional(Type.String({ maxLength: 16 })),
    contractType: Type.Optional(ContractType),
    relayState: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

function singleSignOn(api: FastifyInstance, deps: AppDeps): void {
  api.post<{ Body: Static<typeof SsoBody> }>(
    '/sso',
    {
      config: { access: { kind: 'sso', action: 'read', subject: 'body.memberId', alsoEach: 'body.userName' }, errorCode: 'BP-NFA-100' },
      schema: {
        tags: ['sso'],
        security: bearer,
        body: SsoBody,
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
        throw forbidden(
          'BP-NFA-403',
          isExternalApp(key) ? 'This application is not available for this plan.' : 'This partner is not available for this plan.',
        );
      }
      const action = `${deps.config.publicUrl}/sandbox/partners/${key}`;
      const fields: Record<string, string> = isExternalApp(key)
        ? {
            payload: JSON.stringify({
              app: key,
              userName: caller.username,
              companyId: member.companyId,
              memberId: member.memberId,
              contractType: member.contractType,
              relayState: request.body.relayState ?? '',
            }),
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
      const ssoForm =
        html`<form id="${formId}" action="${action}" method="post">${inputs}<noscript><button type="submit">Continue to ${targetName(key) ?? key}</button></noscript></form><script>document.getElementById('${formId}').submit();</script>`
          .__html;
      return { ssoForm, target: targetName(key) ?? key, key };
    },
  );
}

/** Single sign-on to a partner or external app: the auto-posting form that carries the assertion. */
export default async function ssoRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  singleSignOn(api, deps);
}
