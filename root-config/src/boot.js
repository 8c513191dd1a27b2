// External file because the CSP allows scripts from 'self' only (no inline script).
System.import('@sig/root-config');
