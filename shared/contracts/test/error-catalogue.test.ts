// The one error catalogue (docs/product/errors-and-messages.md#errors-dialog) that the portal shows and the member API sends from.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  callErrorCodes,
  codedErrorFamilies,
  codedErrors,
  isCallErrorCode,
  isCodedErrorCode,
  type CodedErrorCode,
} from '@portal/contracts/error-catalogue';
import { codedMessages, genericMessages, memberMessage } from '@portal/contracts/error-messages';
import { phoneLines } from '@portal/contracts/phone-lines';

const sandboxSource = path.resolve(__dirname, '../../../sandbox/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sourceFiles(full);
    return full.endsWith('.ts') ? [full] : [];
  });
}

/** Every literal error code in the sandbox's source (coded families and call codes). */
function codesTheSandboxNames(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(sandboxSource)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/['"`]((?:[A-Z]{2,4}-\d{4})|(?:BP-N?FA-\d{3,4}))['"`]/g))
      found.set(match[1]!, path.relative(sandboxSource, file));
  }
  return found;
}

/**
 * Error codes built at run time from template literals, which the scan above cannot read (an injected
 * fault once sent `BP-NFA-${status}`: BP-NFA-500, in no catalogue). Caught: a `code` property written as
 * a template literal with a placeholder, a call code (BP-NFA-, BP-FA-) with a placeholder, and a coded
 * family's code with digits beside a placeholder (LOG-00${n}). Identifiers that start like a family
 * (PAY-${contractId}-2026-01, a payment) are not codes and are left alone.
 */
