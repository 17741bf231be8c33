import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { triesRemainingSentence } from '@portal/contracts/error-catalogue';
import { hashSecret, needsRehash, verifySecret, verifyWithoutAccount } from '../auth/passwords.ts';
import type { ThrottleCheck } from '../auth/throttle-policy.ts';
import { coded, signInStatus } from './sign-in-message.ts';
import { isBlocked } from '../auth/account-block.ts';
import { afterFailedSignIn, lockEndsAt, lockEndsSentence, type SignInFailures } from '../auth/sign-in-lock.ts';
import { insurerToday } from '../seed/dates.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { SandboxConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { html, page, raw, STYLESHEET, type RawHtml } from '../html.ts';
import { checkPasscode, issuePasscode, maskEmail, maskPhone } from '../services/outbox.ts';
import type { RuntimeState } from '../state.ts';
import { MEMBER_API_SCOPE, PORTAL_CLIENT_ID, PORTAL_SCOPE } from './provider.ts';
import { clientAddress } from '../http/client-address.ts';
import { signInBrandOf, type SignInBrand } from './sign-in-brand.ts';

interface FormBody {
  username?: string;
  password?: string;
  channel?: string;
  passcode?: string;
}

function cspFor(config: SandboxConfig): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${config.portalOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function alert(message: string | undefined): RawHtml {
  return message ? html`<div role="alert" class="alert" id="form-error">${message}</div>` : raw('');
}

function loginPage(uid: string, brand: SignInBrand, opts: { error?: string; username?: string } = {}): string {
  const describedBy = opts.error ? ' aria-describedby="form-error" aria-invalid="true"' : '';
  return page(
    'Sign in',
    html`<h1>Sign in</h1>
${alert(opts.error)}
<form method="post" action="/interaction/${uid}/login" novalidate>
  <label for="username">Username</label>
  <input id="username" name="username" type="text" autocomplete="username" required value="${opts.username ?? ''}"${raw(describedBy)}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${raw(describedBy)}>
  <button type="submit">Sign in</button>
</form>
<p class="hint">Forgot your username or password? Use Account Help in the member portal.</p>`,
    brand,
  );
}

function passcodePage(
  uid: string,
  brand: SignInBrand,
  opts: { error?: string; status?: string; sent?: boolean; channel?: 'email' | 'text'; emailMasked: string; phoneMasked: string },
): string {
  const checked = (c: 'email' | 'text') => ((opts.channel ?? 'email') === c ? raw(' checked') : raw(''));
  return page(
    'Verify your identity',
    html`<h1>Verify your identity</h1>
${alert(opts.error)}
${opts.status ? html`<div role="status" class="status">${opts.status}</div>` : raw('<div role="status" class="status" hidden></div>')}
<form method="post" action="/interaction/${uid}/passcode/send">
  <fieldset>
    <legend>Where should we send your one-time passcode?</legend>
    <div class="choice"><input type="radio" id="channel-email" name="channel" value="email"${checked('email')}><label for="channel-email">Email</label> <span class="hint">${opts.emailMasked}</span></div>
    <div class="choice"><input type="radio" id="channel-text" name="channel" value="text"${checked('text')}><label for="channel-text">Text</label> <span class="hint">${opts.phoneMasked}</span></div>
  </fieldset>
  <button type="submit" class="${opts.sent ? 'secondary' : ''}">Send passcode</button>
</form>
<form method="post" action="/interaction/${uid}/passcode/verify" novalidate>
  <label for="passcode">Passcode</label>
  <input id="passcode" name="passcode" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required${opts.error ? raw(' aria-describedby="form-error"') : raw('')}>
  <p class="hint">The passcode is 6 digits and expires after 5 minutes.</p>
  <button type="submit">Verify</button>
</form>`,
    brand,
  );
}

type InteractionDeps = { provider: Provider; db: Db; state: RuntimeState; config: SandboxConfig; audit: AuditTrail };

/** Answers with a sign-in page: never cached, never framed, under the pages' own Content-Security-Policy. */
const htmlSender = (csp: string) => (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp)
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .send(body);

/** What the sign-in pages share: the audit of sign-in outcomes, HTML answers, the interaction, the user and the passcode page. */
function interactionHelpers(deps: InteractionDeps) {
  const { provider, db, state, config } = deps;
  // Audit trail (sandbox/README.md#audit-trail): sign-in outcomes and locks. A failed attempt is anonymous (nobody
  // proved who they are) and names the account only when it exists, never a mistyped username.
  const signInAudit = (route: string, status: number, outcome: 'success' | 'failure', username?: string) =>
    deps.audit.record({
      actor: outcome === 'success' && username ? username : 'anonymous',
      actorRole: outcome === 'success' ? 'member' : 'anonymous',
      subjectUsername: username ?? null,
      action: outcome === 'success' ? 'signin.success' : 'signin.failure',
      outcome,
      route,
      status,
    });
  const LOGIN = 'POST /interaction/:uid/login';
  const VERIFY = 'POST /interaction/:uid/passcode/verify';
  const csp = cspFor(config);
  /** The caller's address for per-address throttles (the browser's, behind the portal's gateway). */
  const addressOf = (request: FastifyRequest) => clientAddress(request, config.portalGatewayKey);

  const sendHtml = htmlSender(csp);

  async function details(request: FastifyRequest, reply: FastifyReply) {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      await sendHtml(reply, 400, page('Sign-in expired', html`<h1>Sign-in expired</h1>${alert(coded('LOG-0017'))}`));
      return undefined;
    }
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: Record<string, unknown>) {
    const redirectTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.code(303).header('cache-control', 'no-store').redirect(redirectTo, 303);
  }

  /**
   * Counts a failed sign-in of an account (src/auth/sign-in-lock.ts). The write only lands on the
   * record it was worked out from, so failures at the same moment are each counted.
   */
  async function recordAccountFailure(
    user: SignInFailures & { username: string },
    now: Date,
  ): Promise<{ next: SignInFailures; locked: boolean }> {
    let current: SignInFailures = user;
    for (;;) {
      const outcome = afterFailedSignIn(current, now);
      const written = await db
        .update(users)
        .set(outcome.next)
        .where(
          and(
            eq(users.username, user.username),
            eq(users.failedSignIns, current.failedSignIns),
            current.lastFailedSignInAt ? eq(users.lastFailedSignInAt, current.lastFailedSignInAt) : isNull(users.lastFailedSignInAt),
          ),
        )
        .returning({ username: users.username });
      if (written.length) return outcome;
      const fresh = await userFor(user.username);
      if (!fresh) return outcome;
      current = fresh;
    }
  }

  async function userFor(username: string) {
    const rows = await db.select().from(users).where(eq(users.username, username)).limit(1);
    return rows[0];
  }

  async function renderPasscode(
    reply: FastifyReply,
    uid: string,
    brand: SignInBrand,
    status: number,
    extra: { error?: string; status?: string; sent?: boolean },
  ) {
    const step = state.signInSteps.get(uid);
    const user = step ? await userFor(step.username) : undefined;
    if (!step || !user)
      return sendHtml(reply, 400, page('Sign-in expired', html`<h1>Sign-in expired</h1>${alert(coded('LOG-0017'))}`, brand));
    return sendHtml(
      reply,
      status,
      passcodePage(uid, brand, { ...extra, channel: step.channel, emailMasked: maskEmail(user.email), phoneMasked: maskPhone(user.phone) }),
    );
  }
  return { signInAudit, LOGIN, VERIFY, addressOf, sendHtml, details, finish, recordAccountFailure, userFor, renderPasscode };
}

