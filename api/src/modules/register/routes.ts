import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { REGISTER_FILE_FIELDS, type RegisterResponse } from 'mfe-auth/model';
import { EMPLOYEE_PAGE_NAMES } from 'shared/resources';
import type { AppContext } from '../../context';
import { pageRights, userDocuments, users } from '../../db/schema/index';
import { HttpError, badRequest } from '../../http/errors';
import { jsonBody } from '../../http/schemas';
import { FASTIFY_MESSAGES } from '../../http/error-handler';
import { assertCleanText } from '../../http/input-guard';
import { hashPassword } from '../../lib/passwords';
import { UploadStaging } from '../../lib/upload-staging';
import { REGISTER_TEXT_FIELDS, validateRegister } from './validate';
import { applicantColumns, filledColumns } from './columns';
import { earlierApplication, mergeApplication } from './merge';
import { assertPasswordRule } from '../password/policy';
import { registerPincodeSearch } from './pincode-search';
import { dataOf, object, text } from '../../http/answer-schemas';
import { hit, tooMany } from '../auth/throttle';
import {
  alreadyRegisteredMail,
  emailTaken,
  MAX_REGISTRATION_BYTES,
  receivedMail,
  registerTooMany,
  REGISTRATION_TOO_LARGE,
  reserveUploadQuota,
} from './limits';

const ROLLBACK = Symbol('rollback');

const FILE_FIELDS: readonly string[] = REGISTER_FILE_FIELDS;

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Reads a multipart request: text fields into an object, files into the staging folder. */
async function readMultipart(request: FastifyRequest, staging: UploadStaging): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!FILE_FIELDS.includes(part.fieldname)) {
        part.file.resume();
        throw badRequest({ [part.fieldname]: `Unknown file field "${part.fieldname}".` }, { data: true });
      }
      if (staging.files.some((f) => f.field === part.fieldname)) {
        part.file.resume();
        throw badRequest({ [part.fieldname]: 'Send one file per document.' }, { data: true });
      }
      await staging.add(part);
      if (staging.files.reduce((n, f) => n + f.size, 0) > MAX_REGISTRATION_BYTES) {
        throw new HttpError(413, REGISTRATION_TOO_LARGE, undefined, {
          error: REGISTRATION_TOO_LARGE,
        });
      }
    } else if (typeof part.value === 'string') {
      assertCleanText(part.fieldname, part.value);
      fields[part.fieldname] = part.value;
    }
  }
  return fields;
}

// Unknown fields are dropped (the default validator removes them), as the multipart form ignores them.
const registerJsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(REGISTER_TEXT_FIELDS.map((f) => [f, { type: 'string', maxLength: 20000 }])),
};

/**
 * POST /api/register: self-registration of a prospective employee (kind 'employee', status '0'
 * until staff verify it). multipart/form-data (the forms) or JSON (text fields only). And the
 * page's pincode search, GET /api/register/pincodes (pincode-search.ts).
 */
