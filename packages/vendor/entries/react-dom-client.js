export * from 'react-dom/client';
export { default } from 'react-dom/client';
