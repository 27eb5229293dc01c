import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { kitValidatorCompiler } from '../../kit/index';
import { bodyOf, ID, messages, obj, TEXT } from '../bills/schemas';
import { userIdOf } from '../bills/bill-service';
import type { BillingSettings, LedgerRole } from 'mfe-bills/model';
import { billingSettingsAnswer, settingChanged } from './answers';

const route = { validatorCompiler: kitValidatorCompiler };
const RULES = ['initiator_not_approver', 'approver_not_ca'] as const;
const ROLES: readonly LedgerRole[] = ['income', 'cgst', 'sgst', 'igst', 'tds', 'round_off'];
const NAME = TEXT(100, 1);

/**
 * Billing Settings: the maker-checker switches (each change recorded with who and why) and the
 * ledger names of the Tally export. Read under bill_master_page, changed under company_master.
 */
export async function billingSettingsRoutes(app: FastifyInstance, { handle }: AppContext) {
  app.get(
    '/api/settings/billing',
    { schema: { response: billingSettingsAnswer }, config: { right: 'bill_master_page' } },
    async (): Promise<{ data: BillingSettings }> => {
      const rules = await handle.query<BillingSettings['rules'][number]>(
        `SELECT r.key, r.enabled, r.version, trim(u.name || ' ' || coalesce(u.surname, '')) AS updated_by_name,
              to_char(r.updated_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') AS updated_at
       FROM billing_rules r LEFT JOIN users u ON u.id = r.updated_by ORDER BY r.key DESC`,
      );
      const changes = await handle.query<BillingSettings['changes'][number]>(
        `SELECT c.key, c.enabled, c.reason, trim(u.name || ' ' || coalesce(u.surname, '')) AS changed_by_name,
              to_char(c.changed_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') AS changed_at
       FROM billing_rule_changes c LEFT JOIN users u ON u.id = c.changed_by ORDER BY c.id DESC LIMIT 50`,
      );
      const ledgers = await handle.query<{ role: LedgerRole; name: string }>('SELECT role, name FROM tally_ledgers ORDER BY role');
      const parties = await handle.query<BillingSettings['parties'][number]>(
        `SELECT b.id AS bank_id, b.name AS bank_name, p.name AS ledger FROM banks b LEFT JOIN tally_party_ledgers p ON p.bank_id = b.id
       ORDER BY b.name LIMIT 500`,
      );
      return {
        data: { rules, changes, ledgers: Object.fromEntries(ledgers.map((l) => [l.role, l.name])) as BillingSettings['ledgers'], parties },
      };
    },
  );

  app.put<{ Params: { key: string } }>(
    '/api/settings/billing/rules/:key',
    {
      ...route,
      schema: {
        params: { type: 'object', required: ['key'], properties: { key: { type: 'string', enum: [...RULES] } } },
        body: obj(['enabled', 'reason', 'version'], { enabled: { type: 'boolean' }, reason: TEXT(300, 3), version: ID }),
        response: settingChanged,
      },
      config: {
        right: 'company_master',
        messages: messages({
          key: { default: 'No such rule.' },
          reason: { default: 'Give a reason of 3 to 300 characters: the change is recorded.' },
          enabled: { default: 'Enabled must be true or false.' },
        }),
      },
    },
    async (req) => {
      const body = bodyOf<{ enabled: boolean; reason: string; version: number }>(req);
      if (body.reason.trim().length < 3) throw new HttpError(400, 'Give a reason of 3 to 300 characters: the change is recorded.');
      const by = userIdOf(req);
      await handle.transaction(async (tx) => {
        const [row] = await tx.query<{ version: number }>('SELECT version FROM billing_rules WHERE key = $1 FOR UPDATE', [req.params.key]);
        if (!row) throw new HttpError(404, 'No such rule.');
        if (row.version !== body.version) throw new HttpError(409, 'Someone changed this rule meanwhile; reload and try again.');
        await tx.query('UPDATE billing_rules SET enabled = $2, updated_by = $3, updated_at = now(), version = version + 1 WHERE key = $1', [
          req.params.key,
          body.enabled,
          by,
        ]);
        await tx.query('INSERT INTO billing_rule_changes (key, enabled, reason, changed_by) VALUES ($1, $2, $3, $4)', [
          req.params.key,
          body.enabled,
          body.reason.trim(),
          by,
        ]);
      });
      return { message: body.enabled ? 'Rule switched on.' : 'Rule switched off.' };
    },
  );

  app.put(
    '/api/settings/billing/ledgers',
    {
      ...route,
      schema: {
        body: obj(['ledgers'], {
          ledgers: obj([...ROLES], Object.fromEntries(ROLES.map((r) => [r, NAME]))),
          parties: {
            type: 'array',
            maxItems: 500,
            items: obj(['bank_id', 'ledger'], { bank_id: ID, ledger: { anyOf: [NAME, { type: 'null' }] } }),
          },
        }),
        response: settingChanged,
      },
      config: { right: 'company_master', messages: messages({ ledgers: { default: 'Each ledger name: 1 to 100 characters.' } }) },
    },
    async (req) => {
      const body = bodyOf<{ ledgers: Record<LedgerRole, string>; parties?: { bank_id: number; ledger: string | null }[] }>(req);
      for (const r of ROLES) if (!body.ledgers[r].trim()) throw new HttpError(400, 'Each ledger name: 1 to 100 characters.');
      await handle.transaction(async (tx) => {
        await tx.query(
          `UPDATE tally_ledgers t SET name = trim(x.value), updated_at = now() FROM jsonb_each_text($1::jsonb) x WHERE t.role = x.key`,
          [JSON.stringify(body.ledgers)],
        );
        for (const p of body.parties ?? []) {
          if (p.ledger?.trim())
            await tx.query(
              'INSERT INTO tally_party_ledgers (bank_id, name) VALUES ($1, $2) ON CONFLICT (bank_id) DO UPDATE SET name = EXCLUDED.name',
              [p.bank_id, p.ledger.trim()],
            );
          else await tx.query('DELETE FROM tally_party_ledgers WHERE bank_id = $1', [p.bank_id]);
        }
      });
      return { message: 'Successfully Updated The Ledgers!' };
    },
  );
}
