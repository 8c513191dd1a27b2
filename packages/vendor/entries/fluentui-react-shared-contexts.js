export * from '@fluentui/react-shared-contexts';
