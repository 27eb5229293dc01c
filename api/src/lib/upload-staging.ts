import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FileStore } from '../files/index';
import { HttpError } from '../http/errors';
import { u8 } from './bytes';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Accepted upload types, recognised by their first bytes (the client's mime type is not trusted). */
const SIGNATURES: { mime: string; ext: string; test: (b: Buffer) => boolean }[] = [
  { mime: 'application/pdf', ext: 'pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { mime: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/png',
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(u8(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))),
  },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export interface StagedFile {
  field: string;
  originalName: string;
  tempPath: string;
  mime: string;
  ext: string;
  size: number;
}

/** A per-request local folder (the store's staging folder) where files wait until the record exists. */
export class UploadStaging {
  readonly dir: string;
  readonly files: StagedFile[] = [];

  constructor(store: FileStore) {
    this.dir = path.join(store.stagingDir, crypto.randomUUID());
  }

  async add(part: MultipartFile): Promise<void> {
    await fsp.mkdir(this.dir, { recursive: true });
    const tempPath = path.join(this.dir, crypto.randomUUID());
    try {
      await pipeline(part.file, fs.createWriteStream(tempPath));
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) {
        throw new HttpError(413, `${part.fieldname}: the file is larger than the 5 MB limit.`, {
          [part.fieldname]: 'The file is larger than the 5 MB limit.',
        });
      }
      throw err;
    }
    if (part.file.truncated) {
      throw new HttpError(413, `${part.fieldname}: the file is larger than the 5 MB limit.`, {
        [part.fieldname]: 'The file is larger than the 5 MB limit.',
      });
    }
    const { size } = await fsp.stat(tempPath);
    const head = Buffer.alloc(12);
    const fh = await fsp.open(tempPath, 'r');
    try {
      await fh.read(u8(head), 0, 12, 0);
    } finally {
      await fh.close();
    }
    const type = size > 0 ? SIGNATURES.find((s) => s.test(head)) : undefined;
    if (!type) {
      const message = `${part.fieldname}: upload a PDF, JPEG, PNG or WebP file.`;
      throw new HttpError(400, message, { [part.fieldname]: 'Upload a PDF, JPEG, PNG or WebP file.' }, { error: message });
    }
    const originalName =
      path
        .basename(part.filename || 'upload')
        .replace(/[\u0000-\u001f]/g, '')
        .slice(0, 200) || 'upload';
    this.files.push({ field: part.fieldname, originalName, tempPath, mime: type.mime, ext: type.ext, size });
  }

  /** Stores the files as `<ownerId>/<field>-<random>.<ext>` in the store; answers those keys. */
  async commit(store: FileStore, ownerId: number, prefix = (f: StagedFile) => f.field): Promise<(StagedFile & { storedPath: string })[]> {
    const out: (StagedFile & { storedPath: string })[] = [];
    for (const f of this.files) {
      const storedPath = `${ownerId}/${prefix(f)}-${crypto.randomBytes(8).toString('hex')}.${f.ext}`;
      await store.put(storedPath, { file: f.tempPath });
      out.push({ ...f, storedPath });
    }
    return out;
  }

  async cleanup(): Promise<void> {
    await fsp.rm(this.dir, { recursive: true, force: true });
  }
}
