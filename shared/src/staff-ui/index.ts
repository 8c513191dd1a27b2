// @sig/shared/staff-ui: the building blocks of the staff pages (admin, catalogs, cases), a System module of
// its own so that the cold /login page (which loads only @sig/shared) never pays for them.
export { BusyButton } from './components/BusyButton';
export { BackLink } from './components/BackLink';
export { CheckboxGroup } from './components/CheckboxGroup';
export { LocationField, parseLatLng, type LocationFieldProps } from './components/LocationField';
// the field pages' GPS (the auditor's form, the delivery proof): the hook, the distance and the field that shows both
export { FAR_METERS, PositionField, type PositionFieldProps } from './components/PositionField';
export { usePosition, type DevicePosition, type PositionProblem, type PositionState } from './lib/usePosition';
export { distanceMeters, distanceText } from './lib/geo';
export { DataList } from './components/DataList';
export { StaleNotice } from './components/StaleNotice';
export { ColoniaField } from './components/ColoniaField';
export { ConfirmDialog } from './components/ConfirmDialog';
export { FormDialog, FormDialogBody, type FormDialogBodyProps } from './components/FormDialog';
export { NativeSelect } from './components/NativeSelect';
export { TextArea } from './components/TextArea';
export { CsvButton, type CsvButtonProps } from './components/CsvButton';
export { Page, Section } from './components/Page';
export { Pager } from './components/Pager';
export { NavTabs, type NavTab } from './components/NavTabs';
// one RouterLink and LinkButton for every parcel, public pages included, so they live in @sig/shared itself
export { LinkButton, RouterLink } from '@sig/shared';
export { Empty, LoadError, Loading } from './components/States';
export { ListStates, type ListQuery } from './components/ListStates';
export { RadioChoices } from './components/RadioChoices';
export { useTableStyles } from './components/table';
export { apiBaseQuery, type ApiArgs } from './lib/apiBaseQuery';
export { makeParcelStore, type ParcelApi, type ParcelStore } from './parcel/parcelStore';
export { ParcelRouter, type ParcelPage } from './parcel/ParcelRouter';
export { apiErrorMessage, formErrors, isHexColor, looksLikeEmail, type FormErrors, type Translate } from './lib/fieldErrors';
export { formatDate, formatDateTime, formatDay, formatNumber } from './lib/format';
export { downloadFile, fileNameOf, saveBlob, type Download } from './lib/downloads';
// the loader itself lives in @sig/shared (public pages use it too); re-exported for the staff pages
export { FALLBACK_VIEW, loadMap, useClienteMap, type MapModule } from './lib/loadMap';
export { useMapModule } from '@sig/shared';
export { readQuery, writeQuery } from './lib/urlQuery';
export { SEARCH_DEBOUNCE_MS, useDebounced, useSettledText, type SettledTextOptions } from './lib/useDebounced';
export { useUnsavedChangesGuard } from './lib/useUnsavedChangesGuard';
export { useLocationPath, useLocationSearch } from '@sig/shared';
export { STAFF_UI_NS } from './i18n';
// The bot's staff paths, constants and the flow's checks (zod-free): only the bot's staff pages use them, so not in
// @sig/shared, which every cold page loads.
export * from '../contract/botPaths';
export { checkBotFlow, nextOf, type BotFlowIssue } from '../contract/botFlow';
// Logística's paths and constants (zod-free), for the same reason: only its staff pages and field page use them.
export * from '../contract/logisticaPaths';
export * from '../contract/firmas';
export * from '../contract/eventosPaths';
export * from '../contract/bettaidPaths';
