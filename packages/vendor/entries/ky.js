export * from 'ky';
export { default } from 'ky';
