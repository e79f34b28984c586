/** The signed-in areas of the hosted portal: a path under one of these is never a login page. */
export const ADMIN_PATHS = ['/customize', '/site_config', '/plans', '/audit'] as const;
export const ACCOUNT_PATHS = ['/home', '/account'] as const;

/** Paths the portal or its server answer themselves, whatever the login settings say. */
export const SERVED_PATHS = ['/logout', '/learn', '/api', '/sdk', '/uploads', '/examples', '/app'] as const;

/** Pages under the standard login base ('/' when the standard login sits there). */
export const LOGIN_SUBPAGES = ['/forgot-password', '/explore', '/signup'] as const;