export const registerRoutes: FastifyPluginAsync<AppContext> = async (app, { db, config, mailer, files }) => {
  registerPincodeSearch(app, { db, config });
  app.post(
    '/api/register',
    {
      // 201 whether the address is new or already used: the outcome goes by e-mail.
      schema: { body: jsonBody(registerJsonSchema), response: { 201: dataOf(object({ name: text, email: text })) } },
      config: { right: 'public' },
    },
    async (request, reply) => {
      // A fixed hourly quota: an office that used its hour may register again the next hour.
      const over = await hit(
        db,
        [{ key: `register-ip:${request.ip}`, limit: config.registerPerAddressHour * config.limitScale, windowSec: 3600 }],
        { growing: false },
      );
      if (over) throw tooMany(over, registerTooMany(over.retryAfter), true);
      const staging = new UploadStaging(files);
      let createdDir: string | undefined;
      try {
        const raw = request.isMultipart() ? await readMultipart(request, staging) : ((request.body ?? {}) as Record<string, unknown>);
        const result = validateRegister(raw);
        if (!result.ok) throw badRequest(result.fields, { data: true });
        const v = result.value;
        await assertPasswordRule(v.password, v, 'password', { data: true });

        const bytes = staging.files.reduce((n, f) => n + f.size, 0);
        if (bytes) await reserveUploadQuota(db, request.ip, bytes, config.limitScale);

        // An address used by any login kind is answered exactly like a new one (same work, same
        // answer); its owner learns the outcome by e-mail. So the form cannot probe for accounts,
        // and nobody can take another login's address (and with it its reset links).
        // Upload Docs after Register (same e-mail and password): the documents and fields join that application.
        const earlier = await earlierApplication(db, v.email, v.password);
        if (earlier.state === 'pending') {
          const columns = filledColumns(v);
          if (typeof raw.join_date !== 'string' || !raw.join_date.trim()) delete columns.join_date; // the default is for new applications only
          await mergeApplication(db, files, staging, earlier.id, columns);
          try {
            await mailer.send(receivedMail(v));
          } catch (err) {
            request.log.error({ err }, 'registration mail failed');
          }
          await staging.cleanup();
          return reply.code(201).send({ data: { name: v.name, email: v.email } } satisfies RegisterResponse);
        }
        let taken = await emailTaken(db, v.email);
        const passwordHash = await hashPassword(v.password);
        let created: { id: number; name: string; email: string } | undefined;
        try {
          created = await db.transaction(async (tx) => {
            const [user] = await tx
              .insert(users)
              .values({
                ...applicantColumns(v),
                name: v.name,
                email: v.email,
                password_hash: passwordHash,
                kind: 'employee',
                status: '0',
                role: v.role || 'N/A',
                designation: v.designation || 'N/A',
                branch_head_approval: 'No',
              })
              .returning({
                id: users.id,
                name: users.name,
                email: users.email,
              });
            // Employee rights are ready for when staff activate the account.
            await tx.insert(pageRights).values(
              EMPLOYEE_PAGE_NAMES.map((page_name) => ({
                user_id: user.id,
                page_name,
                view_status: '1' as const,
              })),
            );
            if (taken) throw ROLLBACK; // the same statements ran; nothing of them stays
            if (staging.files.length) {
              createdDir = String(user.id);
              const stored = await staging.commit(files, user.id);
              await tx.insert(userDocuments).values(
                stored.map((f) => ({
                  user_id: user.id,
                  kind: f.field as (typeof REGISTER_FILE_FIELDS)[number],
                  original_name: f.originalName,
                  stored_path: f.storedPath,
                  mime: f.mime,
                  size: f.size,
                })),
              );
            }
            return user;
          });
        } catch (err) {
          if (err !== ROLLBACK && !isUniqueViolation(err)) throw err;
          taken = true;
          if (createdDir) await files.removeUnder(createdDir);
          createdDir = undefined;
        }

        try {
          await mailer.send(taken || !created ? alreadyRegisteredMail(v.email, v.name, config.publicUrl) : receivedMail(created));
        } catch (err) {
          request.log.error({ err }, 'registration mail failed'); // the registration itself succeeded
        }

        await staging.cleanup(); // before answering, so nothing is left behind when the client sees 201
        return reply.code(201).send({
          data: { name: v.name, email: v.email },
        } satisfies RegisterResponse);
      } catch (err) {
        if (createdDir) await files.removeUnder(createdDir);
        if (err instanceof HttpError) {
          throw err.data
            ? err
            : new HttpError(err.statusCode, err.message, err.fields, {
                error: err.message,
              });
        }
        const e = err as {
          statusCode?: number;
          code?: string;
          message?: string;
        };
        if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
          const message = (e.code && FASTIFY_MESSAGES[e.code]) || e.message || 'The form could not be read.';
          throw new HttpError(e.statusCode, message, undefined, {
            error: message,
          });
        }
        throw err;
      } finally {
        await staging.cleanup();
      }
    },
  );
};
