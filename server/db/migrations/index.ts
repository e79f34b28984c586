import type { Migration } from 'kysely';
import * as accounts from './0001_accounts';
import * as shop from './0002_shop';
import * as security from './0003_security';
import * as site from './0004_site';
import * as orderDetails from './0020_order_details';
import * as paymentProviders from './0030_payment_providers';
import * as authenticationAndRetries from './0050_authentication_and_retries';
import * as sessionsAndThrottles from './0070_sessions_and_throttles';
import * as uploadsInDatabase from './0080_uploads_in_database';
import * as ledger from './0100_ledger';
import * as deliveries from './0200_deliveries';
import * as idempotencyWithoutTokens from './0230_idempotency_without_tokens';
import * as auditTrail from './0250_audit_trail';
import * as planCatalogue from './0260_plan_catalogue';
import * as renewalJobs from './0270_renewal_jobs';
import * as revokedSessionsByAccount from './0280_revoked_sessions_by_account';
import * as regionReferences from './0290_region_references';
import * as logoAltText from './0300_logo_alt_text';
import * as accountLocale from './0310_account_locale';
import * as customizationTranslations from './0320_customization_translations';
import * as orderLocale from './0330_order_locale';
import * as planLife from './0340_plan_life';
import * as accountDeletion from './0350_account_deletion';
import * as familyNotices from './0360_family_notices';

/**
 * Every migration, in order. Listed by hand rather than read from the folder so that the set is
 * the same under tsx, a bundler or a compiled build. Add new ones at the end; never edit a
 * migration that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_shop': shop,
  '0003_security': security,
  '0004_site': site,
  '0020_order_details': orderDetails,
  '0030_payment_providers': paymentProviders,
  '0050_authentication_and_retries': authenticationAndRetries,
  '0070_sessions_and_throttles': sessionsAndThrottles,
  '0080_uploads_in_database': uploadsInDatabase,
  '0100_ledger': ledger,
  '0200_deliveries': deliveries,
  '0230_idempotency_without_tokens': idempotencyWithoutTokens,
  '0250_audit_trail': auditTrail,
  '0260_plan_catalogue': planCatalogue,
  '0270_renewal_jobs': renewalJobs,
  '0280_revoked_sessions_by_account': revokedSessionsByAccount,
  '0290_region_references': regionReferences,
  '0300_logo_alt_text': logoAltText,
  '0310_account_locale': accountLocale,
  '0320_customization_translations': customizationTranslations,
  '0330_order_locale': orderLocale,
  '0340_plan_life': planLife,
  '0350_account_deletion': accountDeletion,
  '0360_family_notices': familyNotices,
};
