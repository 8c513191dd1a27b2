export * from './auth';
export * from './releases';
export * from './admin';
export * from './realtime';
export * from './catalogs';
export * from './cases';
export * from './open311';
