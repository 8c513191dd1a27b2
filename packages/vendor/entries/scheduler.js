export * from 'scheduler';
export { default } from 'scheduler';