type InteractionHelpers = ReturnType<typeof interactionHelpers>;

/** The pages' style sheet, an interaction's page (sign-in, passcode or implied consent) and the username and password step. */
function registerSignInPages(app: FastifyInstance, deps: InteractionDeps, helpers: InteractionHelpers): void {
  const { provider, db, state, config } = deps;
  const { signInAudit, LOGIN, addressOf, sendHtml, details, finish, recordAccountFailure, userFor, renderPasscode } = helpers;
  app.get('/sandbox-assets/style.css', { schema: { hide: true } }, (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=600').send(STYLESHEET),
  );

  app.get<{ Params: { uid: string } }>('/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    const { uid, prompt } = interaction;
    const brand = signInBrandOf(interaction.params);
    if (prompt.name === 'consent') {
      // First-party portal client: consent is implied.
      const grant = interaction.grantId
        ? await provider.Grant.find(interaction.grantId)
        : new provider.Grant({ accountId: interaction.session?.accountId, clientId: PORTAL_CLIENT_ID });
      if (!grant) return finish(request, reply, { error: 'access_denied', error_description: 'Grant not found.' });
      grant.addOIDCScope(PORTAL_SCOPE);
      grant.addResourceScope(config.memberAudience, MEMBER_API_SCOPE);
      const grantId = await grant.save();
      return finish(request, reply, { consent: { grantId } });
    }
    if (state.signInSteps.has(uid))
      return renderPasscode(reply, uid, brand, 200, { sent: Boolean(state.signInSteps.get(uid)?.passcodeId) });
    return sendHtml(reply, 200, loginPage(uid, brand));
  });

  app.post<{ Params: { uid: string }; Body: FormBody }>('/interaction/:uid/login', { schema: { hide: true } }, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    const uid = interaction.uid;
    const brand = signInBrandOf(interaction.params);
    const username = String(request.body?.username ?? '').trim();
    const password = String(request.body?.password ?? '');
    if (!username || !password) {
      return sendHtml(reply, 400, loginPage(uid, brand, { username, error: coded(!username ? 'LOG-0001' : 'LOG-0002') }));
    }
    // Failed sign-ins only count (src/auth/throttle-policy.ts): per address across usernames, and per username.
    const failureChecks: ThrottleCheck[] = [
      ['identityFailuresPerAddress', addressOf(request)],
      ['signInFailuresPerUsername', username],
    ];
    const wait = state.throttles.retryAfterSeconds(failureChecks);
    if (wait)
      return sendHtml(reply.header('retry-after', String(wait)), 429, loginPage(uid, brand, { username, error: coded('LOG-0013') }));
    const now = new Date();
    const user = await userFor(username);
    // An account and a username with no account keep the same record and get the same answers, so
    // the answers do not tell which usernames exist: LOG-0014 twice, LOG-0018 at the third failure, LOG-0015
    // until the lock ends, each lock answer saying when it ends; the same scrypt work every time.
    const record: SignInFailures = user ?? state.unknownUsernameFailures.get(username, now);
    const endsAt = lockEndsAt(record, now);
    if (endsAt) {
      // The password of a locked username is not checked (it stays locked either way), but costs the same work.
      await verifyWithoutAccount(password);
      state.throttles.record(failureChecks);
      signInAudit(LOGIN, signInStatus('LOG-0015'), 'failure', user?.username);
      return sendHtml(
        reply,
        signInStatus('LOG-0015'),
        loginPage(uid, brand, { username, error: coded('LOG-0015', lockEndsSentence(endsAt)) }),
      );
    }
    const passwordRight = user ? await verifySecret(password, user.passwordHash) : await verifyWithoutAccount(password);
    if (!user || !passwordRight) {
      state.throttles.record(failureChecks);
      const { next, locked } = user ? await recordAccountFailure(user, now) : afterFailedSignIn(record, now);
      if (!user) state.unknownUsernameFailures.set(username, next, now);
      const code = locked ? 'LOG-0018' : 'LOG-0014';
      // A failed attempt names the account only when it exists, never a mistyped username.
      signInAudit(LOGIN, signInStatus(code), 'failure', user?.username);
      if (locked && user)
        deps.audit.record({
          actor: 'system',
          actorRole: 'system',
          subjectUsername: user.username,
          action: 'account.locked',
          outcome: 'success',
          route: LOGIN,
          status: signInStatus(code),
        });
      return sendHtml(
        reply,
        signInStatus(code),
        loginPage(uid, brand, { username, error: locked ? coded(code, lockEndsSentence(lockEndsAt(next, now)!)) : coded(code) }),
      );
    }
    // Blocked by staff: said only to whoever knows the password, so the answer tells nobody
    // else that the account exists; from the block date on, until the unblock date (Central time).
    if (isBlocked(user, insurerToday())) {
      signInAudit(LOGIN, signInStatus('ADM-0008'), 'failure', user.username);
      return sendHtml(reply, signInStatus('ADM-0008'), loginPage(uid, brand, { username, error: coded('ADM-0008') }));
    }
    // A hash from before today's scrypt cost is replaced now that the password is known to be right.
    const upgradedHash = needsRehash(user.passwordHash) ? { passwordHash: await hashSecret(password) } : {};
    await db
      .update(users)
      .set({ failedSignIns: 0, lastFailedSignInAt: null, ...upgradedHash })
      .where(eq(users.username, user.username));
    if (!user.email && !user.phone)
      return sendHtml(reply, signInStatus('LOG-0016'), loginPage(uid, brand, { username, error: coded('LOG-0016') }));
    state.signInSteps.set(uid, { username: user.username, passwordVerifiedAt: Date.now(), channel: user.mfaPreference });
    return reply.code(303).redirect(`/interaction/${uid}`, 303);
  });
}

