/** Why a sidebar footer link is refused (footerLink.ts). */
export const FOOTER_LINK_ERROR = 'The sidebar footer url field must be an https URL or a path starting with a slash.';
