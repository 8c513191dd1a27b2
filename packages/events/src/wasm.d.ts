// A .wasm file the build serves as a file of its own (webpack.config.js): importing it gives its URL.
declare module '*.wasm' {
  const url: string;
  export default url;
}