/** Sending the one-time passcode by email or text, and checking it. */
function registerPasscodeRoutes(app: FastifyInstance, deps: InteractionDeps, helpers: InteractionHelpers): void {
  const { db, state } = deps;
  const { signInAudit, VERIFY, addressOf, sendHtml, details, finish, userFor, renderPasscode } = helpers;
  app.post<{ Params: { uid: string }; Body: FormBody }>(
    '/interaction/:uid/passcode/send',
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const uid = interaction.uid;
      const brand = signInBrandOf(interaction.params);
      const step = state.signInSteps.get(uid);
      if (!step) return sendHtml(reply, 400, loginPage(uid, brand, { error: coded('LOG-0017') }));
      const channel = request.body?.channel;
      if (channel !== 'email' && channel !== 'text') return renderPasscode(reply, uid, brand, 400, { error: coded('LOG-0003') });
      const user = await userFor(step.username);
      if (!user) return sendHtml(reply, 400, loginPage(uid, brand, { error: coded('LOG-0017') }));
      const lockEnds = lockEndsAt(user);
      if (lockEnds)
        return sendHtml(reply, signInStatus('LOG-0015'), loginPage(uid, brand, { error: coded('LOG-0015', lockEndsSentence(lockEnds)) }));
      const address = channel === 'email' ? user.email : user.phone;
      step.channel = channel;
      const sendChecks: ThrottleCheck[] = [
        ['signInPasscodeSendsPerAddress', addressOf(request)],
        ['passcodeSendsPerAccount', user.username],
        ['passcodeSendsPerDestination', address],
      ];
      const wait = state.throttles.retryAfterSeconds(sendChecks);
      if (wait) return renderPasscode(reply.header('retry-after', String(wait)), uid, brand, 429, { error: coded('LOG-0013') });
      state.throttles.record(sendChecks);
      step.sendChecks = sendChecks;
      step.passcodeId = await issuePasscode(db, { username: user.username, purpose: 'signin', channel, address });
      step.maskedAddress = channel === 'email' ? maskEmail(address) : maskPhone(address);
      return renderPasscode(reply, uid, brand, 200, { sent: true, status: `We sent a passcode to ${step.maskedAddress}.` });
    },
  );

  app.post<{ Params: { uid: string }; Body: FormBody }>(
    '/interaction/:uid/passcode/verify',
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const uid = interaction.uid;
      const brand = signInBrandOf(interaction.params);
      const step = state.signInSteps.get(uid);
      if (!step) return sendHtml(reply, 400, loginPage(uid, brand, { error: coded('LOG-0017') }));
      const code = String(request.body?.passcode ?? '').trim();
      const failureChecks: ThrottleCheck[] = [
        ['identityFailuresPerAddress', addressOf(request)],
        ['passcodeFailuresPerAccount', step.username],
      ];
      const wait = state.throttles.retryAfterSeconds(failureChecks);
      if (wait) return renderPasscode(reply.header('retry-after', String(wait)), uid, brand, 429, { error: coded('LOG-0013') });
      if (!step.passcodeId) return renderPasscode(reply, uid, brand, 400, { error: coded('LOG-0003') });
      if (!/^[0-9]{6}$/.test(code)) return renderPasscode(reply, uid, brand, 400, { error: coded('LOG-0004'), sent: true });
      const result = await checkPasscode(db, step.passcodeId, code);
      if (result.ok) {
        // The passcode reached its owner: its send does not count against the send limits.
        if (step.sendChecks) state.throttles.forgive(step.sendChecks);
        state.signInSteps.delete(uid);
        // A block that started after the password step (staff blocked the account meanwhile).
        const user = await userFor(step.username);
        if (!user || isBlocked(user, insurerToday())) {
          signInAudit(VERIFY, signInStatus('ADM-0008'), 'failure', step.username);
          return sendHtml(reply, signInStatus('ADM-0008'), loginPage(uid, brand, { error: coded(user ? 'ADM-0008' : 'LOG-0017') }));
        }
        signInAudit(VERIFY, 303, 'success', step.username);
        return finish(request, reply, {
          login: { accountId: step.username, amr: ['pwd', 'otp'], acr: 'urn:sandbox:mfa', remember: false },
        });
      }
      if (result.reason === 'incorrect' || result.reason === 'exceeded') state.throttles.record(failureChecks);
      signInAudit(VERIFY, result.reason === 'exceeded' ? 303 : 400, 'failure', step.username);
      if (result.reason === 'incorrect') {
        const n = result.attemptsRemaining;
        return renderPasscode(reply, uid, brand, 400, { sent: true, error: coded('LOG-0010', triesRemainingSentence(n, 'attempt')) });
      }
      if (result.reason === 'expired') return renderPasscode(reply, uid, brand, 400, { error: coded('LOG-0012') });
      // Maximum attempts: the sign-in ends and the portal gets an error on its redirect URI.
      state.signInSteps.delete(uid);
      return finish(request, reply, { error: 'access_denied', error_description: coded('LOG-0011') });
    },
  );
}

/** Sign-in interaction pages: username and password, then a one-time passcode by email or text. */
export function registerInteractions(app: FastifyInstance, deps: InteractionDeps): void {
  const helpers = interactionHelpers(deps);
  registerSignInPages(app, deps, helpers);
  registerPasscodeRoutes(app, deps, helpers);
}
