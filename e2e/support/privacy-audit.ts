// The privacy audit: what counts as secret (tokens, passcodes, member data) and where a
// test looks for it (console output, page addresses, session-recording events).
import type { Page } from '@playwright/test';
import { personaPassword } from '@portal/tools/sandbox-sign-in';
import { sandboxUrl } from './sandbox';

export interface AuditedText {
  where: 'console' | 'address' | 'session recording' | 'sandbox log';
  text: string;
}

/** A JSON Web Token anywhere in a text (three base64url parts, the first a JSON header). */
const jwtPattern = /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*/;

/** The seeded members' ids, names, birth dates, emails and phones, and the shared password. */
export async function personaSecrets(): Promise<string[]> {
  const response = await fetch(`${sandboxUrl}/sandbox/personas`);
  if (!response.ok) throw new Error(`the sandbox personas answered ${response.status}`);
  const personas = (await response.json()) as { username: string; memberId: string; name?: string; birthDate?: string }[];
  const values = personas.flatMap((persona) => [persona.memberId, persona.name, persona.birthDate, `${persona.username}@example.com`]);
  return [personaPassword, ...values.filter((value): value is string => typeof value === 'string' && value.length >= 6)];
}

/** The tab's own tokens and code verifier, the passcodes sent to its member, and its recorded events. */
export async function tabSecrets(tab: Page): Promise<{ secrets: string[]; recording: string[] }> {
  try {
    const { stored, recording } = await tab.evaluate(() => ({
      stored: ['access_token', 'refresh_token', 'id_token', 'code_verifier'].map((key) => sessionStorage.getItem(key)),
      recording: ((window as unknown as { __PORTAL_QA__?: { sessionRecording?: unknown[] } }).__PORTAL_QA__?.sessionRecording ?? []).map(
        (event) => JSON.stringify(event),
      ),
    }));
    const username = await tab.evaluate(() => sessionStorage.getItem('logged_in_user'));
    const passcodes = await passcodesSentTo(`${username ?? 'ava.medical'}@example.com`);
    return { secrets: [...stored.filter((value): value is string => Boolean(value)), ...passcodes], recording };
  } catch {
    // A tab on another origin or in the middle of a navigation: nothing of its own to read.
    return { secrets: [], recording: [] };
  }
}

export async function passcodesSentTo(address: string): Promise<string[]> {
  const response = await fetch(`${sandboxUrl}/sandbox/outbox?to=${encodeURIComponent(address)}`);
  if (!response.ok) return [];
  const messages = (await response.json()) as { body: string }[];
  return messages.flatMap((message) => /\b\d{6}\b/.exec(message.body)?.[0] ?? []);
}

/** Each place a secret or a token-shaped string shows, named without repeating the secret itself. */
export function findLeaks(seen: readonly AuditedText[], secrets: readonly string[]): string[] {
  const leaks: string[] = [];
  for (const { where, text } of seen) {
    if (jwtPattern.test(text)) leaks.push(`${where}: a JSON Web Token in "${text.replace(jwtPattern, '<token>').slice(0, 120)}"`);
    for (const secret of new Set(secrets)) {
      if (text.includes(secret))
        leaks.push(`${where}: a secret of ${secret.length} characters in "${text.split(secret).join('<secret>').slice(0, 120)}"`);
    }
  }
  return leaks;
}
