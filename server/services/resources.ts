import { randomBytes } from 'node:crypto';
import type { LogoName } from '../../src/api/admin';
import { invalid, notFound } from '../errors';
import { detectImageType, type ImageType } from '../lib/images';
import { deleteFile, findFile, findFileByPath, insertFile, listFiles, replaceFile } from '../repositories/files';
import type { UploadStore } from '../repositories/uploads';
import type { ServiceContext } from './context';
import { uploadUrl } from './settings';

export const ICON_LIMIT_BYTES = 512 * 1024;
export const LOGO_LIMIT_BYTES = 1024 * 1024;

/** An uploaded file as `/uploads/` serves it. */
export interface UploadedFile {
  bytes: Uint8Array;
  contentType: string;
  storedAt: Date;
}

export interface ResourcesService {
  /** URLs of every uploaded icon, oldest first. */
  listIcons(): Promise<string[]>;
  /** Stores an icon under a random name; answers its URL. */
  uploadIcon(file: Blob): Promise<string>;
  /** Stores a logo under its name, replacing any earlier one; answers its URL. */
  uploadLogo(name: LogoName, file: Blob): Promise<string>;
  /** Removes a logo; not found when there is none of that name. */
  deleteLogo(name: LogoName): Promise<void>;
  /** The file at `/uploads/{path}`, or null. */
  readUpload(path: string): Promise<UploadedFile | null>;
}

/**
 * Icons and logos. Their bytes are kept in the database, so that the next request on any
 * instance serves a file another instance has just stored; `uploads` (the data folder) only
 * holds files stored before that, which are still served and removed with their records.
 */
export function resourcesService(ctx: ServiceContext, deps: { uploads: UploadStore }): ResourcesService {
  const { db, config } = ctx;
  const { uploads } = deps;

  /** The image's bytes and type, or a 422 on `field`. */
  async function readImage(field: string, file: Blob, limit: number): Promise<{ bytes: Uint8Array; type: ImageType }> {
    if (file.size > limit) {
      throw invalid({ [field]: [`The ${field} field must not be greater than ${limit / 1024} kilobytes.`] });
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = detectImageType(bytes);
    if (!type) throw invalid({ [field]: [`The ${field} field must be a file of type: png, jpg, gif, webp.`] });
    return { bytes, type };
  }

  return {
    async listIcons() {
      return (await listFiles(db, 'icon')).map((file) => uploadUrl(config.publicUrl, file.path));
    },

    async uploadIcon(file) {
      const { bytes, type } = await readImage('icon', file, ICON_LIMIT_BYTES);
      const name = randomBytes(16).toString('hex');
      const path = `icons/${name}.${type.extension}`;
      await insertFile(db, { kind: 'icon', name, path, content_type: type.mime, size: bytes.length, bytes });
      return uploadUrl(config.publicUrl, path);
    },

    async uploadLogo(name, file) {
      const { bytes, type } = await readImage('logo', file, LOGO_LIMIT_BYTES);
      // A new path each time: browsers and proxies that keep the old logo for good see the new one at once.
      const path = `logos/${name}-${randomBytes(8).toString('hex')}.${type.extension}`;
      const previous = await db.transaction().execute(async (trx) => {
        const old = await findFile(trx, 'logo', name);
        await replaceFile(trx, { kind: 'logo', name, path, content_type: type.mime, size: bytes.length, bytes });
        return old;
      });
      if (previous && !previous.stored) await uploads.remove(previous.path);
      return uploadUrl(config.publicUrl, path);
    },

    async deleteLogo(name) {
      const removed = await deleteFile(db, 'logo', name);
      if (!removed) throw notFound('There is no logo of that name.');
      if (!removed.stored) await uploads.remove(removed.path);
    },

    async readUpload(path) {
      const file = await findFileByPath(db, path);
      if (!file) return null;
      const bytes = file.bytes ?? (await uploads.read(file.path));
      return bytes ? { bytes, contentType: file.content_type, storedAt: new Date(file.created_at) } : null;
    },
  };
}
