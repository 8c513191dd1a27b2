export * from '@fluentui/react-field';
