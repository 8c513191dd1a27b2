export * from '@reduxjs/toolkit';
