// The browser's one door into @sig/shared. Server code uses the pure subpaths (contract, permissions, routes).
import './messages/SnackbarHost';

export { api, request, checkResponse, checkedJson, readAnswer, toApiError, onUnauthorized } from './api/apiClient';
export { loadMap, useMapModule, type MapModule } from './lazy/loadMap';
export { ApiRequestError, isApiRequestError } from './api/ApiRequestError';
export * from './contract/constants';
export { isSafeImageUrl } from './contract/textRules';
export * from './contract/catalogPaths';
export * from './contract/casePaths';
export * from './contract/peoplePaths';
export * from './contract/midbPaths';
export * from './contract/midbImportPaths';
export * from './contract/auditActions';
export * from './contract/lookupPaths';
export * from './contract/curp';
export * from './contract/citizensPaths';
export * from './contract/setupPaths';
export * from './contract/transparenciaPaths';
export * from './contract/auditoriaPaths';
export type * from './contract/auth';
export type * from './contract/releases';
export type * from './contract/realtime';
export type * from './contract/admin';
export type * from './contract/adminAudit';
export type * from './contract/refs';
export type * from './contract/catalogs';
export type * from './contract/cases';
export type * from './contract/open311';
export type * from './contract/people';
export type * from './contract/midb';
export type {
  MidbImportErrorCode,
  MidbImportCreated,
  MidbImportColumn,
  MidbImportProblem,
  MidbImportConflict,
  MidbImportMatch,
  MidbImportRow,
  MidbImportCounts,
  MidbImportProgress,
  MidbImportSummary,
  MidbImportListResponse,
  MidbImportResponse,
  MidbImportMappingBody,
  MidbImportDecisionsBody,
  MidbImportDecisionsResponse,
} from './contract/midbImports';
export type * from './contract/invitations';
export type * from './contract/citizens';
export type * from './contract/transparencia';
export type * from './contract/auditoria';
// the bot's answers and bodies, types only (nothing is added to the bundle)
export type * from './contract/bot';
// Logística's answers and bodies, types only; its paths and constants are in staff-ui
export type * from './contract/logistica';
export type * from './contract/firmas';
export type * from './contract/eventos';
export type * from './contract/bettaid';
export type { SetupStatus, SetupStepState, SetupStepBody, StarterCatalogsResponse, ColoniasImportBody, ColoniasImportResponse } from './contract/setup';
export { hasPermission, PERMISSIONS, PERMISSION_NAMES, type AuthList, type Permission } from './permissions';
export * from './routes';
export { i18n, t, useT, setLanguage, registerTranslations, translationsReady } from './i18n/i18n';
export { LANGUAGES, DEFAULT_LANGUAGE, directionOf, type Language, type Translations, type TranslationSources, type Strings } from './i18n/languages';
export { notify, dismissMessage, dismissLeftBehind, snackbarStore, SNACKBAR_LOGIN_ERROR_MS, type SnackbarVariant } from './messages/snackbarStore';
export { navigate, rememberUrl, takeRememberedUrl } from './navigation';
export { useLocationPath, useLocationSearch } from './locationHooks';
export { createStore, useStore, type Store } from './store/createStore';
export { sessionStore, useSession, useUser, useRole, type SessionState } from './session/sessionStore';
export { checkSession, renewSession, login, logout, autoLogout, register, saveUserData, switchCliente, errorMessage, onLogout } from './session/sessionLifecycle';
export { loadMenu } from './session/menu';
export { registerSignOutGuard, unsentWorkCount, FIELD_PENDING_KEY, type SignOutGuard } from './session/signOutGuard';
export { UnsentWorkDialog, type UnsentWorkDialogProps } from './session/unsentWorkDialogLazy';
export { STORAGE_KEYS } from './session/storageKeys';
export { isTokenValid, tokenExpiry } from './session/token';
export { themeStore, usePortalTheme } from './theme/portalTheme';
export { ParcelError } from './parcel/ParcelError';
export { ParcelFrame, parcelLifecycles } from './parcel/parcelLifecycles';
export { lazyPanel } from './parcel/lazyPanel';
export { preparePanel, type PanelName } from './parcel/panelIntent';
export { lazyOverlay, type OverlayProps, type OverlayTriggerButtonProps, type OverlayTriggerProps } from './lazy/lazyOverlay';
export { lazyDialog, type LazyDialog } from './lazy/lazyDialog';
export { LazyTooltip, type LazyTooltipProps } from './lazy/lazyTooltip';
export { DropdownMenu, type DropdownMenuItem } from './ui/DropdownMenu';
export { UserAvatar, DEFAULT_PROFILE_IMAGE } from './ui/UserAvatar';
export { SentenceWithUserText, USER_TEXT_SLOT, UserText, sentenceWithIsolate } from './ui/UserText';
export { LinkButton, RouterLink, followInApp } from './ui/RouterLink';
export { LanguageChoice } from './ui/LanguageChoice';
export { PublicShell, type PublicShellCliente, type PublicShellProps } from './ui/PublicShell';
export { Honeypot } from './ui/Honeypot';
export { EstatusBadge } from './ui/EstatusBadge';
export { formatDateTimeIn } from './ui/formatDateTimeIn';
export { useFollowByMail, type FollowByMailTexts } from './ui/useFollowByMail';
export { makeNativeControls, nativeControlFrame, nativeControlLook, type NativeControlsLook } from './ui/NativeControls';
export { checkFiles, isImage, type CheckedFile, type FileProblem } from './files/checkFiles';
export { navbarStore, useNavbar, toggleMobileNavbar, closeMobileNavbar, toggleNavbar, setNavbarFoldedOpen, type NavbarState } from './shell/navbarStore';
export { panelStore, usePanels, togglePanel, closePanel, type ShellPanel, type PanelState } from './shell/panelStore';
export { fontScaleStore, useFontScale, setFontScale, clampFontScale, FONT_SCALE_MIN, FONT_SCALE_MAX, FONT_SCALE_STEP } from './shell/fontScale';
export { pagesOf, type Page, type PageLabels } from './pages/pageIndex';
export { searchPages, normalizeText, labelOf, SEARCH_LIMIT, type PageLanguage } from './pages/searchPages';
export { resolveShortcuts, toggleShortcut, MAX_SHORTCUTS, DEFAULT_SHORTCUT_COUNT } from './pages/shortcuts';
export { shortcutStore, setShortcuts, toggleShortcutPage, usePages, useShortcutPages, type ShortcutState } from './pages/shortcutStore';
export type { Settings, SettingsPatch, LayoutConfig, LayoutStyle, LayoutMode, NavbarStyle, NavbarPosition, BarStyle, ToolbarPosition, Direction, ThemeArea } from './settings/settingsTypes';
export { LAYOUT_STYLES, LAYOUT_MODES, NAVBAR_STYLES, NAVBAR_POSITIONS, BAR_STYLES, TOOLBAR_POSITIONS, DIRECTIONS, THEME_AREAS, CONTAINER_WIDTH_MIN, CONTAINER_WIDTH_MAX } from './settings/settingsTypes';
export { defaultSettings, layoutDefaults, DEFAULT_THEMES } from './settings/settingsDefaults';
export { normalizeSettings, changeLayout, mergeSettings, isLayoutStyle } from './settings/normalizeSettings';
export { settingsStore, useSettings, updateSettings, resetSettings, applyUserSettings, openSettingsPanel, closeSettingsPanel, toggleSettingsPanel, SETTINGS_SAVE_DELAY_MS, type SettingsState } from './settings/settingsStore';
export { THEME_NAMES, THEME_PALETTES, DEFAULT_THEME, isThemeName, themeLabel, type ThemeName, type ThemePalette } from './theme/themeCatalog';
export { fluentTheme, themeKind } from './theme/fluentThemes';
export { brandRamp } from './theme/brandRamp';
export { frameThemeVars, frameAttributes } from './theme/portalTheme';
export { socketStore, useSocketStatus, type SocketStatus, type SocketState } from './realtime/socketStore';
export { startRealtime, onSocketEvent, emitSocket, __setSocketFactoryForTests, SOCKET_RETRY_MIN_MS, SOCKET_RETRY_MAX_MS } from './realtime/socketClient';
export { useSocketEvent } from './realtime/useSocketEvent';
export type { RealtimeSocket, SocketFactory, SocketConnectOptions } from './realtime/socketTypes';
