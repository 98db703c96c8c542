/** The polyfill installs itself on import and exports nothing. */
declare module 'abortcontroller-polyfill/dist/polyfill-patch-fetch';
