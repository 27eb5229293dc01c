import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FileStore } from '../files/index';
import { HttpError } from '../http/errors';
import { nameForType } from '../http/content-disposition';
import { u8 } from './bytes';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** What one upload may be: the default is documents and pictures up to 5 MB; a video field widens it. */
export interface UploadLimits {
  maxBytes?: number;
  video?: boolean;
}

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

/** Videos, accepted only where a field asks for them (an ISO-BMFF MP4, or Matroska declaring itself WebM). */
const VIDEO_SIGNATURES: typeof SIGNATURES = [
  {
    mime: 'video/mp4',
    ext: 'mp4',
    test: (b) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' &&
      /^(isom|iso[2-9]|mp4[12]|avc1|M4V |dash)$/.test(b.subarray(8, 12).toString('latin1')),
  },
  {
    mime: 'video/webm',
    ext: 'webm',
    test: (b) =>
      b.subarray(0, 4).equals(u8(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) && b.subarray(4, 64).toString('latin1').includes('webm'),
  },
];
const HEAD_BYTES = 64;

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

  private readonly maxBytes: number;
  private readonly signatures: typeof SIGNATURES;

  constructor(store: FileStore, limits: UploadLimits = {}) {
    this.dir = path.join(store.stagingDir, crypto.randomUUID());
    this.maxBytes = limits.maxBytes ?? MAX_FILE_BYTES;
    this.signatures = limits.video ? [...SIGNATURES, ...VIDEO_SIGNATURES] : SIGNATURES;
  }

  /** The options for `req.parts()`: busboy stops a file at this size. */
  get partsOptions() {
    return { limits: { fileSize: this.maxBytes } };
  }

  async add(part: MultipartFile): Promise<void> {
    await fsp.mkdir(this.dir, { recursive: true });
    const tempPath = path.join(this.dir, crypto.randomUUID());
    try {
      await pipeline(part.file, fs.createWriteStream(tempPath));
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) throw this.tooLarge(part.fieldname);
      throw err;
    }
    if (part.file.truncated) throw this.tooLarge(part.fieldname);
    const { size } = await fsp.stat(tempPath);
    const head = Buffer.alloc(HEAD_BYTES);
    const fh = await fsp.open(tempPath, 'r');
    try {
      await fh.read(u8(head), 0, HEAD_BYTES, 0);
    } finally {
      await fh.close();
    }
    const type = size > 0 ? this.signatures.find((s) => s.test(head)) : undefined;
    if (!type) {
      const kinds = this.signatures === SIGNATURES ? 'PDF, JPEG, PNG or WebP' : 'PDF, JPEG, PNG, WebP, MP4 or WebM';
      const message = `${part.fieldname}: upload a ${kinds} file.`;
      throw new HttpError(400, message, { [part.fieldname]: `Upload a ${kinds} file.` }, { error: message });
    }
    const originalName =
      path
        .basename(part.filename || 'upload')
        .replace(/[\u0000-\u001f]/g, '')
        .slice(0, 200) || 'upload';
    // The name takes the extension of what the bytes are (a PDF named evil.html is kept as evil.pdf).
    this.files.push({
      field: part.fieldname,
      originalName: nameForType(originalName, type.mime),
      tempPath,
      mime: type.mime,
      ext: type.ext,
      size,
    });
  }

  private tooLarge(field: string) {
    const mb = Math.round(this.maxBytes / 1024 / 1024);
    return new HttpError(413, `${field}: the file is larger than the ${mb} MB limit.`, {
      [field]: `The file is larger than the ${mb} MB limit.`,
    });
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
