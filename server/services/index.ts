import { uploadStore } from '../repositories/uploads';
import { accountsService, type AccountsService } from './accounts';
import { adminService, type AdminService } from './admin';
import { auditService, type AuditService } from './audit';
import { cardService, type CardService } from './card';
import { cardEventsService, type CardEventsService } from './card-events';
import { resourcesService, type ResourcesService } from './resources';
import { debugService, type DebugService } from './debug';
import type { ServiceContext } from './context';
import { ordersService, type OrdersService } from './orders';
import { parentsService, type ParentsService } from './parents';
import { plansService, type PlansService } from './plans';
import { regionsService, type RegionsService } from './regions';
import { renewalsService, type RenewalsService } from './renewals';
import { studentsService, type StudentsService } from './students';
import { recoveryService, type RecoveryService } from './recovery';
import { profileService, type ProfileService } from './profile';
import { settingsService, type SettingsService } from './settings';
import { shopService, type ShopService } from './shop';
import { throttleService, type ThrottleService } from './throttle';
import { idempotencyService, type IdempotencyService } from './idempotency';
import { messagesService, type MessagesService } from './messages';
import { noticesService, type NoticesService } from './notices';

/** Every area's service, built once per app and reached by routes as `app.services`. */
export interface Services {
  settings: SettingsService;
  accounts: AccountsService;
  regions: RegionsService;
  plans: PlansService;
  students: StudentsService;
  recovery: RecoveryService;
  profile: ProfileService;
  admin: AdminService;
  audit: AuditService;
  parents: ParentsService;
  resources: ResourcesService;
  debug: DebugService;
  orders: OrdersService;
  shop: ShopService;
  card: CardService;
  cardEvents: CardEventsService;
  renewals: RenewalsService;
  throttle: ThrottleService;
  idempotency: IdempotencyService;
  messages: MessagesService;
  notices: NoticesService;
}

export function createServices(ctx: ServiceContext): Services {
  const settings = settingsService(ctx);
  const orders = ordersService(ctx);
  const shop = shopService(ctx, { orders });
  const card = cardService(ctx, { orders });
  const cardEvents = cardEventsService(ctx, { orders });
  const messages = messagesService(ctx);
  const notices = noticesService(ctx, { settings, messages });
  const renewals = renewalsService(ctx, { orders, notices });
  // A subscription-style sign-up buys its plan in the same transaction as the account.
  const accounts = accountsService(ctx, {
    settings,
    purchase: shop.signupPurchase,
    checkPurchase: shop.checkSignupPurchase,
    startPayment: shop.startSignupPayment,
    orderByKey: shop.orderByKey,
  });
  const admin = adminService(ctx, { settings });
  const resources = resourcesService(ctx, { uploads: uploadStore(ctx.config.dataDir) });
  const debug = debugService(ctx, { settings });
  const profile = profileService(ctx, { settings });
  const throttle = throttleService(ctx);
  const recovery = recoveryService(ctx, { settings, accounts, throttle, messages });
  const students = studentsService(ctx, { settings, accounts });
  const regions = regionsService(ctx);
  return {
    settings,
    accounts,
    admin,
    audit: auditService(ctx),
    parents: parentsService(ctx),
    resources,
    debug,
    profile,
    recovery,
    students,
    regions,
    plans: plansService(ctx),
    orders,
    shop,
    card,
    cardEvents,
    renewals,
    throttle,
    idempotency: idempotencyService(ctx),
    messages,
    notices,
  };
}
