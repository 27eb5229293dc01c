import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FileBackend } from './file-store';

/** Files under UPLOAD_DIR: one machine (or a folder every instance mounts). */
export function diskFiles(uploadDir: string): FileBackend {
  const root = path.resolve(uploadDir);
  const full = (key: string) => path.join(root, key);
  return {
    kind: 'disk',
    put: async (key, source) => {
      await fsp.mkdir(path.dirname(full(key)), { recursive: true });
      if (Buffer.isBuffer(source)) await fsp.writeFile(full(key), source as unknown as Uint8Array);
      else await fsp.rename(source.file, full(key));
    },
    read: async (key) => fsp.readFile(full(key)).catch(() => null),
    open: async (key) => (fs.existsSync(full(key)) ? fs.createReadStream(full(key)) : null),
    remove: async (key) => {
      await fsp.rm(full(key), { force: true });
      const dir = path.dirname(full(key));
      if (dir !== root) await fsp.rmdir(dir).catch(() => {}); // only when empty
    },
    removeUnder: async (folder) => {
      await fsp.rm(full(folder), { recursive: true, force: true });
    },
  };
}
