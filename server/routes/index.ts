import type { FastifyInstance } from 'fastify';
import { cardRoutes } from './card';
import { receiptRoutes } from './receipts';
import { shopRoutes } from './shop';
import { debugRoutes } from './debug';
import { handoverRoutes } from './handover';
import { resourceRoutes } from './resources';
import { adminRoutes } from './admin';
import { profileRoutes } from './profile';
import { broadcastingRoutes } from './broadcasting';
import { recoveryRoutes } from './recovery';
import { studentRoutes } from './students';
import { webhookRoutes } from './webhooks';
import { regionRoutes } from './regions';
import { planRoutes } from './plans';
import { avatarRoutes } from './avatars';
import { sessionRoutes } from './session';
import { logoutRoutes } from './logout';
import { parentRoutes } from './parents';
import { uploadRoutes } from './uploads';
import { faviconRoutes } from './favicon';
import { healthRoutes } from './health';

/** One Fastify plugin per area of the API, registered in this order by `buildApp`. */
export const areas: ReadonlyArray<(app: FastifyInstance) => Promise<void>> = [
  healthRoutes,
  sessionRoutes,
  logoutRoutes,
  handoverRoutes,
  adminRoutes,
  parentRoutes,
  resourceRoutes,
  debugRoutes,
  profileRoutes,
  broadcastingRoutes,
  recoveryRoutes,
  studentRoutes,
  regionRoutes,
  planRoutes,
  avatarRoutes,
  shopRoutes,
  cardRoutes,
  receiptRoutes,
  webhookRoutes,
  uploadRoutes,
  faviconRoutes,
];
