/** The portal's front-end version, the package's (a browser test holds the two together). */
export const FRONT_END_VERSION = '0.1.0';
