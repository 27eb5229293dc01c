import fsp from 'node:fs/promises';

/**
 * What changes whenever a file is rewritten, for caches of what was read from it: its inode (a
 * rename over it), modification time and size; 'missing' when there is none.
 */
export async function fileStamp(file: string): Promise<string> {
  try {
    const st = await fsp.stat(file);
    return `${st.ino}:${st.mtimeMs}:${st.size}`;
  } catch {
    return 'missing';
  }
}
