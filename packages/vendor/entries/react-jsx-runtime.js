export * from 'react/jsx-runtime';
export { default } from 'react/jsx-runtime';