function templateCodeShapes(): RegExp[] {
  const families = codedErrorFamilies.join('|');
  return [
    /\bcode\s*:\s*`[^`]*\$\{[^`]*`/g,
    /`BP-N?FA-[^`]*\$\{[^`]*`/g,
    new RegExp(`\`(?:${families})-(?:\\d+\\$\\{[^}\`]*\\}|\\$\\{[^}\`]*\\}\\d+)[^\`]*\``, 'g'),
  ];
}

function templateCodesIn(text: string): string[] {
  return templateCodeShapes().flatMap((shape) => [...text.matchAll(shape)].map((match) => match[0]));
}

function codesBuiltFromTemplates(): string[] {
  return sourceFiles(sandboxSource).flatMap((file) =>
    templateCodesIn(readFileSync(file, 'utf8')).map((code) => `${code} (${path.relative(sandboxSource, file)})`),
  );
}

const SPEC_FAMILIES = [
  'REG',
  'LOG',
  'CON',
  'CONT',
  'IDS',
  'NOT',
  'OPT',
  'ADM',
  'RES',
  'CHP',
  'OCI',
  'COC',
  'TAC',
  'FOR',
  'TRD',
  'UPD',
  'WEL',
  'PHA',
  'OAU',
  'EOB',
  'FRM',
];

describe('the error catalogue', () => {
  it('has entries in every code family of docs/product/errors-and-messages.md#errors-coded-families', () => {
    const codes = Object.keys(codedErrors);
    for (const family of SPEC_FAMILIES) expect(codes.filter((code) => code.startsWith(`${family}-`))).not.toHaveLength(0);
    expect(codedErrorFamilies).toEqual(expect.arrayContaining(SPEC_FAMILIES));
    // Every code belongs to a family the catalogue names, in the shape FAMILY-0000.
    for (const code of codes) expect(codedErrorFamilies).toContain(/^([A-Z]+)-\d{4}$/.exec(code)?.[1]);
  });

  it('gives every code the sandbox can send the portal’s words (a scan of sandbox/src)', () => {
    const found = codesTheSandboxNames();
    expect(found.size).toBeGreaterThan(40);
    const missing = [...found]
      .filter(([code]) => !isCodedErrorCode(code) && !isCallErrorCode(code))
      .map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
    for (const [code] of found) if (isCodedErrorCode(code)) expect(codedMessages[code]).toBe(codedErrors[code].message);
  });

  it('finds no error code the sandbox builds from a template literal (every code it sends is one the scan can check)', () => {
    expect(codesBuiltFromTemplates()).toEqual([]);
  });

  it('would find such a code: the scan’s shapes catch what it is for', () => {
    // Lines like the ones the scan must catch, and identifiers it must leave alone.
    const caught = (line: string) => templateCodesIn(line).length > 0;
    expect(caught("reply.code(500).send({ code: `BP-NFA-${fault.status}`, message: 'Injected fault (sandbox).' })")).toBe(true);
    expect(caught('const code = `BP-NFA-${status}`;')).toBe(true);
    expect(caught('throw coded(`LOG-00${n}` as CodedErrorCode);')).toBe(true);
    expect(caught('const body = { code: `${family}-0001` };')).toBe(true);
    expect(caught('const paymentId = `PAY-${contractId}-${month}`;')).toBe(false);
    expect(caught("const code = 'BP-NFA-404';")).toBe(false);
  });

  it('tells a member with no email address or phone on file how to reach member portal help', () => {
    const { phone, hours } = phoneLines.portalHelp;
    expect(codedErrors['LOG-0016'].message).toContain(`Call member portal help at ${phone}, ${hours} (TTY 711).`);
  });

  it('keeps the meanings docs/product/errors-and-messages.md#errors-dialog fixes', () => {
    const says = (code: CodedErrorCode, pattern: RegExp) => expect(codedErrors[code].message).toMatch(pattern);
    says('LOG-0014', /username or password .* incorrect/i);
    says('LOG-0015', /locked .* too many failed/i);
    says('LOG-0016', /no|don’t have a phone number or email/i);
    says('LOG-0018', /locked after the third failed/i);
    says('IDS-0002', /fax .* unavailable/i);
    says('IDS-0005', /fax .* unavailable/i);
    says('IDS-0006', /replacement card cannot be processed/i);
    says('IDS-0007', /renewal/i);
    says('OAU-0001', /sign in again/i);
    says('EOB-0001', /error loading this document/i);
    says('EOB-0002', /blocked/i);
    says('FRM-0002', /security/i);
    says('FRM-0003', /not available/i);
    expect(codedErrors['LOG-0013']).toMatchObject({ status: 429 });
  });

  it('answers every member who cannot register with REG-0004 (REG-0005 is gone)', () => {
    expect(codedErrors['REG-0004'].status).toBe(404);
    expect(isCodedErrorCode('REG-0005')).toBe(false);
  });

  it('says one thing for LOG-0011 wherever the passcode attempts run out (sign-in or account help)', () => {
    expect(codedErrors['LOG-0011'].message).toBe(
      'You have reached the maximum number of passcode attempts. Start again to get a new passcode.',
    );
  });

  it('has the admin console’s words: search, block and unblock by date', () => {
    const adm = Object.entries(codedErrors)
      .filter(([code]) => code.startsWith('ADM-'))
      .map(([, entry]) => entry.message)
      .join(' ');
    expect(adm).toMatch(/search/i);
    expect(adm).toMatch(/block date or an unblock date, not both/i);
    expect(adm).toMatch(/already blocked/i);
    expect(adm).toMatch(/not blocked/i);
  });

  it('keeps the generic messages of docs/product/errors-and-messages.md#errors-dialog, with one for too many attempts (429)', () => {
    for (const key of [
      'event',
      '400',
      '401',
      '403',
      '404',
      '422',
      '500',
      'default',
      '503',
      'timeout',
      'UNAUTHORIZED_ERROR',
      'UNHANDLED_ERROR',
      '429',
    ] as const) {
      expect(genericMessages[key]).toEqual(expect.any(String));
    }
    expect(genericMessages['429']).toMatch(/too many times/i);
  });

  it('shows the catalogue’s words for a coded answer, the generic message for a call code', () => {
    expect(memberMessage('IDS-0002', '503')).toBe(codedErrors['IDS-0002'].message);
    expect(memberMessage('BP-NFA-0231', '404')).toBe(genericMessages['404']);
    expect(memberMessage(undefined, 'default')).toBe(genericMessages.default);
    expect(callErrorCodes).toEqual(expect.arrayContaining(['BP-NFA-001', 'BP-NFA-100', 'BP-NFA-0236', 'BP-FA-004', 'BP-FA-006']));
  });
});
