export * from 'i18next';
export { default } from 'i18next';
