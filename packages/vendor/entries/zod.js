export * from 'zod';
export { default } from 'zod';
