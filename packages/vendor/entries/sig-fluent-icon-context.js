export * from "/work/wt/intake/node_modules/@fluentui/react-icons/lib/contexts/index.js";
