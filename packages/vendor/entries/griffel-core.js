export * from '@griffel/core';
