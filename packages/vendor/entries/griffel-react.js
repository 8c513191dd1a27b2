export * from '@griffel/react';
