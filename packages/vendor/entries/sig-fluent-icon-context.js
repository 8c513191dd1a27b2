export * from "/work/main/node_modules/@fluentui/react-icons/lib/contexts/index.js";
