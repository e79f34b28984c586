import type { Call } from './define';
import * as admin from './admin';
import * as settings from './settings';
import * as app from './app';
import * as avatars from './avatars';
import * as card from './card';
import * as debug from './debug';
import * as deliveries from './deliveries';
import * as audit from './audit';
import * as handover from './handover';
import * as learn from './learn';
import * as payOrder from './payOrder';
import * as plans from './plans';
import * as parents from './parents';
import * as profile from './profile';
import * as recovery from './recovery';
import * as sandboxCard from './sandboxCard';
import * as regions from './regions';
import * as shop from './shop';
import * as students from './students';

const isCall = (value: unknown): value is Call =>
  value !== null && typeof value === 'object' && 'id' in value && 'method' in value && 'path' in value;

/** Every call of the contract, for the server's route table and the contract test. */
export const allCalls: readonly Call[] = [
  app,
  handover,
  learn,
  profile,
  recovery,
  students,
  regions,
  shop,
  payOrder,
  card,
  sandboxCard,
  admin,
  settings,
  plans,
  parents,
  deliveries,
  audit,
  debug,
  avatars,
]
  .flatMap((area) => Object.values(area))
  .filter(isCall);
