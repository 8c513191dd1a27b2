export * from 'react-dom';
export { default } from 'react-dom';
