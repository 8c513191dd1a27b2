export * from 'react';
export { default } from 'react';
