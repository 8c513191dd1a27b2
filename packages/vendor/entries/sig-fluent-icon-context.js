export * from "/work/wt/data/node_modules/@fluentui/react-icons/lib/contexts/index.js";
