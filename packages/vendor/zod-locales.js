// zod's locale barrel holds ~50 languages (most of its 380 kB); the portal translates errors itself.
export { default as en } from 'zod/v4/locales/en.js';
export { default as es } from 'zod/v4/locales/es.js';
