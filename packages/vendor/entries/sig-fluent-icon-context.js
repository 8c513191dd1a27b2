export * from "/work/wt/shell/node_modules/@fluentui/react-icons/lib/contexts/index.js";
