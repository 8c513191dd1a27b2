export * from './auth';
export * from './releases';
