// The browser's one door into @sig/shared. Server code uses the pure subpaths (contract, permissions, routes).
import './messages/SnackbarHost';

export { api, request, toApiError, onUnauthorized } from './api/apiClient';
export { ApiRequestError, isApiRequestError } from './api/ApiRequestError';
export * from './contract/constants';
export type * from './contract/auth';
export type * from './contract/releases';
export { hasPermission, PERMISSIONS, PERMISSION_NAMES, type AuthList, type Permission } from './permissions';
export * from './routes';
export { i18n, t, useT, setLanguage, registerTranslations } from './i18n/i18n';
export { LANGUAGES, DEFAULT_LANGUAGE, directionOf, type Language, type Translations } from './i18n/languages';
export { notify, dismissMessage, snackbarStore, SNACKBAR_LOGIN_ERROR_MS, type SnackbarVariant } from './messages/snackbarStore';
export { navigate, rememberUrl, takeRememberedUrl } from './navigation';
export { createStore, useStore, type Store } from './store/createStore';
export { sessionStore, useSession, useUser, useRole, type SessionState } from './session/sessionStore';
export { checkSession, renewSession, login, logout, autoLogout, register, saveUserData, errorMessage, onLogout } from './session/sessionLifecycle';
export { loadMenu } from './session/menu';
export { STORAGE_KEYS } from './session/storageKeys';
export { isTokenValid, tokenExpiry } from './session/token';
export { themeStore, usePortalTheme } from './theme/portalTheme';
export { ParcelError } from './parcel/ParcelError';
export { ParcelFrame, parcelLifecycles } from './parcel/parcelLifecycles';
export { DropdownMenu, type DropdownMenuItem } from './ui/DropdownMenu';
export { UserAvatar, DEFAULT_PROFILE_IMAGE } from './ui/UserAvatar';
export { navbarStore, useNavbar, toggleMobileNavbar, closeMobileNavbar, type NavbarState } from './shell/navbarStore';
