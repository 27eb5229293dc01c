import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sessions, totpRecoveryCodes, users } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { principalOf } from '../../http/auth';
import { actorOf } from '../hr-common/actor';
import { checkTotp, newRecoveryCodes, newTotp, passSecondFactor } from './totp';
import { totpDisabledAnswer, totpEnabledAnswer, totpSetupAnswer, totpStateAnswer } from './answers';

const codeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 20 } },
} as const;
const messages = { code: { default: 'Enter the 6-digit code from your authenticator app.' } };
const WRONG = 'The code is not valid. Enter the current code from your authenticator app.';

/**
 * The second factor from the profile (any staff user): GET me/totp (state), POST me/totp/setup (a
 * new secret as QR + text), POST me/totp/enable {code} (confirms it; answers ten recovery codes,
 * once), POST me/totp/disable {code}.
 */
export async function totpRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const staff = { right: 'staff' } as const;

  app.get('/api/me/totp', { schema: { response: totpStateAnswer }, config: staff }, async (req) => {
    const me = actorOf(req);
    const [u] = await db.select({ enabled: users.totp_enabled_at }).from(users).where(eq(users.id, me.id));
    const manager = me.rights.some((r) => r.view_status === '1' && (r.page.name === 'user_creation_page' || r.page.name === 'rights_page'));
    return { data: { enabled: !!u?.enabled, required: manager && config.secondFactorForManagers } };
  });

  app.post('/api/me/totp/setup', { schema: { response: totpSetupAnswer }, config: staff }, async (req) => {
    const me = actorOf(req);
    const [u] = await db.select({ enabled: users.totp_enabled_at }).from(users).where(eq(users.id, me.id));
    if (u?.enabled) throw new HttpError(409, 'Two-factor sign-in is already on. Turn it off first to set up a new device.');
    const { secret, uri } = newTotp(me.email);
    await db.update(users).set({ totp_secret: secret, totp_last_step: null }).where(eq(users.id, me.id));
    // qrcode is loaded on first use, not at every server start.
    const { default: QRCode } = await import('qrcode');
    return { data: { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) } };
  });

  app.post<{ Body: { code: string } }>(
    '/api/me/totp/enable',
    { schema: { body: codeBody, response: totpEnabledAnswer }, config: { ...staff, messages } },
    async (req) => {
      const me = actorOf(req);
      const [u] = await db.select({ secret: users.totp_secret, enabled: users.totp_enabled_at }).from(users).where(eq(users.id, me.id));
      if (u?.enabled) throw new HttpError(409, 'Two-factor sign-in is already on.');
      if (!u?.secret) throw new HttpError(400, 'Start the set-up first.', { code: 'Start the set-up first.' });
      const step = await checkTotp(u.secret, req.body.code.trim(), null);
      if (step === null) throw new HttpError(400, WRONG, { code: WRONG });
      await db.update(users).set({ totp_enabled_at: new Date(), totp_last_step: step }).where(eq(users.id, me.id));
      const codes = await newRecoveryCodes(db, me.id);
      // This session has just shown the second factor.
      await db
        .update(sessions)
        .set({ mfa: true })
        .where(eq(sessions.token_hash, principalOf(req).tokenHash));
      return { data: { recovery_codes: codes }, message: 'Two-factor sign-in is on. Keep the recovery codes somewhere safe.' };
    },
  );

  app.post<{ Body: { code: string } }>(
    '/api/me/totp/disable',
    { schema: { body: codeBody, response: totpDisabledAnswer }, config: { ...staff, messages } },
    async (req) => {
      const me = actorOf(req);
      if (!(await passSecondFactor(db, me.id, req.body.code))) throw new HttpError(400, WRONG, { code: WRONG });
      await db.update(users).set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null }).where(eq(users.id, me.id));
      await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.user_id, me.id));
      return { data: { enabled: false }, message: 'Two-factor sign-in is off.' };
    },
  );
}
