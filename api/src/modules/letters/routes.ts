import { and, desc as newestFirst, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { LetterType } from 'mfe-hr/model';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { FileStore } from '../../files/index';
import { companyBranches, hrLetters, letterTemplates, users } from '../../db/schema/index';
import { badRequest, ConfirmFirst, HttpError, notFound } from '../../http/errors';
import { bodySchema, fieldMessages, idOf, idParamsSchema, kitValidatorCompiler, registerResource, userFullName } from '../../kit/index';
import { CONFIRMED_FIELD, STALE_VERSION_MESSAGE, validateRecord } from 'shared/resources';
import { actorOf } from '../hr-common/actor';
import {
  leavingLettersResource,
  letterTemplateResource,
  offerLettersResource,
  renderLetter,
  rupeesForPrint,
  secondOfferQuestion,
} from 'mfe-hr/model';
import { letterPdf } from './pdf';
import { firmLetterhead } from '../../pdf/firm';
import { rows } from '../../db/rows';
import { pdfAnswer, templateAnswer, templateSavedAnswer } from './answers';

export const LETTER_PREFIX: Record<LetterType, string> = { OFFER: 'OL', LEAVING: 'RL' };

/** Offer letters (right offer_letter) and leaving letters (right leaving_letter), one table, one template each. */
export const letterRoutes: FastifyPluginAsync<AppContext> = async (app, { db, files }) => {
  const letters = files.at('letters');
  for (const type of ['OFFER', 'LEAVING'] as const) letterType(app, db, type, letters);
};

/** Stores the letter's PDF under `letters/` of the file store and records where; answers its key. */
async function storePdf(
  db: Db,
  files: FileStore,
  l: { id: number; title: string | null; body_text: string | null; letter_no: string | null; branch_name: string | null },
): Promise<string> {
  const pdf = await letterPdf({
    title: l.title ?? 'Letter',
    body: l.body_text ?? '',
    letterNo: l.letter_no ?? String(l.id),
    firm: await firmLetterhead(db, l.branch_name),
  });
  const rel = `${l.id}-${String(l.letter_no ?? l.id).replace(/\//g, '-')}.pdf`;
  await files.put(rel, pdf);
  await db.update(hrLetters).set({ pdf_path: rel }).where(eq(hrLetters.id, l.id));
  return rel;
}

function letterType(app: FastifyInstance, db: Db, type: LetterType, files: FileStore) {
  const desc = type === 'OFFER' ? offerLettersResource : leavingLettersResource;
  const tplDesc = letterTemplateResource(type);
  registerResource(app, db, {
    desc,
    table: hrLetters,
    omit: ['pdf_path', 'body_text'],
    computed: { user_name: userFullName(hrLetters.user_id), has_pdf: sql<boolean>`${hrLetters.pdf_path} IS NOT NULL` },
    scope: () => eq(hrLetters.type, type),
    routes: { read: false },
    beforeWrite: async ({ body, columns, req, db: tx }) => {
      const me = actorOf(req);
      const [person] = await tx
        .select({
          name: users.name,
          surname: users.surname,
          designation: users.designation,
          join_date: users.join_date,
          branch: companyBranches.branch_name,
        })
        .from(users)
        .leftJoin(companyBranches, eq(companyBranches.id, users.company_branch_id))
        .where(eq(users.id, columns.user_id as number));
      if (!person) throw badRequest({ user_id: 'Choose a valid Employee' });
      if (type === 'OFFER' && body[CONFIRMED_FIELD] !== '1') {
        const [earlier] = await tx
          .select({ letter_no: hrLetters.letter_no, issued_on: hrLetters.issued_on })
          .from(hrLetters)
          .where(and(eq(hrLetters.type, 'OFFER'), eq(hrLetters.user_id, columns.user_id as number)))
          .orderBy(newestFirst(hrLetters.id))
          .limit(1);
        if (earlier)
          throw new ConfirmFirst(
            secondOfferQuestion([person.name, person.surname].filter(Boolean).join(' '), earlier.letter_no ?? '', earlier.issued_on),
          );
      }
      const [tpl] = await tx.select().from(letterTemplates).where(eq(letterTemplates.type, type));
      columns.type = type;
      columns.created_by = me.id;
      columns.designation = (columns.designation as string | null) || person.designation;
      columns.branch_name = person.branch;
      columns.employee_name = [person.name, person.surname].filter(Boolean).join(' ');
      if (type === 'LEAVING') columns.joining_date = person.join_date;
      const [{ n }] = await rows<{ n: number }>(tx, sql`select nextval(pg_get_serial_sequence('hr_letters', 'id'))::int as n`);
      columns.id = n;
      columns.letter_no = `${LETTER_PREFIX[type]}/${String(columns.issued_on).slice(0, 4)}/${String(n).padStart(6, '0')}`;
      columns.title = tpl.title;
      columns.body_text = renderLetter(tpl.body, {
        name: [person.name, person.surname].filter(Boolean).join(' '),
        designation: String(columns.designation ?? ''),
        branch: person.branch ?? '',
        joining_date: (columns.joining_date as string | null) ?? '',
        leaving_date: (columns.leaving_date as string | null) ?? '',
        salary: typeof columns.salary === 'number' ? rupeesForPrint(columns.salary) : '',
        issue_date: String(columns.issued_on),
        letter_no: String(columns.letter_no),
      });
    },
    afterWrite: async ({ id, columns, db: tx, onRollback }) => {
      const rel = await storePdf(tx, files, {
        id,
        title: columns.title as string,
        body_text: columns.body_text as string,
        letter_no: columns.letter_no as string,
        branch_name: columns.branch_name as string | null,
      });
      // The PDF is a file outside the transaction: a write failing after this removes it.
      onRollback(() => files.remove([rel]));
    },
  });

  app.get<{ Params: { id: string } }>(
    `/api/${desc.path}/:id/pdf`,
    { validatorCompiler: kitValidatorCompiler, schema: { params: idParamsSchema, response: pdfAnswer }, config: { right: desc.right } },
    async (req, reply) => {
      const [l] = await db
        .select()
        .from(hrLetters)
        .where(and(eq(hrLetters.id, idOf(req.params.id)), eq(hrLetters.type, type)));
      if (!l) throw notFound('No such letter.');
      // Made from the stored text when it is not on disk yet (demo letters) or the file was lost.
      const stored = l.pdf_path ? await files.open(l.pdf_path) : null;
      const body = stored ?? (await files.open(await storePdf(db, files, l)));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${String(l.letter_no).replace(/\//g, '-')}.pdf"`)
        .send(body);
    },
  );

  const tplPath = `/api/${desc.path}/template`;
  app.get(tplPath, { config: { right: desc.right }, schema: { response: templateAnswer } }, async () => {
    const [tpl] = await db
      .select({
        title: letterTemplates.title,
        body: letterTemplates.body,
        version: letterTemplates.version,
        updated_at: letterTemplates.updated_at,
      })
      .from(letterTemplates)
      .where(eq(letterTemplates.type, type));
    return { data: { ...tpl, id: 1, updated_at: tpl.updated_at.toISOString() } };
  });

  const tplSchema = bodySchema(tplDesc, 'update') as { properties: Record<string, unknown>; required?: string[] };
  app.put<{ Body: { title: string; body: string; version: number } }>(
    tplPath,
    {
      validatorCompiler: kitValidatorCompiler,
      schema: { body: tplSchema, response: templateSavedAnswer },
      config: { right: desc.right, messages: fieldMessages(tplDesc) },
    },
    async (req) => {
      const me = actorOf(req);
      const { version, ...values } = req.body;
      const errors = validateRecord(tplDesc, values, 'update');
      if (Object.keys(errors).length) throw badRequest(errors);
      const changed = await db
        .update(letterTemplates)
        .set({
          title: values.title.trim(),
          body: values.body,
          updated_by: me.id,
          updated_at: new Date(),
          version: sql`${letterTemplates.version} + 1`,
        })
        .where(and(eq(letterTemplates.type, type), eq(letterTemplates.version, version)))
        .returning({ version: letterTemplates.version });
      if (!changed.length) throw new HttpError(409, STALE_VERSION_MESSAGE);
      return { data: { id: 1, ...values, version: changed[0].version }, message: tplDesc.messages.updated };
    },
  );
}
