import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { listAvatars } from '../../src/api/avatars';
import { route } from '../http/route';

/** The icons shipped with the server, with `avatars.json` listing their file names. */
export const AVATARS_DIR = fileURLToPath(new URL('../assets/avatars/', import.meta.url));
const PREFIX = '/custom_login/avatars/';

/** The avatar picker's icons: the list (checked against the contract) and the files it names. */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  let list: Promise<string[]> | null = null;
  const readList = () =>
    (list ??= fs.readFile(`${AVATARS_DIR}avatars.json`, 'utf8').then((text) => JSON.parse(text) as string[]));

  route(app, listAvatars, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return readList();
  });

  await app.register(fastifyStatic, {
    root: AVATARS_DIR,
    prefix: PREFIX,
    decorateReply: false,
    index: false,
    // Icons change only with a release.
    maxAge: '1d',
    allowedPath: (pathname) => pathname.endsWith('.svg') || pathname.endsWith('.png'),
  });
}
