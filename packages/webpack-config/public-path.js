/* global __system_context__ */
// Lazy chunks load relative to this bundle's own URL; webpack's 'auto' guesses the wrong script under SystemJS.
__webpack_public_path__ = new URL('.', __system_context__.meta.url).href;
